import type { LocaleCode } from '@plw/shared/constants';

// Numbers (points, ranks, counts, timers) in the reader's language and in the digits its players read. Arabic
// players read Arabic-Indic digits (١٢٣) in their schoolbooks and games, so Arabic shows them; Hindi, Malayalam
// and Tamil players mostly read Latin digits today (their own digits are rare outside formal print), so those
// languages keep 0-9, as German and English do. ICU's own default for `ar` is Latin digits, so this is explicit.

const NUMBERING: Record<LocaleCode, string> = { en: 'latn', de: 'latn', hi: 'latn', ml: 'latn', ta: 'latn', ar: 'arab' };

/** The Intl locale for a UI language: the language with its numbering system (`ar-u-nu-arab`). */
export function intlLocale(language: string): string {
  const numbering = (NUMBERING as Record<string, string | undefined>)[language];
  return numbering ? `${language}-u-nu-${numbering}` : language;
}

/** A number format in the UI language's digits. */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(language), options);
}

/**
 * Points as players see them: whole (the rule earns whole points; an older play's stored fraction is rounded, as
 * every board rounds it), in the language's digits.
 */
export function pointsFormat(language: string): Intl.NumberFormat {
  return numberFormat(language, { maximumFractionDigits: 0 });
}
