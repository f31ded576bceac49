import { numberFormat } from '../../ui/number-format.ts';

// How the statistics read in the reader's language: a share as a whole percent, a time as m:ss (h:mm:ss past an
// hour), rounded down so a time never reads slower than it was.

export function percent(share: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

export function clockTime(ms: number, locale: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const plain = numberFormat(locale, { useGrouping: false });
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = two.format(total % 60);
  return hours > 0 ? `${plain.format(hours)}:${two.format(minutes)}:${seconds}` : `${plain.format(minutes)}:${seconds}`;
}
