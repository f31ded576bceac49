import { LANGUAGES, type Language } from '@plw/shared/constants';

// A game language named in the reader's language ("Malayalam", "മലയാളം", "مالايالامية"), and in its own.

function codeOf(name: Language): string {
  return LANGUAGES.find((language) => language.name === name)?.code ?? 'en';
}

function displayName(code: string, inLocale: string): string | undefined {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(code);
  } catch {
    return undefined;
  }
}

export function languageLabel(name: Language, uiLocale: string): string {
  const label = displayName(codeOf(name), uiLocale) ?? name;
  return label.charAt(0).toLocaleUpperCase(uiLocale) + label.slice(1);
}

/** The language's name in its own script, e.g. "हिन्दी". */
export function languageEndonym(name: Language): string {
  const code = codeOf(name);
  return displayName(code, code) ?? name;
}
