import type { GameType } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../errors.ts';
import { selectGameSummaries, toGameSummary } from '../games/repository.ts';

// A game to review as the admin is shown it, for each question type's review view: the summary and the version
// come from the same row.

export async function shownGame(db: Kysely<Database>, gameId: string, type: GameType) {
  const row = await selectGameSummaries(db).where('games.id', '=', gameId).executeTakeFirst();
  if (!row) throw notFound('Game not found');
  if (row.type !== type) throw badRequest('This game is not of that kind');
  return { row, summary: toGameSummary(row) };
}
