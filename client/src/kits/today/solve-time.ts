import { numberFormat } from '../../ui/number-format.ts';

// A daily game's time taken as players read it on a result ("Solved in 2:41"): minutes and seconds, hours only
// when it took that long, in the reader's digits. Rounded down, so a result never reads slower than it was.

export function solveTime(ms: number, locale: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const plain = numberFormat(locale, { useGrouping: false });
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  if (hours > 0) return `${plain.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`;
  return `${plain.format(minutes)}:${two.format(seconds)}`;
}
