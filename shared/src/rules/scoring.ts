// How points are earned. A game's `score` (1 to 50) is what one correct answer is worth. On a DAILY game
// every correct answer earns exactly that. In a RAPID round a correct answer earns between half and all of
// it, by how early in the round it came (Kahoot's rule), so speed breaks ties inside the points themselves.
// Points are kept in hundredths so that a time-weighted answer needs no rounding to whole points.

export const POINT_SCALE = 100;

/** Hundredths of a point for a correct DAILY answer. */
export function dailyPoints(gameScore: number): number {
  return gameScore * POINT_SCALE;
}

/**
 * Hundredths of a point for a correct RAPID answer given `elapsedMs` after the round started (already
 * net of any lag refund) in a round of `durationMs`: full at the start, half at the end, never less.
 */
export function rapidPoints(gameScore: number, elapsedMs: number, durationMs: number): number {
  const share = durationMs > 0 ? Math.min(Math.max(elapsedMs / durationMs, 0), 1) : 0;
  return Math.round(gameScore * POINT_SCALE * (1 - share / 2));
}

/** Points as players see them, from stored hundredths. */
export function toPoints(hundredths: number): number {
  return hundredths / POINT_SCALE;
}
