import { STUDIO_MESSAGES, type StudioGame } from '@plw/protocol/rest/studio-parts';
import type { GameType, MediaType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../errors.ts';
import { type AccessClaims, assertChannelAccess } from '../../http/access.ts';
import { findGame, type GameRecord, selectGameSummaries, toGameSummary } from '../games/repository.ts';
import { QUESTION_TABLES, questionTypeOf } from '../../question-types/registry.ts';

// What every studio call starts from: the caller's own game, and media the caller uploaded.

type Db = Kysely<Database>;

/** The caller's channel (every creator token carries it). */
export function channelOf(auth: AccessClaims): string {
  if (!auth.channelId) throw notFound('Channel not found');
  return auth.channelId;
}

/** A game of the caller's channel: 404 when there is none, 403 when it is another channel's. */
export async function ownedGame(db: Db, auth: AccessClaims, gameId: string, type?: GameType): Promise<GameRecord> {
  const game = await findGame(db, gameId);
  if (!game) throw notFound('Game not found');
  assertChannelAccess(auth, game.channel_id);
  if (type && game.type !== type) throw badRequest(STUDIO_MESSAGES.wrongGameType);
  return game;
}

export function questionTable(type: GameType) {
  return questionTypeOf(type).table;
}

/** The text of each question the game holds, in its order. */
export async function questionTexts(db: Db, game: Pick<GameRecord, 'id' | 'type'>): Promise<string[]> {
  const rows = await db
    .selectFrom(questionTable(game.type))
    .select('question')
    .where('game_id', '=', game.id)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.question);
}

/** Games as the studio shows them, with how many questions each holds. */
export async function studioGames(db: Db, gameIds: readonly string[]): Promise<StudioGame[]> {
  if (gameIds.length === 0) return [];
  const rows = await selectGameSummaries(db).where('games.id', 'in', gameIds).orderBy('games.id').execute();
  const counts = new Map<string, number>();
  for (const table of QUESTION_TABLES) {
    const found = await db
      .selectFrom(table)
      .select(['game_id', db.fn.countAll<string | number>().as('n')])
      .where('game_id', 'in', gameIds)
      .groupBy('game_id')
      .execute();
    for (const row of found) counts.set(row.game_id, Number(row.n));
  }
  return rows.map((row) => ({
    ...toGameSummary(row),
    question_source: row.question_source,
    image_media_id: row.image_media_id,
    question_count: counts.get(row.id) ?? 0,
    round_style: row.round_style,
  }));
}

export async function studioGame(db: Db, gameId: string): Promise<StudioGame> {
  const [game] = await studioGames(db, [gameId]);
  if (!game) throw notFound('Game not found');
  return game;
}

/** The channel's gift balance as the studio shows it (0 before the channel has one). */
export async function channelBalance(db: Db, channelId: string): Promise<number> {
  const row = await db
    .selectFrom('channel_gift_balances')
    .select('balance')
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/** Every gift of the channel, newest first, with the game it is attached to (if any). */
export function channelGifts(db: Db, channelId: string) {
  return db
    .selectFrom('gifts')
    .leftJoin('games', 'games.id', 'gifts.game_id')
    .select([
      'gifts.id',
      'gifts.name',
      'gifts.description',
      'gifts.value',
      'gifts.winner_ranks',
      'gifts.image_media_id',
      'games.id as game_id',
      'games.game_name',
    ])
    .where('gifts.channel_id', '=', channelId)
    .orderBy('gifts.id', 'desc')
    .execute();
}

/**
 * Media the caller may attach: uploaded by them (another channel's media is as good as missing: 404, with the
 * field's message for the form), and of the kind the form says it is.
 */
export async function assertOwnMedia(db: Db, auth: AccessClaims, mediaId: string, kind: MediaType, field: string) {
  const media = await db
    .selectFrom('media')
    .select(['id', 'media_type', 'owner_user_id'])
    .where('id', '=', mediaId)
    .executeTakeFirst();
  if (!media || media.owner_user_id !== auth.sub) {
    throw new HttpError(404, 'NOT_FOUND', STUDIO_MESSAGES.mediaNotFound, { [field]: STUDIO_MESSAGES.mediaNotFound });
  }
  if (media.media_type !== kind) {
    const message = field === 'channel_dp' ? STUDIO_MESSAGES.pictureNotImage : STUDIO_MESSAGES.mediaKindMismatch;
    throw badRequest(message, { [field === 'mediaFile' ? 'mediaType' : field]: message });
  }
}
