import { mediaUrl } from '@plw/protocol/rest/media';
import type { GameType, Language } from '@plw/shared/constants';
import { coverColour, coverGrid } from '@plw/shared/rules/cover';
import { defaultRoundStyle } from '@plw/shared/rules/round/round-style';
import { type GameSummary, gameFormSchema } from '@plw/shared/schemas/game';
import type { FastifyInstance } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { z } from 'zod';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { GamesTable } from '../../db/tables/games.ts';
import { notFound } from '../../errors.ts';
import { type AccessClaims, assertChannelAccess } from '../../http/access.ts';

// Games and their questions in storage: written with the form's defaults, read as the API shows them.

type Db = Kysely<Database>;

export function selectGameSummaries(db: Db) {
  return db
    .selectFrom('games')
    .innerJoin('channels', 'channels.id', 'games.channel_id')
    .selectAll('games')
    .select(['channels.channel_name', 'channels.colour as channel_colour']);
}

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGameSummaries>['executeTakeFirstOrThrow']>>;

export function toGameSummary(row: GameRow): GameSummary {
  return {
    game_id: row.id,
    game_group_id: row.group_id,
    type: row.type,
    mode: row.mode,
    visibility: row.visibility,
    language: row.language as Language,
    game_name: row.game_name,
    paid: row.paid === 1,
    local_circle: row.local_circle === 1,
    transit_game: row.transit_game === 1,
    supporting_lesson: row.supporting_lesson === 1,
    score: row.score,
    image: mediaUrl(row.image_media_id),
    hashtag: row.hashtag,
    status: row.status,
    publishing_time: row.publishing_time,
    game_configuration: { game_duration: row.game_duration },
    channel: { channel_id: row.channel_id, channel_name: row.channel_name },
    cover: { colour: coverColour(row.channel_id, row.channel_colour), grid: coverGrid(storedGrid(row.layout)) },
  };
}

/** The cells of a stored kriss-kross layout (krisskross/grid.ts), for its cover; null when none is stored yet. */
function storedGrid(layout: string | null) {
  if (!layout) return null;
  try {
    const parsed = storedCellsSchema.safeParse(JSON.parse(layout));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const storedCellsSchema = z.object({
  rows: z.number().int(),
  cols: z.number().int(),
  cells: z.array(z.object({ row: z.number().int(), col: z.number().int() })),
});

export async function findGame(db: Db, gameId: string) {
  return db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
}

export type GameRecord = NonNullable<Awaited<ReturnType<typeof findGame>>>;

/**
 * A game the caller may see: players only released games (to them others do not exist), creators only their
 * own channel's, admins all.
 */
export async function findVisibleGame(
  db: Db,
  auth: AccessClaims,
  gameId: string,
  type?: GameType,
): Promise<GameRecord> {
  return visibleGame(auth, await findGame(db, gameId), type);
}

/**
 * A game's details for the caller: what findVisibleGame shows, and to a player also a game not released yet that
 * they hold a seat in a hosted round of (a host may run a game once review verifies it, before any release).
 */
export async function findGameForDetails(
  db: Db,
  auth: AccessClaims,
  gameId: string,
  type: GameType,
): Promise<GameRecord> {
  const game = await findGame(db, gameId);
  if (game && game.type === type && auth.role === 'PLAYER' && auth.playerId && game.status !== 'RELEASED') {
    const seat = await db
      .selectFrom('plays')
      .select('id')
      .where('game_id', '=', game.id)
      .where('player_id', '=', auth.playerId)
      .where('kind', '=', 'HOSTED')
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (seat) return game;
  }
  return visibleGame(auth, game, type);
}

/** `game` when the caller may see it (see findVisibleGame), else the not-found error. */
export function visibleGame(auth: AccessClaims, game: GameRecord | undefined, type?: GameType): GameRecord {
  const hidden = !game || (type && game.type !== type) || (auth.role === 'PLAYER' && game.status !== 'RELEASED');
  if (hidden) throw notFound('Game not found');
  if (auth.role === 'CREATOR') assertChannelAccess(auth, game.channel_id);
  return game;
}

/** A game as the shared cache holds it: a release or an edit shows within the cache's lifetime. */
export async function cachedGame(app: FastifyInstance, gameId: string): Promise<GameRecord | undefined> {
  return (await app.sharedCache.get(`game:${gameId}`, async () => ({ game: await findGame(app.db, gameId) }))).game;
}

export async function gameSummaryOf(db: Db, gameId: string): Promise<GameSummary> {
  return toGameSummary(await selectGameSummaries(db).where('games.id', '=', gameId).executeTakeFirstOrThrow());
}

export type NewGame = Partial<Omit<Insertable<GamesTable>, 'id' | 'channel_id' | 'created_at' | 'updated_at'>>
  & Pick<Insertable<GamesTable>, 'game_name' | 'language'>;

/** Writes a game with the new-game form's defaults for what is not given; a new group unless one is named. */
export async function insertGame(db: Db, channelId: string, game: NewGame, now: Date) {
  const at = now.toISOString();
  const id = newId();
  let groupId = game.group_id;
  if (!groupId) {
    groupId = newId();
    await db.insertInto('game_groups').values({ id: groupId, channel_id: channelId, created_at: at }).execute();
  }
  const defaults = gameFormSchema.parse({ language: game.language, game_name: game.game_name });
  await db
    .insertInto('games')
    .values({
      type: defaults.type,
      mode: defaults.mode,
      visibility: defaults.visibility,
      paid: 0,
      local_circle: 0,
      transit_game: 0,
      supporting_lesson: 0,
      score: defaults.score,
      image_media_id: null,
      hashtag: defaults.hashtag,
      question_source: defaults.question_source,
      publishing_time: null,
      game_duration: null,
      status: 'DRAFT',
      layout: null,
      released_at: null,
      ...game,
      // A game without a chosen style gets its type's (in step for quizzes): the one place the default applies.
      round_style: game.round_style ?? defaultRoundStyle(game.type ?? defaults.type),
      id,
      group_id: groupId,
      channel_id: channelId,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { gameId: id, groupId };
}
