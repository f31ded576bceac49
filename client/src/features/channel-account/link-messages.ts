import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';

// A refused link is the likely failure on these pages; say so in the reader's language.

export function linkFailureMessage(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.message === CHANNEL_ACCOUNT_MESSAGES.signUpLinkInvalid) return t('channelAccount.signUpLinkInvalid');
  if (error.message === CHANNEL_ACCOUNT_MESSAGES.resetLinkInvalid) return t('channelAccount.resetLinkInvalid');
  return serverMessage(t, error);
}

/** email and token from the link's address, when both are there. */
export function linkParams(search: string): { email: string; token: string } | null {
  const params = new URLSearchParams(search);
  const email = params.get('email');
  const token = params.get('token');
  return email && token ? { email, token } : null;
}
