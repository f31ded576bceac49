import { type Language, LANGUAGES, type LocaleCode } from '@plw/shared/constants';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from '../ui/fonts.ts';
import { digitsFormatter } from './digits-formatter.ts';
import { en, type Messages } from './locales/en.ts';

// One i18next instance per app: the English start-up text (the shell and browsing) is bundled, everything else
// loads on demand: the other locales, and the text sections of the game pages, the creator studio and admin
// console, and the player's own pages, each with the pages that show it. The chosen language is remembered in
// localStorage and mirrored on <html lang dir> so the layout can flip.

const STORAGE_KEY = 'plw.language';

/** Text that loads with its pages: an i18next namespace each, looked up after the start-up text. */
export const TEXT_SECTIONS = ['game', 'dashboard', 'player'] as const;
export type TextSection = (typeof TEXT_SECTIONS)[number];

const loaders: Record<Exclude<LocaleCode, 'en'>, () => Promise<Messages>> = {
  ml: () => import('./locales/ml.ts').then((m) => m.ml),
  hi: () => import('./locales/hi.ts').then((m) => m.hi),
  ta: () => import('./locales/ta.ts').then((m) => m.ta),
  ar: () => import('./locales/ar.ts').then((m) => m.ar),
  de: () => import('./locales/de.ts').then((m) => m.de),
};

// locales/<section>/<code>.ts, each exporting its text under the locale's code.
const sectionFiles = import.meta.glob<Partial<Record<LocaleCode, ResourceKey>>>('./locales/*/*.ts');

async function loadText(code: string, namespace: string): Promise<ResourceKey> {
  if (!isLocaleCode(code)) throw new Error(`No ${code} translations`);
  if (namespace === 'translation') return code === 'en' ? en : loaders[code]();
  const text = (await sectionFiles[`./locales/${namespace}/${code}.ts`]?.())?.[code];
  if (!text) throw new Error(`No ${code} translations for ${namespace}`);
  return text;
}

// A chunk that cannot load (offline, stale deploy) is not retried: the page keeps the text it has.
const textBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init: () => undefined,
  read: (code: string, namespace: string) => loadText(code, namespace).catch((error: unknown) => {
    console.error(`Could not load the ${code} translations (${namespace})`, error);
    throw error;
  }),
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function directionOf(code: LocaleCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/** The remembered language, else the browser's if we speak it, else English. */
function languageOf(code: LocaleCode): Language {
  return LANGUAGES.find((language) => language.code === code)?.name ?? 'English';
}

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
  await instance.use(textBackend).use(digitsFormatter).use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['translation'],
    defaultNS: 'translation',
    // Keys keep their section's name (`studio.title`), so `t()` finds a loaded section's text without naming it.
    fallbackNS: [...TEXT_SECTIONS],
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  if (language !== 'en') await changeLanguage(instance, language, { remember: false });
  return instance;
}

/** Loads the locale (with the sections already shown) if needed, switches to it and (by default) remembers it. */
export async function changeLanguage(
  instance: I18n,
  code: LocaleCode,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  // Its text and its script's font together, so the UI never shows the new language in empty boxes.
  if (code !== 'en') await Promise.all([instance.loadLanguages(code), loadScriptFont(languageOf(code))]);
  // A locale chunk that cannot load leaves the UI in its current language.
  if (!instance.hasResourceBundle(code, 'translation')) return;
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
