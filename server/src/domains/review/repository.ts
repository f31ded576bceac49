import type { VerifyRequest } from '@plw/protocol/rest/review';
import type { GameStatus } from '@plw/shared/constants';
import type { Verdict } from '@plw/shared/schemas/review';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { VerificationRequestsTable } from '../../db/tables/review.ts';
import { QUESTION_TYPES } from '../../question-types/registry.ts';
import type { QuestionRowContent } from '../games/question-rows.ts';
import { questionVersion } from './question-version.ts';

// Verification requests and the verdicts given within them, as the API shows them.

type Db = Kysely<Database>;

export interface StoredVerdict {
  verdict: Verdict;
  reason: string | null;
}

/** Verdict counts per request. */
async function verdictCounts(db: Db, requestIds: readonly string[]) {
  const counts = new Map<string, { approved: number; rejected: number }>();
  if (requestIds.length === 0) return counts;
  const rows = await db
    .selectFrom('question_verdicts')
    .select(['request_id', 'verdict', db.fn.countAll<string | number>().as('n')])
    .where('request_id', 'in', requestIds)
    .groupBy(['request_id', 'verdict'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.request_id) ?? { approved: 0, rejected: 0 };
    if (row.verdict === 'APPROVED') entry.approved = Number(row.n);
    else entry.rejected = Number(row.n);
    counts.set(row.request_id, entry);
  }
  return counts;
}

export async function toVerifyRequests(
  db: Db,
  rows: Selectable<VerificationRequestsTable>[],
): Promise<VerifyRequest[]> {
  const counts = await verdictCounts(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    request_id: row.id,
    game_id: row.game_id,
    status: row.status,
    note: row.note,
    created_at: row.created_at,
    reviewed_at: row.reviewed_at,
    approved: counts.get(row.id)?.approved ?? 0,
    rejected: counts.get(row.id)?.rejected ?? 0,
  }));
}

/** A game's requests, newest first. */
export function requestsOfGame(db: Db, gameId: string) {
  return db
    .selectFrom('verification_requests')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The verdicts of a game's latest reviewed request, by question. */
export async function latestVerdicts(db: Db, gameId: string): Promise<Map<string, StoredVerdict>> {
  const reviewed = await db
    .selectFrom('verification_requests')
    .select('id')
    .where('game_id', '=', gameId)
    .where('status', '!=', 'PENDING')
    .orderBy('reviewed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!reviewed) return new Map();
  const rows = await db
    .selectFrom('question_verdicts')
    .select(['question_id', 'verdict', 'reason'])
    .where('request_id', '=', reviewed.id)
    .execute();
  return new Map(rows.map((r) => [r.question_id, { verdict: r.verdict, reason: r.reason }]));
}

/** The questions of a game in order, whichever kind it holds, each with its version (question-version.ts). */
export async function questionsOf(db: Db, gameId: string) {
  const contents: QuestionRowContent[] = [];
  for (const type of Object.values(QUESTION_TYPES)) contents.push(...(await type.reviewContents(db, gameId)));
  return contents
    .sort((a, b) => a.position - b.position)
    .map((q) => ({ id: q.id, question: q.question, position: q.position, version: questionVersion(q) }));
}

/** The requests waiting for a verdict, oldest first (at most 200). */
export function pendingRequests(db: Db) {
  return db
    .selectFrom('verification_requests')
    .selectAll()
    .where('status', '=', 'PENDING')
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute();
}

/** How many requests wait for a review: the admin nav's "To review (n)", the same requests as the list above. */
export async function pendingRequestCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('verification_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Moves a game from the status it was read with to waiting for review and files its request, at once: false
 * (and nothing filed) when the game's status changed meanwhile.
 */
export async function submitForReview(
  db: Db,
  game: { id: string; status: GameStatus },
  request: Selectable<VerificationRequestsTable>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('games')
      .set({ status: 'PENDING_VERIFICATION', updated_at: request.created_at })
      .where('id', '=', game.id)
      .where('status', '=', game.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx.insertInto('verification_requests').values(request).execute();
    return true;
  });
}
