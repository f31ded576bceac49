import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isTimeZone, localDay, streakOf, TIME_ZONE_RULES, timeZoneChange } from './streak.ts';

describe('the local day of an instant', () => {
  it.each([
    // East of UTC: Kolkata is UTC+5:30, so late evening UTC is already tomorrow there.
    ['2026-11-27T18:29:59Z', 'Asia/Kolkata', '2026-11-27'],
    ['2026-11-27T18:30:00Z', 'Asia/Kolkata', '2026-11-28'],
    // West of UTC: New York (UTC-5 in winter) is still on yesterday in the early UTC morning.
    ['2026-11-27T04:59:59Z', 'America/New_York', '2026-11-26'],
    ['2026-11-27T05:00:00Z', 'America/New_York', '2026-11-27'],
    // Across a year's end, both ways.
    ['2026-12-31T19:00:00Z', 'Asia/Tokyo', '2027-01-01'],
    ['2027-01-01T03:00:00Z', 'America/Los_Angeles', '2026-12-31'],
    // Across a month's end, and a leap day.
    ['2028-02-29T22:00:00Z', 'Asia/Dubai', '2028-03-01'],
    ['2028-03-01T01:00:00Z', 'America/Chicago', '2028-02-29'],
    // Daylight saving: Berlin is UTC+2 in summer, UTC+1 in winter; the same UTC time falls on different days.
    ['2026-07-14T22:30:00Z', 'Europe/Berlin', '2026-07-15'],
    ['2026-01-14T22:30:00Z', 'Europe/Berlin', '2026-01-14'],
    // The night the clocks go back (2026-10-25 in Berlin): the hour 02:00-03:00 happens twice, on one day.
    ['2026-10-25T00:30:00Z', 'Europe/Berlin', '2026-10-25'],
    ['2026-10-25T01:30:00Z', 'Europe/Berlin', '2026-10-25'],
    ['2026-10-25T22:59:59Z', 'Europe/Berlin', '2026-10-25'],
    ['2026-10-25T23:00:00Z', 'Europe/Berlin', '2026-10-26'],
    // Spring forward in New York (2026-03-08): a 23-hour day.
    ['2026-03-08T04:59:59Z', 'America/New_York', '2026-03-07'],
    ['2026-03-09T03:59:59Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T04:00:00Z', 'America/New_York', '2026-03-09'],
    ['2026-11-27T12:00:00Z', 'UTC', '2026-11-27'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(localDay(new Date(instant), zone)).toBe(day);
    expect(localDay(Date.parse(instant), zone)).toBe(day);
  });
});

describe('time zone names', () => {
  it.each(['UTC', 'Asia/Kolkata', 'America/New_York', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])(
    'accepts %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );
  it.each(['', 'Mars/Olympus_Mons', 'Asia/Kolkata ', '+05:30', 'GMT+5:30', '../etc/passwd', 'x'.repeat(80)])(
    'refuses %j',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});

describe('calendar days', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i is %s', (day, offset, next) => {
    expect(addDays(day, offset)).toBe(next);
  });
});

describe('the daily streak', () => {
  it('is nothing before the first finished puzzle', () => {
    expect(streakOf([], '2026-11-27')).toEqual({ current: 0, best: 0, last_day: null });
  });

  it('counts consecutive days up to today, once per day', () => {
    const days = ['2026-11-25', '2026-11-26', '2026-11-26', '2026-11-27'];
    expect(streakOf(days, '2026-11-27')).toEqual({ current: 3, best: 3, last_day: '2026-11-27' });
  });

  it('stays current through today while yesterday was played (today is not over)', () => {
    expect(streakOf(['2026-11-25', '2026-11-26'], '2026-11-27')).toEqual({ current: 2, best: 2, last_day: '2026-11-26' });
  });

  it('is broken by a missed day, while the best is kept', () => {
    const days = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-24'];
    expect(streakOf(days, '2026-11-26')).toEqual({ current: 0, best: 3, last_day: '2026-11-24' });
    expect(streakOf(days, '2026-11-25')).toEqual({ current: 1, best: 3, last_day: '2026-11-24' });
  });

  it('runs across a month and a year end', () => {
    const days = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'];
    expect(streakOf(days, '2027-01-02')).toMatchObject({ current: 4, best: 4 });
    expect(streakOf(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toMatchObject({ current: 3 });
    expect(streakOf(['2027-02-28', '2027-03-01'], '2027-03-01')).toMatchObject({ current: 2 });
  });

  it('takes the days in any order', () => {
    expect(streakOf(['2026-11-27', '2026-11-25', '2026-11-26'], '2026-11-27')).toMatchObject({ current: 3, best: 3 });
  });

  it('counts a day after today (the player moved west) as today', () => {
    expect(streakOf(['2026-11-26', '2026-11-28'], '2026-11-27')).toEqual({ current: 2, best: 2, last_day: '2026-11-27' });
  });

  it('never has a current streak above the best, and the best is at most the number of days played', () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays('2026-12-01', n));
    fc.assert(
      fc.property(fc.array(day, { maxLength: 40 }), day, (days, today) => {
        const future = days.filter((d) => d <= today);
        const streak = streakOf(future, today);
        expect(streak.current).toBeLessThanOrEqual(streak.best);
        expect(streak.best).toBeLessThanOrEqual(new Set(future).size);
        // Playing today always makes the streak current, one longer than it was through yesterday.
        const before = streakOf(future.filter((d) => d < today), addDays(today, -1));
        const after = streakOf([...future.filter((d) => d < today), today], today);
        expect(after.current).toBe(before.last_day === addDays(today, -1) ? before.current + 1 : 1);
      }),
    );
  });
});

describe('changing time zone', () => {
  const setAt = Date.parse('2027-01-20T08:00:00Z');
  const day = TIME_ZONE_RULES.changeEveryMs;
  it.each([
    ['the first report', { zone: 'UTC', setAt: null }, 'Asia/Kolkata', setAt, true],
    ['the zone already set', { zone: 'Asia/Kolkata', setAt }, 'Asia/Kolkata', setAt + 1, true],
    ['a second change within a day', { zone: 'Asia/Kolkata', setAt }, 'UTC', setAt + day - 1, false],
    ['a change a day later', { zone: 'Asia/Kolkata', setAt }, 'UTC', setAt + day, true],
  ] as const)('%s is allowed: %s', (_, current, wanted, now, allowed) => {
    expect(timeZoneChange(current, wanted, now).allowed).toBe(allowed);
  });
});
