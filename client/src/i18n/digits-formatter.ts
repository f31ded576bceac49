import type { FormatterModule } from 'i18next';
import { numberFormat } from '../ui/number-format.ts';

// Every number a text interpolates (a rank, a count, "3 of 10") is written in the language's digits
// (ui/number-format.ts decides which), so a page never mixes ١٢ and 12. As before, no grouping: a text's numbers
// are small, and a year or a code must not grow a separator.

/** The i18next formatter: a number in the language's digits; anything else as it is. */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // i18next types the answer as a string, but passes anything else on as it came.
  format: (value: unknown, _format, lng) =>
    typeof value === 'number' && lng
      ? numberFormat(lng, { useGrouping: false, maximumFractionDigits: 2 }).format(value)
      : (value as string),
};
