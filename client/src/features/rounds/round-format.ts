import { numberFormat, pointsFormat } from '../../ui/number-format.ts';

// Figures of a round in the reader's language, through Intl: shares as percentages, times in seconds.

export function formatShare(share: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

export function formatSeconds(ms: number, locale: string): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(ms / 1000);
}

export function formatNumber(value: number, locale: string): string {
  return pointsFormat(locale).format(value);
}

export function formatDateTime(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}
