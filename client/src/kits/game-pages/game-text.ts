import { LANGUAGES, type Language } from '@plw/shared/constants';

/** The `lang` and `dir` of a game's own text (its questions and choices), whatever the interface language. */
export function gameText(language: Language): { lang: string; dir: 'ltr' | 'rtl' } {
  const found = LANGUAGES.find((item) => item.name === language);
  return { lang: found?.code ?? 'en', dir: found?.dir ?? 'ltr' };
}
