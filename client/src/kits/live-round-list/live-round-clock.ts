import type { LiveRound } from '@plw/protocol/rest/live-rounds';
import { type ClockPhase, clockPhase, type RoundWindow } from '@plw/shared/rules/round/schedule';

// Where each listed round stands as the device clock moves on, by the round clock's rules: a round the server
// listed as soon turns live at its start and leaves the strip at its end, without asking the server again.

export function windowOf(round: Pick<LiveRound, 'starts_at' | 'ends_at'>): RoundWindow {
  return { startsAt: Date.parse(round.starts_at), endsAt: Date.parse(round.ends_at) };
}

export function phaseAt(round: LiveRound, now: number): ClockPhase {
  return clockPhase(windowOf(round), now);
}

/** The next moment any listed round changes phase (a start or an end), or null when none is left to change. */
export function nextChange(rounds: readonly LiveRound[], now: number): number | null {
  let next: number | null = null;
  for (const round of rounds) {
    const { startsAt, endsAt } = windowOf(round);
    const at = now < startsAt ? startsAt : now < endsAt ? endsAt : null;
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}
