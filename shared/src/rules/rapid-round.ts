import { clockPhase, type RoundTiming, roundPhase, roundWindow } from './round/schedule.ts';

// Which play a game offers at a clock reading passed in (spec 4 and 9): its live round or its daily play; and where
// a listed live round stands, for the Rapid tab's countdowns.

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

/** A live round not yet over: running (counting down to its end) or upcoming (counting down to its start). */
export interface RapidRoundMoment {
  phase: 'running' | 'upcoming';
  /** Epoch ms the countdown counts to: the end of a running round, the start of an upcoming one. */
  until: number;
}

/** Where a live round stands at `now` (epoch ms); null once it ended, or without a start and a duration. */
export function rapidRoundMoment(game: RoundTiming, now: number): RapidRoundMoment | null {
  const window = roundWindow(game);
  if (!window) return null;
  const phase = clockPhase(window, now);
  if (phase === 'ended') return null;
  return phase === 'running' ? { phase, until: window.endsAt } : { phase: 'upcoming', until: window.startsAt };
}

/**
 * The rounds as the Rapid tab lists them at `now`: running ones first, then upcoming ones, each group by the moment
 * it counts to (the soonest end, the soonest start); ended rounds are left out.
 */
export function liveThenUpcoming<G extends RoundTiming>(games: readonly G[], now: number) {
  return games
    .flatMap((game) => {
      const moment = rapidRoundMoment(game, now);
      return moment ? [{ game, moment }] : [];
    })
    .sort((a, b) => {
      if (a.moment.phase !== b.moment.phase) return a.moment.phase === 'running' ? -1 : 1;
      return a.moment.until - b.moment.until;
    });
}

/** The next moment any of the rounds changes (a start or an end) after `now`, or null when none will. */
export function nextRoundChange(games: readonly RoundTiming[], now: number): number | null {
  let next: number | null = null;
  for (const game of games) {
    const at = rapidRoundMoment(game, now)?.until ?? null;
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}

/**
 * Whether a game is a live round that is over at `now`. Such a game is never offered as the one to play next: its
 * name and card speak of a round, and that round has ended (a RAPID_THEN_DAILY game's daily play goes on, but
 * "play next" on a live finale must not send anyone to a round they just missed).
 */
export function liveRoundOver(game: RoundTiming & { mode: string }, now: Date): boolean {
  return game.mode !== 'DAILY' && roundPhase(game, now) === 'ended';
}
