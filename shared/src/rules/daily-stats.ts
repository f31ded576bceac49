import { type LocalDay, localDay, type Streak, streakOf } from './streak.ts';

// A player's statistics over their finished DAILY plays: streak, games played and solved, times, and how many
// answers they got right. A play is solved when every answer was right and no word was revealed on request (a
// revealed kriss-kross word scores nothing and is not the player's own answer). Times are over solved plays
// only, as a "best time" for a half-done puzzle would mean nothing.

/** One finished daily play, as the statistics need it. */
export interface FinishedDailyPlay {
  finishedAt: Date | number | string;
  /**
   * The local day the play was finished on, in the zone in force then (stored at finish). A later change of zone
   * never moves it; only a play without one (none since migration 0018) is counted in the zone now.
   */
  localDay?: LocalDay | null;
  /** Time taken, ms (the server's: from the play's start to its submit). */
  timeMs: number | null;
  /** Answers right (a revealed word is not among them). */
  right: number;
  /** Questions in the game. */
  questions: number;
  /** Words revealed on request (kriss-kross); any one makes the play unsolved. */
  revealed: number;
}

/**
 * The result buckets, by the share of answers right (percent, rounded down): 100, 80-99, 60-79, 40-59, 0-39.
 * Best first, so a client draws the bars in this order.
 */
export const RESULT_BUCKETS = [
  { bucket: '100', from: 100, to: 100 },
  { bucket: '80-99', from: 80, to: 99 },
  { bucket: '60-79', from: 60, to: 79 },
  { bucket: '40-59', from: 40, to: 59 },
  { bucket: '0-39', from: 0, to: 39 },
] as const;
export type ResultBucket = (typeof RESULT_BUCKETS)[number]['bucket'];
export const RESULT_BUCKET_NAMES = RESULT_BUCKETS.map((b) => b.bucket) as [ResultBucket, ...ResultBucket[]];

export interface DailyStats {
  streak: Streak;
  played: number;
  solved: number;
  /** solved / played, 0..1; null before the first play. */
  solve_rate: number | null;
  /** Over solved plays, whole ms; null when none is solved. */
  average_ms: number | null;
  best_ms: number | null;
  distribution: { bucket: ResultBucket; from: number; to: number; plays: number }[];
  /** Whether a daily puzzle was finished today (the player's local day). */
  today_done: boolean;
}

/** The share of answers right, whole percent rounded down (0 for a game without questions). */
export function percentRight(play: Pick<FinishedDailyPlay, 'right' | 'questions'>): number {
  if (play.questions <= 0) return 0;
  return Math.floor((Math.min(play.right, play.questions) * 100) / play.questions);
}

export function isSolved(play: FinishedDailyPlay): boolean {
  return play.questions > 0 && play.right >= play.questions && play.revealed === 0;
}

export function resultBucket(play: FinishedDailyPlay): ResultBucket {
  // A revealed word keeps a play out of the top bucket even where its count of right answers would not.
  const percent = isSolved(play) ? 100 : Math.min(percentRight(play), 99);
  const found = RESULT_BUCKETS.find((b) => percent >= b.from && percent <= b.to);
  return found?.bucket ?? '0-39';
}

/**
 * The statistics of a player's finished daily plays as of `now`: each play on the local day it was finished on,
 * and today as it is in `timeZone`, the player's zone now.
 */
export function dailyStats(plays: readonly FinishedDailyPlay[], timeZone: string, now: Date | number): DailyStats {
  const today: LocalDay = localDay(now, timeZone);
  const days = plays.map((play) => play.localDay ?? localDay(new Date(play.finishedAt), timeZone));
  const solvedTimes = plays.filter(isSolved).map((play) => play.timeMs ?? 0);
  const counts = new Map<ResultBucket, number>();
  for (const play of plays) counts.set(resultBucket(play), (counts.get(resultBucket(play)) ?? 0) + 1);

  return {
    streak: streakOf(days, today),
    played: plays.length,
    solved: solvedTimes.length,
    solve_rate: plays.length === 0 ? null : solvedTimes.length / plays.length,
    average_ms: solvedTimes.length === 0
      ? null
      : Math.round(solvedTimes.reduce((sum, ms) => sum + ms, 0) / solvedTimes.length),
    best_ms: solvedTimes.length === 0 ? null : Math.min(...solvedTimes),
    distribution: RESULT_BUCKETS.map((b) => ({ ...b, plays: counts.get(b.bucket) ?? 0 })),
    today_done: days.some((day) => day >= today),
  };
}
