import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { TFunction } from 'i18next';
import type { ApiRequestError } from './api-client.ts';

// The server answers in English words shared through @plw/protocol/errors; show them in the reader's language.

type ServerMessageKey = keyof typeof ERROR_MESSAGES;

const keyByMessage = new Map<string, ServerMessageKey>(
  (Object.entries(ERROR_MESSAGES) as [ServerMessageKey, string][]).map(([key, message]) => [message, key]),
);

export function serverMessage(t: TFunction, error: ApiRequestError): string {
  if (error.code === 'NETWORK_ERROR') return t('errors.network');
  const key = keyByMessage.get(error.message);
  return key ? t(`serverErrors.${key}`) : error.message;
}
