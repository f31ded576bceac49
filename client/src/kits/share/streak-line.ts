import type { TFunction } from 'i18next';

// The streak as a shared result says it, plural-correct in every language ("Streak: 1 day", Arabic's six forms):
// i18next picks the form by `count`, and the figure itself is in the reader's digits.

export function streakLine(t: TFunction, locale: string, days: number): string {
  return t('dailyTools.streakDays', { count: days, days: new Intl.NumberFormat(locale).format(days) });
}
