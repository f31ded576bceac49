import type { Language } from '@plw/shared/constants';
import { LATIN_FONT, loadScriptFont, SCRIPT_FONTS } from '../../ui/fonts.ts';

// The canvas draws text once, so the game's script must be loaded before the grid draws (the fonts are declared
// app-wide in ui/fonts.ts; the clue list picks them up through the theme's stack).

export const GRID_FONT_WEIGHT = '700';

/** The font families the grid draws a language's letters with, best first. */
export function gridFontFamilies(language: Language): string[] {
  return [...new Set([SCRIPT_FONTS[language].family, LATIN_FONT]), 'sans-serif'];
}

/** Resolves once the game's letters and the clue numbers can be drawn in their font (or after a while, regardless). */
export async function loadGridFonts(language: Language): Promise<void> {
  await Promise.all([loadScriptFont(language, [GRID_FONT_WEIGHT]), loadScriptFont('English', [GRID_FONT_WEIGHT])]);
}

/**
 * After loadGridFonts gave up waiting: resolves when the game's font does arrive (never, if it never does), so
 * the grid can draw its letters again. Undefined when the font is already there.
 */
export function lateGridFont(language: Language): Promise<void> | undefined {
  if (typeof document === 'undefined' || !('fonts' in document)) return undefined;
  const { family, sample } = SCRIPT_FONTS[language];
  const font = `${GRID_FONT_WEIGHT} 16px "${family}"`;
  if (document.fonts.check(font, sample)) return undefined;
  return new Promise((resolve) => {
    const arrived = () => {
      if (!document.fonts.check(font, sample)) return;
      document.fonts.removeEventListener('loadingdone', arrived);
      resolve();
    };
    document.fonts.addEventListener('loadingdone', arrived);
  });
}
