// A live round's clock, the one place it is worked out: when it starts and ends, and the one vocabulary for
// where it stands. Server, protocol and client all read a round's moment here, from a time passed in.

/** What the clock alone says of a round: before its start, inside its window, from its end on. */
export const CLOCK_PHASES = ['waiting', 'running', 'ended'] as const;
export type ClockPhase = (typeof CLOCK_PHASES)[number];

/**
 * Where a live round stands, in order: `scheduled` (set for a time, nobody in its waiting room yet), then the
 * clock's phases: `waiting` (its waiting room is open, the start is still to come), `running`, `ended`. Whether
 * a waiting room is open is not a matter of time, so only a room (or its absence) tells `scheduled` apart.
 */
export const ROUND_PHASES = ['scheduled', ...CLOCK_PHASES] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];

/** The two settings a round's clock comes from. */
export interface RoundTiming {
  publishing_time: string | null;
  /** Seconds. */
  game_duration: number | null;
}

/** A round's start and end, epoch milliseconds: it runs on [startsAt, endsAt). */
export interface RoundWindow {
  startsAt: number;
  endsAt: number;
}

/** The round's window, publishing_time to publishing_time + game_duration; null unless both are set and valid. */
export function roundWindow(game: RoundTiming): RoundWindow | null {
  if (game.publishing_time === null || game.game_duration === null) return null;
  const startsAt = Date.parse(game.publishing_time);
  if (!Number.isFinite(startsAt)) return null;
  return { startsAt, endsAt: startsAt + game.game_duration * 1000 };
}

/** The end of a live round, epoch milliseconds; null without a window. */
export function roundEndsAt(game: RoundTiming): number | null {
  return roundWindow(game)?.endsAt ?? null;
}

/** Where a round stands at `now` (epoch ms) by its clock: before its start, inside its window, or from its end on. */
export function clockPhase(window: RoundWindow, now: number): ClockPhase {
  if (now < window.startsAt) return 'waiting';
  return now < window.endsAt ? 'running' : 'ended';
}

/** Whether a game's publishing time, its round's start, is still to come at `now` (epoch ms). */
export function beforeStart(game: Pick<RoundTiming, 'publishing_time'>, now: number): boolean {
  return game.publishing_time !== null && now < Date.parse(game.publishing_time);
}

/**
 * Where a game's round stands at `now`. A game missing one of its settings counts from what it has: no
 * publishing time means it started, no duration that it never ends by the clock.
 */
export function roundPhase(game: RoundTiming, now: Date): ClockPhase {
  const at = now.getTime();
  if (beforeStart(game, at)) return 'waiting';
  const endsAt = roundEndsAt(game);
  return endsAt !== null && at >= endsAt ? 'ended' : 'running';
}

/** A round before its start whose waiting room nobody opened yet is only scheduled. */
export function roomPhase(window: RoundWindow, now: number, roomOpen: boolean): RoundPhase {
  const phase = clockPhase(window, now);
  return phase === 'waiting' && !roomOpen ? 'scheduled' : phase;
}
