import 'i18next';
import type { TEXT_SECTIONS } from './i18n.ts';
import type { DashboardMessages } from './locales/dashboard/en.ts';
import type { Messages } from './locales/en.ts';
import type { GameMessages } from './locales/game/en.ts';
import type { PlayerMessages } from './locales/player/en.ts';

// Makes `t()` keys type-checked against the English messages: the start-up text, then the sections that load
// with their pages (looked up in that order, see TEXT_SECTIONS).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: typeof TEXT_SECTIONS;
    resources: { translation: Messages; game: GameMessages; dashboard: DashboardMessages; player: PlayerMessages };
  }
}
