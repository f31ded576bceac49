import { mediaUrl } from '@plw/protocol/rest/media';
import type { Gift, GiftAward, PlayRecord, ScoreSummary } from '@plw/protocol/rest/player';
import { POINT_SCALE } from '@plw/shared/rules/scoring';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { channelRef } from '../channels/channel-cards.ts';

// A player's points and gifts per channel, read from the running totals (channel_scores), their plays and
// their gift awards. Points are stored in hundredths and shown as whole points.

type Db = Kysely<Database>;

/** Stored hundredths (a number, or text when Postgres sums them) as whole points. */
export const wholePoints = (hundredths: number | string | bigint) => Math.round(Number(hundredths) / POINT_SCALE);

const PLAYS_SHOWN = 100;
const AWARDS_SHOWN = 200;

export async function channelScores(db: Db, playerId: string) {
  const rows = await db
    .selectFrom('channel_scores')
    .innerJoin('channels', 'channels.id', 'channel_scores.channel_id')
    .select(['channels.id', 'channels.channel_name', 'channels.channel_dp_media_id'])
    .select(['total_score', 'rapid_score', 'daily_score', 'games_played'])
    .where('channel_scores.player_id', '=', playerId)
    .orderBy('total_score', 'desc')
    .orderBy('channels.channel_name')
    .execute();
  return rows.map((row) => ({
    channel: channelRef(row),
    total_score: wholePoints(row.total_score),
    rapid_score: wholePoints(row.rapid_score),
    daily_score: wholePoints(row.daily_score),
    games_played: Number(row.games_played),
  }));
}

/** The player's totals in a channel, their place among its players and their best rank in a live round. */
export async function scoreSummary(db: Db, playerId: string, channelId: string): Promise<ScoreSummary> {
  const [mine, best] = await Promise.all([
    db
      .selectFrom('channel_scores')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('channel_id', '=', channelId)
      .executeTakeFirst(),
    db
      .selectFrom('plays')
      .innerJoin('games', 'games.id', 'plays.game_id')
      .select((eb) => eb.fn.min('plays.rank').as('best'))
      .where('plays.player_id', '=', playerId)
      .where('games.channel_id', '=', channelId)
      .executeTakeFirst(),
  ]);
  let channelRank: number | null = null;
  if (mine) {
    const ahead = await db
      .selectFrom('channel_scores')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('channel_id', '=', channelId)
      .where('total_score', '>', mine.total_score)
      .executeTakeFirstOrThrow();
    channelRank = Number(ahead.n) + 1;
  }
  return {
    total_score: wholePoints(mine?.total_score ?? 0),
    rapid_score: wholePoints(mine?.rapid_score ?? 0),
    daily_score: wholePoints(mine?.daily_score ?? 0),
    games_played: Number(mine?.games_played ?? 0),
    channel_rank: channelRank,
    best_rank: best?.best === null || best?.best === undefined ? null : Number(best.best),
  };
}

/** The player's plays in a channel, newest first, of one kind or both. */
export async function playsInChannel(
  db: Db,
  playerId: string,
  channelId: string,
  kind: 'RAPID' | 'DAILY' | undefined,
): Promise<PlayRecord[]> {
  const select = db
    .selectFrom('plays')
    .innerJoin('games', 'games.id', 'plays.game_id')
    .select(['plays.id', 'plays.kind', 'plays.score', 'plays.correct_count', 'plays.rank', 'plays.finished_at'])
    .select(['games.id as game_id', 'games.game_name', 'games.type', 'games.mode'])
    .where('plays.player_id', '=', playerId)
    .where('games.channel_id', '=', channelId);
  // A hosted round's plays are its own, not the channel's score.
  const kinds = kind ? [kind] : (['RAPID', 'DAILY'] as const);
  const rows = await select.where('plays.kind', 'in', kinds).orderBy('plays.id', 'desc').limit(PLAYS_SHOWN).execute();
  return rows.map((row) => ({
    play_id: row.id,
    kind: row.kind === 'DAILY' ? 'DAILY' : 'RAPID',
    game: { game_id: row.game_id, game_name: row.game_name, type: row.type, mode: row.mode },
    score: wholePoints(row.score),
    correct_count: Number(row.correct_count),
    rank: row.rank === null ? null : Number(row.rank),
    finished_at: row.finished_at,
  }));
}

