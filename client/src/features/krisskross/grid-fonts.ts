import type { Language } from '@plw/shared/constants';

// The canvas draws text once, so the game's script must be loaded before the grid draws (the fonts are declared
// app-wide in ui/fonts.ts; the clue list picks them up through the theme's stack).

const LATIN = 'Noto Sans';

const SCRIPT: Record<Language, { family: string; sample: string }> = {
  English: { family: LATIN, sample: 'AZ' },
  German: { family: LATIN, sample: 'ÄÖÜẞ' },
  Malayalam: { family: 'Noto Sans Malayalam', sample: 'ക്ക' },
  Hindi: { family: 'Noto Sans Devanagari', sample: 'कि' },
  Tamil: { family: 'Noto Sans Tamil', sample: 'தமி' },
  Arabic: { family: 'Noto Sans Arabic', sample: 'عربي' },
};

export const GRID_FONT_WEIGHT = '700';

/** The font families the grid draws a language's letters with, best first. */
export function gridFontFamilies(language: Language): string[] {
  return [...new Set([SCRIPT[language].family, LATIN]), 'sans-serif'];
}

const FONT_WAIT_MS = 4000;

/** Resolves once the game's letters and the clue numbers can be drawn in their font (or after a while, regardless). */
export async function loadGridFonts(language: Language): Promise<void> {
  const { family, sample } = SCRIPT[language];
  if (!('fonts' in document)) return;
  const loads = Promise.all([
    document.fonts.load(`${GRID_FONT_WEIGHT} 32px "${family}"`, sample),
    document.fonts.load(`${GRID_FONT_WEIGHT} 32px "${LATIN}"`, '0123456789'),
  ]).then(() => undefined);
  // Offline without the font files the grid still draws, in whatever font the system has.
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  await Promise.race([loads.catch(() => undefined), timeout]);
}
