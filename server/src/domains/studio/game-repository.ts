import type { Kysely, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { GamesTable } from '../../db/tables/games.ts';

// A creator's games in storage beyond the shared game rows (games/repository): the channel's figures, a game's
// language variants, edits, and the channel's requests for languages the product does not offer yet.

type Db = Kysely<Database>;

/** How many games the channel has, how many plays they have had, and how many players follow it. */
export async function channelFigures(db: Db, channelId: string) {
  const count = db.fn.countAll<string | number>().as('n');
  const [games, plays, subscribers] = await Promise.all([
    db.selectFrom('games').select(count).where('channel_id', '=', channelId).executeTakeFirstOrThrow(),
    db
      .selectFrom('plays')
      .innerJoin('games', 'games.id', 'plays.game_id')
      .select(count)
      .where('games.channel_id', '=', channelId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('subscriptions').select(count).where('channel_id', '=', channelId).executeTakeFirstOrThrow(),
  ]);
  return { games: Number(games.n), plays: Number(plays.n), subscribers: Number(subscribers.n) };
}

/** The ids of every language variant in a game's group (the game itself included). */
export async function variantIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('games').select('id').where('group_id', '=', groupId).execute();
  return rows.map((row) => row.id);
}

/** Whether the group already has a variant in this language. */
export async function variantInLanguage(db: Db, groupId: string, language: string): Promise<boolean> {
  const taken = await db
    .selectFrom('games')
    .select('id')
    .where('group_id', '=', groupId)
    .where('language', '=', language)
    .executeTakeFirst();
  return taken !== undefined;
}

export async function updateGameFields(db: Db, gameId: string, fields: Updateable<GamesTable>): Promise<void> {
  await db.updateTable('games').set(fields).where('id', '=', gameId).execute();
}

/** The channel's language requests, newest first. */
export function languageRequestsOf(db: Db, channelId: string) {
  return db.selectFrom('language_requests').selectAll().where('channel_id', '=', channelId).orderBy('id', 'desc').execute();
}

/** The languages the channel has asked for, as written. */
export async function requestedLanguages(db: Db, channelId: string): Promise<string[]> {
  const rows = await db.selectFrom('language_requests').select('language').where('channel_id', '=', channelId).execute();
  return rows.map((row) => row.language);
}

/** Files the creator's request for a language, pending review; the stored row. */
export async function insertLanguageRequest(
  db: Db,
  request: { channelId: string; creatorUserId: string; language: string },
  now: Date,
) {
  const creator = await db
    .selectFrom('creators')
    .select('id')
    .where('user_id', '=', request.creatorUserId)
    .executeTakeFirstOrThrow();
  const row = {
    id: newId(),
    channel_id: request.channelId,
    creator_id: creator.id,
    language: request.language,
    status: 'PENDING' as const,
    created_at: now.toISOString(),
  };
  await db.insertInto('language_requests').values(row).execute();
  return row;
}
