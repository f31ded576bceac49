import type { Language } from '@plw/shared/constants';
import { LATIN_FONT, loadScriptFont, SCRIPT_FONTS } from '../../../ui/fonts.ts';

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
 *
 * It watches the page's own font faces, not `document.fonts.check`: Chromium's check answers true while the page's
 * face is still loading when the system has a font of the same family (Debian's fonts-noto-core, for one), so a
 * player with such a font would never get the redraw.
 */
export function lateGridFont(language: Language): Promise<void> | undefined {
  if (typeof document === 'undefined' || !('fonts' in document)) return undefined;
  const { family, sample } = SCRIPT_FONTS[language];
  const pending = pageFaces(document.fonts, family, GRID_FONT_WEIGHT, sample).filter((face) => face.status !== 'loaded');
  if (pending.length === 0) return undefined;
  return Promise.all(pending.map((face) => face.loaded)).then(
    () => undefined,
    // A face that failed to load never arrives: the letters stay in the fallback font they were drawn in.
    () => new Promise<void>(() => undefined),
  );
}

/** The page's @font-face entries of a family and weight whose unicode-range covers some of the sample's letters. */
export function pageFaces(fonts: Iterable<FontFace>, family: string, weight: string, sample: string): FontFace[] {
  const codePoints = [...sample].map((character) => character.codePointAt(0) ?? 0);
  return [...fonts].filter(
    (face) =>
      unquote(face.family) === family
      && face.weight === weight
      && codePoints.some((codePoint) => inUnicodeRange(face.unicodeRange, codePoint)),
  );
}

function unquote(family: string): string {
  return family.replace(/^["']|["']$/g, '');
}

/** Whether a CSS unicode-range ("U+0D00-0D7F, U+25CC, U+4??") holds a code point. */
export function inUnicodeRange(unicodeRange: string, codePoint: number): boolean {
  return unicodeRange.split(',').some((part) => {
    const range = part.trim().replace(/^U\+/i, '');
    const [from = '', to = from] = range.includes('?')
      ? [range.replace(/\?/g, '0'), range.replace(/\?/g, 'F')]
      : range.split('-');
    const low = Number.parseInt(from, 16);
    const high = Number.parseInt(to, 16);
    return codePoint >= low && codePoint <= high;
  });
}
