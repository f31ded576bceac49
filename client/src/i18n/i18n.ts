import { LANGUAGES, type LocaleCode } from '@plw/shared/constants';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './locales/en.ts';

// One i18next instance per app: English is bundled, the other locales load on demand. The chosen
// language is remembered in localStorage and mirrored on <html lang dir> so the layout can flip.

const STORAGE_KEY = 'plw.language';

const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<Messages>> = {
  ml: () => import('./locales/ml.ts').then((m) => m.ml),
  hi: () => import('./locales/hi.ts').then((m) => m.hi),
  ta: () => import('./locales/ta.ts').then((m) => m.ta),
  ar: () => import('./locales/ar.ts').then((m) => m.ar),
  de: () => import('./locales/de.ts').then((m) => m.de),
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function directionOf(code: LocaleCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/** The remembered language, else the browser's if we speak it, else English. */
export function preferredLanguage(): LocaleCode {
  const stored = readStorage();
  if (isLocaleCode(stored)) return stored;
  const browser = globalThis.navigator?.language?.split('-')[0];
  return isLocaleCode(browser) ? browser : 'en';
}

export async function createI18n(language: LocaleCode = preferredLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (!isLocaleCode(code)) return;
    document.documentElement.lang = code;
    document.documentElement.dir = directionOf(code);
  });
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  if (language !== 'en') await changeLanguage(instance, language, { remember: false });
  return instance;
}

/** Loads the locale if needed, switches to it and (by default) remembers the choice. */
export async function changeLanguage(
  instance: I18n,
  code: LocaleCode,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  if (code !== 'en' && !instance.hasResourceBundle(code, 'translation')) {
    try {
      instance.addResourceBundle(code, 'translation', await loaders[code]());
    } catch (error) {
      // A locale chunk that cannot load (offline, stale deploy) leaves the UI in its current language.
      console.error(`Could not load the ${code} translations`, error);
      return;
    }
  }
  await instance.changeLanguage(code);
  if (remember) writeStorage(code);
}

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(code: LocaleCode): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this visit only.
  }
}
