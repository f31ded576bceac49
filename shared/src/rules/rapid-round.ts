import { type RoundTiming, roundPhase } from './round/schedule.ts';

// Which play a game offers at a clock reading passed in (spec 4 and 9): its live round or its daily play.

export type PlayKind = 'RAPID' | 'DAILY';

/**
 * Which play a game offers at `now`: a DAILY game is always daily; a RAPID game is live inside its window
 * and closed after it; RAPID_THEN_DAILY turns daily once its live round ends. Null: nothing to play.
 */
export function playKindAt(game: RoundTiming & { mode: string }, now: Date): PlayKind | null {
  if (game.mode === 'DAILY') return 'DAILY';
  if (roundPhase(game, now) !== 'ended') return 'RAPID';
  return game.mode === 'RAPID_THEN_DAILY' ? 'DAILY' : null;
}

/**
 * Whether a game is a live round that is over at `now`. Such a game is never offered as the one to play next: its
 * name and card speak of a round, and that round has ended (a RAPID_THEN_DAILY game's daily play goes on, but
 * "play next" on a live finale must not send anyone to a round they just missed).
 */
export function liveRoundOver(game: RoundTiming & { mode: string }, now: Date): boolean {
  return game.mode !== 'DAILY' && roundPhase(game, now) === 'ended';
}
