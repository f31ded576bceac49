import type { RoomFigures, WatchSnapshot } from '@plw/protocol/socket/watch-events';
import type { RoundPhase } from '@plw/shared/rules/round/schedule';
import { numberFormat } from '../../ui/number-format.ts';

// The arithmetic and wording-free formatting behind the live-rounds panel: which rounds come first, what a
// round's clock counts to, the share of right answers, and figures as the reader's locale writes them.

export type LeaderboardLine = RoomFigures['top'][number];

/** Rounds being played first, then those about to open, then scheduled ones; a finished round last. */
const PHASE_ORDER: Record<RoundPhase, number> = { running: 0, waiting: 1, scheduled: 2, ended: 3 };

/** Rounds in the order a person running them wants: by phase, then the soonest first. */
export function orderRooms(rooms: readonly RoomFigures[]): RoomFigures[] {
  return rooms.toSorted(
    (a, b) =>
      PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase]
      || a.startsAt - b.startsAt
      || a.gameId.localeCompare(b.gameId),
  );
}

/** The board's lines by rank (ties by name), at most `size` of them. */
export function topLines(top: readonly LeaderboardLine[], size = 10): LeaderboardLine[] {
  return top.toSorted((a, b) => a.rank - b.rank || a.name.localeCompare(b.name)).slice(0, size);
}

export interface RoundDeadline {
  kind: 'startsIn' | 'endsIn';
  at: number;
}

/** What a round's clock counts down to: its start until it runs, then its end; nothing once it is over. */
export function roundDeadline(room: Pick<RoomFigures, 'phase' | 'startsAt' | 'endsAt'>): RoundDeadline | null {
  switch (room.phase) {
    case 'scheduled':
    case 'waiting':
      return { kind: 'startsIn', at: room.startsAt };
    case 'running':
      return { kind: 'endsIn', at: room.endsAt };
    case 'ended':
      return null;
  }
}

/** The share of a running round already played, 0 at its start and 1 at its end. */
export function shareElapsed(startsAt: number, endsAt: number, now: number): number {
  const length = endsAt - startsAt;
  if (length <= 0) return 1;
  return clamp((now - startsAt) / length, 0, 1);
}

/**
 * The share of a question's answers that were right, 0 to 1; null while nobody has answered it, or while the
 * server holds its right count back (until everyone's answers to it are in).
 */
export function rightShare({ answered, right }: { answered: number; right: number | null }): number | null {
  if (answered <= 0 || right === null) return null;
  return clamp(right / answered, 0, 1);
}

/**
 * How far the server's clock is ahead of the device's, from a snapshot stamped `at` and received at `receivedAt`
 * (device time). The trip from the server makes it a little short; a one-second panel does not mind.
 */
export function clockOffset(at: number, receivedAt: number): number {
  return at - receivedAt;
}

/** Whether a snapshot is newer than the one shown (a push may overtake the subscription's answer). */
export function isNewer(next: WatchSnapshot, shown: WatchSnapshot | null): boolean {
  return shown === null || next.at >= shown.at;
}

export interface ClockParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** A duration as a countdown shows it, rounding up: it reads 0:01 until the very moment it reaches 0:00. */
export function clockParts(ms: number): ClockParts {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** `m:ss`, or `h:mm:ss` from an hour up, in the locale's digits. */
export function formatClock(ms: number, locale: string): string {
  const { hours, minutes, seconds } = clockParts(ms);
  const plain = numberFormat(locale, { useGrouping: false });
  const padded = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  return hours > 0
    ? `${plain.format(hours)}:${padded.format(minutes)}:${padded.format(seconds)}`
    : `${plain.format(minutes)}:${padded.format(seconds)}`;
}

/** A count or rate, with at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A share from 0 to 1 as a whole percentage. */
export function formatShare(share: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Milliseconds of lag: one decimal below 10 ms, whole ones above. */
export function formatMs(ms: number, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: ms < 10 ? 1 : 0,
  }).format(ms);
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Memory in MB, or GB from a gigabyte up (binary multiples, as process memory is counted). */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, 'gigabyte'] : [bytes / MB, 'megabyte'];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

const UPTIME_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** An uptime by its two largest units ("2d 3h", "4m 5s"), in the locale's narrow unit names. */
export function formatUptime(totalSeconds: number, locale: string): string {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  for (const [unit, size] of UPTIME_UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (parts.length === 0 && amount === 0 && unit !== 'second') continue;
    parts.push(numberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow' }).format(amount));
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
