import type { StageSkip } from '@plw/shared/rules/round/in-step';
import type { RoundWindow } from '@plw/shared/rules/round/schedule';
import { canPlayInStep } from '@plw/shared/rules/round/type-rules';
import type { GameRecord } from '../games/repository.ts';
import { type HostedRoundRow, skipsOf } from './repository.ts';

// When a hosted round runs, read from its stored row: the routes check a host's move against it and the realtime
// server opens the round's room with it.

export interface HostedTiming {
  window: RoundWindow;
  inStep: boolean;
  skips: readonly StageSkip[];
  endsAt: number;
}

/** A hosted round's timing: its window from the host's start, and the host's moves stored since. */
export function hostedTiming(game: GameRecord, round: HostedRoundRow): HostedTiming | null {
  if (!round.starts_at || !round.ends_at) return null;
  const startsAt = Date.parse(round.starts_at);
  const window = { startsAt, endsAt: startsAt + round.duration * 1000 };
  return { window, inStep: canPlayInStep(game.type), skips: skipsOf(round), endsAt: Date.parse(round.ends_at) };
}
