import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, pointsFormat } from './number-format.ts';

// Numbers, dates and times in the reader's language, through Intl (no date library).

export interface IntlFormat {
  number: (value: number) => string;
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  /** "3 minutes ago", "yesterday": how long before `now`. */
  relative: (iso: string, now?: number) => string;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function intlFormat(locale: string): IntlFormat {
  // Every number the pages format this way is a whole one: points, counts, ranks, gift values.
  const number = pointsFormat(locale);
  const digits = intlLocale(locale);
  const date = new Intl.DateTimeFormat(digits, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(digits, { dateStyle: 'medium', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(digits, { numeric: 'auto' });
  return {
    number: (value) => number.format(value),
    date: (iso) => date.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    relative: (iso, now = Date.now()) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      const [unit, size] = UNITS.find(([, unitSeconds]) => Math.abs(seconds) >= unitSeconds) ?? ['second', 1];
      return relative.format(Math.round(seconds / size), unit);
    },
  };
}

/** The formatters for the UI's current language. */
export function useIntlFormat(): IntlFormat {
  const { i18n } = useTranslation();
  return useMemo(() => intlFormat(i18n.language), [i18n.language]);
}
