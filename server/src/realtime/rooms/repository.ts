import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ofRound, type RoundRef } from '../../domains/plays/round-ref.ts';

// The queries the live rounds make of storage beyond the domains' own repositories: reminders due, seats and
// removals, an in-step question's answers, the watchers' lists, and the rounds to reopen after a restart.

type Db = Kysely<Database>;

/** Public live rounds whose publishing time falls after `at` and no later than `leadMs` after it. */
export async function roundsStartingWithin(db: Db, at: number, leadMs: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('status', '=', 'RELEASED')
    .where('visibility', '=', 'PUBLIC')
    .where('mode', 'in', ['RAPID', 'RAPID_THEN_DAILY'])
    .where('publishing_time', '>', new Date(at).toISOString())
    .where('publishing_time', '<=', new Date(at + leadMs).toISOString())
    .execute();
  return rows.map((row) => row.id);
}

/** Marks the player's seat in the round removed, unless it already is. */
export async function markRemoved(db: Db, round: RoundRef, playerId: string, reason: string, now: Date) {
  await db
    .updateTable('plays')
    .set({ removed_at: now.toISOString(), removed_reason: reason })
    .where(ofRound(round))
    .where('player_id', '=', playerId)
    .where('removed_at', 'is', null)
    .execute();
}

/** The player's seats in live and hosted rounds not finished and not removed, with what says if the round is over. */
export function openSeats(db: Db, playerId: string) {
  return db
    .selectFrom('plays')
    .innerJoin('games', 'games.id', 'plays.game_id')
    .leftJoin('rounds', 'rounds.id', 'plays.round_id')
    .select(['plays.game_id', 'plays.kind', 'plays.round_id', 'games.publishing_time', 'games.game_duration'])
    .select('rounds.state')
    .where('plays.player_id', '=', playerId)
    .where('plays.kind', 'in', ['RAPID', 'HOSTED'])
    .where('plays.finished_at', 'is', null)
    .where('plays.removed_at', 'is', null)
    .execute();
}

/** Which of these plays belong to removed players; run in the transaction that stores their answers. */
export async function removedPlays(db: Db, playIds: readonly string[]): Promise<Set<string>> {
  if (playIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('plays')
    .select('id')
    .where('id', 'in', [...new Set(playIds)])
    .where('removed_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Every answer to the question in the round, from players not removed. */
export function roundAnswersTo(db: Db, round: RoundRef, questionId: string) {
  return db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select(['answers.play_id', 'answers.answer', 'answers.correct', 'answers.points'])
    .where(ofRound(round))
    .where('plays.removed_at', 'is', null)
    .where('answers.question_id', '=', questionId)
    .execute();
}

export interface RoundAnswerCounts {
  perQuestion: Map<string, { answered: number; right: number }>;
  total: number;
  /** Answers stored at or after the `since` asked for. */
  recent: number;
}

/** A round's answers per question (removed players left out), whichever process stored them. */
export async function roundAnswerCounts(db: Db, round: RoundRef, since: Date): Promise<RoundAnswerCounts> {
  const sinceIso = since.toISOString();
  const rows = await db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select((eb) => [
      'answers.question_id',
      eb.fn.countAll<string | number>().as('answered'),
      eb.fn.sum<string | number>('answers.correct').as('right'),
      eb.fn.sum<string | number>(eb.case().when('answers.answered_at', '>=', sinceIso).then(1).else(0).end()).as('recent'),
    ])
    .where(ofRound(round))
    .where('plays.removed_at', 'is', null)
    .groupBy('answers.question_id')
    .execute();
  const perQuestion = new Map<string, { answered: number; right: number }>();
  let total = 0;
  let recent = 0;
  for (const row of rows) {
    // Postgres counts and sums as bigint, which arrives as text.
    const answered = Number(row.answered);
    perQuestion.set(row.question_id, { answered, right: Number(row.right ?? 0) });
    total += answered;
    recent += Number(row.recent ?? 0);
  }
  return { perQuestion, total, recent };
}

/** Every channel's name by its id. */
export async function channelNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('channels').select(['id', 'channel_name']).execute();
  return new Map(rows.map((c) => [c.id, c.channel_name]));
}

/** Released live rounds published within `withinMs` either side of `now`. */
export function liveGamesAround(db: Db, now: number, withinMs: number) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('status', '=', 'RELEASED')
    .where('mode', '!=', 'DAILY')
    .where('publishing_time', '<', new Date(now + withinMs).toISOString())
    .where('publishing_time', '>', new Date(now - withinMs).toISOString())
    .execute();
}

/** The games whose live round has plays not finished yet. */
export async function gamesWithUnfinishedRounds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('plays')
    .select('game_id')
    .distinct()
    .where('kind', '=', 'RAPID')
    .where('finished_at', 'is', null)
    .execute();
  return rows.map((row) => row.game_id);
}
