// How points are earned. A game's `score` (1 to 50) is what one correct answer is worth. On a DAILY game
// every correct answer earns exactly that. In a RAPID round a correct answer earns between half and all of
// it, by how early in the round it came (Kahoot's rule), rounded to whole points: a child reads 4.97 as a bug.
// Two players on equal points are told apart by time through the ranking rule (rules/ranking), not by fractions.
// Storage keeps hundredths (older plays hold fractional points), so nothing stored needs rewriting.

export const POINT_SCALE = 100;

/** Hundredths of a point for a correct DAILY answer. */
export function dailyPoints(gameScore: number): number {
  return gameScore * POINT_SCALE;
}

/**
 * Hundredths of a point (always whole points) for a correct RAPID answer given `elapsedMs` after the round
 * started (already net of any lag refund) in a round of `durationMs`: the full score at the start, half at the
 * end, never less than half rounded up, and never less than 1 point.
 */
export function rapidPoints(gameScore: number, elapsedMs: number, durationMs: number): number {
  const share = durationMs > 0 ? Math.min(Math.max(elapsedMs / durationMs, 0), 1) : 0;
  const whole = Math.max(Math.round(gameScore * (1 - share / 2)), Math.ceil(gameScore / 2), 1);
  return whole * POINT_SCALE;
}

/** Points as players see them, from stored hundredths. */
export function toPoints(hundredths: number): number {
  return hundredths / POINT_SCALE;
}
