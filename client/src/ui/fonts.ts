import type { Language } from '@plw/shared/constants';
// The fonts of the six UI and game languages, for the whole app. Each @font-face carries its script's
// unicode-range, so a browser downloads a script's font only when a page shows that script.
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-ext-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import '@fontsource/noto-sans-malayalam/malayalam-400.css';
import '@fontsource/noto-sans-malayalam/malayalam-700.css';
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-700.css';

export const LATIN_FONT = 'Noto Sans';

/** Each language's font family and a few of its letters, to ask the browser for the right file. */
export const SCRIPT_FONTS: Record<Language, { family: string; sample: string }> = {
  English: { family: LATIN_FONT, sample: 'AZ' },
  German: { family: LATIN_FONT, sample: 'ÄÖÜẞ' },
  Malayalam: { family: 'Noto Sans Malayalam', sample: 'ക്ക' },
  Hindi: { family: 'Noto Sans Devanagari', sample: 'कि' },
  Tamil: { family: 'Noto Sans Tamil', sample: 'தமி' },
  Arabic: { family: 'Noto Sans Arabic', sample: 'عربي' },
};

const FONT_WAIT_MS = 4000;

/**
 * Resolves once a language's font is loaded in these weights (or after a while regardless: offline without the
 * files, text still shows in whatever font the system has).
 */
export async function loadScriptFont(language: Language, weights: readonly string[] = ['400', '700']): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const { family, sample } = SCRIPT_FONTS[language];
  const loads = Promise.all(weights.map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample)));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS));
  await Promise.race([loads.then(() => undefined, () => undefined), timeout]);
}

// Chromium can keep showing empty boxes for text it laid out while a unicode-range font was still loading, where
// no system font has the script (no Indic fonts on many Linux desktops). A font-kerning change for one frame after
// each load makes it shape that text again. (The UI language's own font is loaded before its text shows.)
if (typeof document !== 'undefined' && 'fonts' in document) {
  document.fonts.addEventListener('loadingdone', () => {
    const root = document.documentElement;
    root.style.fontKerning = 'none';
    requestAnimationFrame(() => root.style.removeProperty('font-kerning'));
  });
}
