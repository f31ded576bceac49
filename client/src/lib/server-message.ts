import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { TFunction } from 'i18next';
import type { Messages } from '../i18n/locales/en.ts';
import type { ApiRequestError } from './api-client.ts';

// The server answers in English words shared through @plw/protocol/errors; show them in the reader's language
// when we have them translated, else as the server wrote them.

type TranslatedKey = keyof Messages['serverErrors'];

const keyByMessage = new Map<string, string>(Object.entries(ERROR_MESSAGES).map(([key, message]) => [message, key]));

export function serverMessage(t: TFunction, error: ApiRequestError): string {
  if (error.code === 'NETWORK_ERROR') return t('errors.network');
  const key = keyByMessage.get(error.message);
  return key && isTranslated(t, key) ? t(`serverErrors.${key}`) : error.message;
}

function isTranslated(t: TFunction, key: string): key is TranslatedKey {
  return t(`serverErrors.${key as TranslatedKey}`, { defaultValue: '' }) !== '';
}
