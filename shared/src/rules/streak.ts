// A player's days and their daily streak. A day is a calendar day in the player's own time zone ("local day",
// YYYY-MM-DD), so a puzzle finished at 23:50 in Kolkata counts for that evening, not for the next UTC day. The
// streak counts consecutive local days with at least one DAILY puzzle finished; it is still current while its
// last day is today or yesterday (today's puzzle may not be done yet), and a missed day breaks it.
// No clock here: the caller passes "now" (or "today").

/** A calendar day in some time zone, YYYY-MM-DD. */
export type LocalDay = string;

export interface Streak {
  /** Consecutive days ending on last_day, while last_day is today or yesterday; 0 once a day was missed. */
  current: number;
  /** The longest run of consecutive days ever. */
  best: number;
  /** The latest day with a finished daily puzzle; null before the first. */
  last_day: LocalDay | null;
}

const DAY_MS = 86_400_000;
const LOCAL_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Region/City names (and UTC, Etc/GMT+5); refuses offsets such as "+05:30", which some engines accept as zones.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Gregorian calendar and Latin digits whatever the runtime's default locale.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is an IANA time zone this runtime knows (e.g. Asia/Kolkata, America/New_York, UTC). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** The local day of an instant in an IANA time zone. */
export function localDay(instant: Date | number, timeZone: string): LocalDay {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** Days since 1970-01-01 of a local day (calendar arithmetic only: no zone, no DST). */
function dayNumber(day: LocalDay): number {
  const match = LOCAL_DAY.exec(day);
  if (!match) throw new RangeError(`Not a local day (YYYY-MM-DD): ${day}`);
  const [, year, month, date] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(date)) / DAY_MS;
}

/** The calendar day `offset` days after `day` (before it when negative). */
export function addDays(day: LocalDay, offset: number): LocalDay {
  return new Date((dayNumber(day) + offset) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The streak from the local days on which the player finished a daily puzzle (any order, repeats allowed) as of
 * `today`. A day after today (only possible when the player's zone moved west since) counts as today.
 */
export function streakOf(days: Iterable<LocalDay>, today: LocalDay): Streak {
  const todayNumber = dayNumber(today);
  const numbers = [...new Set([...days].map((day) => Math.min(dayNumber(day), todayNumber)))].sort((a, b) => a - b);
  const last = numbers.at(-1);
  if (last === undefined) return { current: 0, best: 0, last_day: null };

  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const number of numbers) {
    run = number === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = number;
  }
  // After the loop, `run` is the length of the run that ends on the last day.
  const current = todayNumber - last <= 1 ? run : 0;
  return { current, best, last_day: addDays(today, last - todayNumber) };
}

export const TIME_ZONE_RULES = {
  /** A player's zone changes at most once in this long (the first report from a new device's UTC is free). */
  changeEveryMs: DAY_MS,
} as const;

export type TimeZoneChange = { allowed: true } | { allowed: false; nextAt: number };

/**
 * Whether a player's zone may change to `wanted` at `now`. Each play keeps the day it was finished on, so a change
 * only moves "today"; moving it back and forth could still fit two days' puzzles into one, so it changes at most
 * once a day. Setting the zone it already is changes nothing and is always allowed; so is the first report
 * (`setAt` null: the zone is still the new player's UTC).
 */
export function timeZoneChange(
  current: { zone: string; setAt: number | null },
  wanted: string,
  now: number,
): TimeZoneChange {
  if (wanted === current.zone || current.setAt === null) return { allowed: true };
  const nextAt = current.setAt + TIME_ZONE_RULES.changeEveryMs;
  return now >= nextAt ? { allowed: true } : { allowed: false, nextAt };
}