function selectGifts(db: Db) {
  return db
    .selectFrom('gifts')
    .leftJoin('games', 'games.id', 'gifts.game_id')
    .select([
      'gifts.id as gift_id',
      'gifts.name',
      'gifts.description',
      'gifts.value',
      'gifts.winner_ranks',
      'gifts.image_media_id',
      'gifts.channel_id',
      'games.id as game_id',
      'games.game_name',
    ]);
}

type GiftRow = Awaited<ReturnType<ReturnType<typeof selectGifts>['execute']>>[number];

function toGift(row: GiftRow): Gift {
  return {
    gift_id: row.gift_id,
    name: row.name,
    description: row.description,
    value: Number(row.value),
    winner_ranks: Number(row.winner_ranks),
    image: mediaUrl(row.image_media_id),
    game: row.game_id && row.game_name ? { game_id: row.game_id, game_name: row.game_name } : null,
  };
}

export async function giftsOffered(db: Db, channelId: string): Promise<Gift[]> {
  const rows = await selectGifts(db).where('gifts.channel_id', '=', channelId).orderBy('gifts.id', 'desc').execute();
  return rows.map(toGift);
}

/** The player's gifts, newest first, optionally of one channel. */
export async function giftAwards(db: Db, playerId: string, channelId?: string): Promise<GiftAward[]> {
  let select = selectGifts(db)
    .innerJoin('gift_awards', 'gift_awards.gift_id', 'gifts.id')
    .innerJoin('channels', 'channels.id', 'gifts.channel_id')
    .select(['gift_awards.id as award_id', 'gift_awards.rank', 'gift_awards.status', 'gift_awards.awarded_at'])
    .select(['channels.channel_name', 'channels.channel_dp_media_id'])
    .where('gift_awards.player_id', '=', playerId);
  if (channelId) select = select.where('gifts.channel_id', '=', channelId);
  const rows = await select
    .orderBy('gift_awards.awarded_at', 'desc')
    .orderBy('gift_awards.id', 'desc')
    .limit(AWARDS_SHOWN)
    .execute();
  return rows.map((row) => ({
    award_id: row.award_id,
    gift: toGift(row),
    channel: channelRef({ ...row, id: row.channel_id }),
    rank: row.rank === null ? null : Number(row.rank),
    status: row.status,
    awarded_at: row.awarded_at,
  }));
}

/** How many gifts the player has won and their value, overall and per channel. */
export async function giftSummary(db: Db, playerId: string) {
  const rows = await db
    .selectFrom('gift_awards')
    .innerJoin('gifts', 'gifts.id', 'gift_awards.gift_id')
    .innerJoin('channels', 'channels.id', 'gifts.channel_id')
    .select(['channels.id', 'channels.channel_name', 'channels.channel_dp_media_id'])
    .select((eb) => [eb.fn.countAll<string | number>().as('gifts'), eb.fn.sum<string | number>('gifts.value').as('value')])
    .where('gift_awards.player_id', '=', playerId)
    .groupBy(['channels.id', 'channels.channel_name', 'channels.channel_dp_media_id'])
    .orderBy('channels.channel_name')
    .execute();
  const channels = rows.map((row) => ({
    channel: channelRef(row),
    gifts: Number(row.gifts),
    value: Number(row.value),
  }));
  return {
    total_gifts: channels.reduce((sum, c) => sum + c.gifts, 0),
    total_value: channels.reduce((sum, c) => sum + c.value, 0),
    channels,
  };
}

export async function giftCountIn(db: Db, playerId: string, channelId: string): Promise<number> {
  const row = await db
    .selectFrom('gift_awards')
    .innerJoin('gifts', 'gifts.id', 'gift_awards.gift_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('gift_awards.player_id', '=', playerId)
    .where('gifts.channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
