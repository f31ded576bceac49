// When a RAPID round runs, decided from the game alone and a clock reading passed in (spec 4 and 9).

export interface RoundTiming {
  publishing_time: string | null;
  game_duration: number | null;
}

/** The end of a RAPID round: publishing_time plus game_duration (seconds). */
export function rapidEndTime(game: RoundTiming): Date | null {
  if (game.publishing_time === null || game.game_duration === null) return null;
  return new Date(Date.parse(game.publishing_time) + game.game_duration * 1000);
}

export type RoundPhase = 'waiting' | 'running' | 'over';

/** Where a round stands at `now`: before publishing, inside the window, or past its end. */
export function roundPhase(game: RoundTiming, now: Date): RoundPhase {
  if (game.publishing_time !== null && now.getTime() < Date.parse(game.publishing_time)) return 'waiting';
  const end = rapidEndTime(game);
  if (end !== null && now.getTime() >= end.getTime()) return 'over';
  return 'running';
}

export type PlayKind = 'RAPID' | 'DAILY';

/**
 * Which play a game offers at `now`: a DAILY game is always daily; a RAPID game is live inside its window
 * and closed after it; RAPID_THEN_DAILY turns daily once its live round ends. Null: nothing to play.
 */
export function playKindAt(game: RoundTiming & { mode: string }, now: Date): PlayKind | null {
  if (game.mode === 'DAILY') return 'DAILY';
  const phase = roundPhase(game, now);
  if (phase !== 'over') return 'RAPID';
  return game.mode === 'RAPID_THEN_DAILY' ? 'DAILY' : null;
}
