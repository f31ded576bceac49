import type { Clock } from '../../lib/server-clock.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { type ClockSource, liveClockAt } from './live-clock.ts';
import { RoundTimer } from './round-timer.tsx';

/**
 * A live round's countdown: what it counts to (live-clock.ts) worked out again when each stage runs out, each
 * stage a timer of its own, so its bar starts full rather than sliding back up from empty.
 */
export function LiveRoundTimer({ round, now }: { round: ClockSource; now: Clock }) {
  const clock = liveClockAt(round, now());
  useTimeLeft(clock?.endsAt ?? null, now);
  if (!clock) return null;
  const { stage, startsAt, endsAt } = clock;
  return <RoundTimer key={`${stage}:${endsAt}`} startsAt={startsAt} endsAt={endsAt} now={now} stage={stage} />;
}
