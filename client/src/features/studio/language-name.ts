import { LANGUAGES } from '@plw/shared/constants';

/** A game language ("Malayalam") named in the reader's language; a requested language stays as written. */
export function languageName(name: string, uiLocale: string): string {
  const code = LANGUAGES.find((language) => language.name === name)?.code;
  if (!code) return name;
  try {
    const label = new Intl.DisplayNames([uiLocale], { type: 'language' }).of(code) ?? name;
    return label.charAt(0).toLocaleUpperCase(uiLocale) + label.slice(1);
  } catch {
    return name;
  }
}
