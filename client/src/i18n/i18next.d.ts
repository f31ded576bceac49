import 'i18next';
import type { Messages } from './locales/en.ts';

// Makes `t()` keys type-checked against the English messages.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
