// Business constants and limits of the product (spec section 9), in one place for client and server.

export const ROLES = ['ADMIN', 'CREATOR', 'PLAYER'] as const;
export type Role = (typeof ROLES)[number];

/** The six languages of games and of the UI. Game data speaks the name; the UI locale speaks the code. */
export const LANGUAGES = [
  { name: 'English', code: 'en', dir: 'ltr' },
  { name: 'Malayalam', code: 'ml', dir: 'ltr' },
  { name: 'Hindi', code: 'hi', dir: 'ltr' },
  { name: 'Tamil', code: 'ta', dir: 'ltr' },
  { name: 'Arabic', code: 'ar', dir: 'rtl' },
  { name: 'German', code: 'de', dir: 'ltr' },
] as const;
export type Language = (typeof LANGUAGES)[number]['name'];
export type LocaleCode = (typeof LANGUAGES)[number]['code'];
/** A language's locale code, for locale-aware case and collation (`toLocaleUpperCase`). */
export function localeOf(language: Language): string {
  return LANGUAGES.find((l) => l.name === language)?.code ?? 'en';
}
export const LANGUAGE_NAMES = LANGUAGES.map((l) => l.name) as unknown as readonly [Language, ...Language[]];
export const LOCALE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LocaleCode, ...LocaleCode[]];

export const GAME_TYPES = ['Kriss_kross_puzzle', 'Mcq', 'Typed_answer'] as const;
export type GameType = (typeof GAME_TYPES)[number];
export const GAME_MODES = ['DAILY', 'RAPID', 'RAPID_THEN_DAILY'] as const;
export type GameMode = (typeof GAME_MODES)[number];
/** Modes a player filters by (spec: "mode is only DAILY or RAPID"). */
export const FILTER_MODES = ['DAILY', 'RAPID'] as const;
export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const QUESTION_SOURCES = ['Manually', 'Chatgpt'] as const;
export const DIRECTIONS = ['Across', 'Down'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const MEDIA_TYPES = ['image', 'audio', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A game moves through these states from draft to players. */
export const GAME_STATUSES = ['DRAFT', 'PENDING_VERIFICATION', 'VERIFIED', 'REJECTED', 'RELEASED'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const CHANNEL_FILTERS = ['All', 'Subscribed', 'Unsubscribed'] as const;
export type ChannelFilter = (typeof CHANNEL_FILTERS)[number];
export const CHANNEL_FILTER_LABELS: Record<ChannelFilter, string> = {
  All: 'All',
  Subscribed: 'Subscribed',
  Unsubscribed: 'Not Subscribed',
};

export const SCORE = { min: 1, max: 50, default: 5 } as const;
export const PASSWORD = { min: 8, max: 20 } as const;
export const ADMIN_PHONE = { min: 5, max: 15 } as const;
export const CHANNEL_PHONE_DIGITS = 10;
export const COUNTRY_CODE = { min: 1, max: 999 } as const;
export const PERSON_NAME = { min: 3, max: 20 } as const;
export const CHANNEL_NAME = { min: 3, max: 15 } as const;
export const CHANNEL_DESCRIPTION = { min: 10, max: 500 } as const;
export const QUESTION_MAX = 500;
export const MCQ_OPTION_COUNT = 3;
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an uploaded picture may have: a few kilobytes can declare a picture that takes gigabytes to show. */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const SEARCH_DEBOUNCE_MS = 500;

export const TOAST_LIMIT = 20;
/** Default toast durations in ms, by toast type (spec 4); loading stays until dismissed. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;

export const HOME_SKELETON = { rows: 3, cards: 5 } as const;
export const PLAYLIST_SKELETON_ITEMS = 5;
export const SPLASH_SNOWFLAKES = 20;
