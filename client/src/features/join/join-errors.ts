import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';

// A refused code or seat in the player's words: the hosted rounds' own messages translated, a lookup refused as
// too many tries said calmly, anything else as the server's message (translated where we have it).

type HostedKey =
  | 'noSuchCode'
  | 'notInLobby'
  | 'notRunning'
  | 'roundOver'
  | 'removed'
  | 'lobbyFull'
  | 'nameTaken'
  | 'nameReserved'
  | 'roomLocked';

const HOSTED_KEYS: readonly HostedKey[] = [
  'noSuchCode', 'notInLobby', 'notRunning', 'roundOver', 'removed', 'lobbyFull', 'nameTaken', 'nameReserved',
  'roomLocked',
];

/** The hosted message the server answered with, as its translation key, or null. */
export function hostedMessageKey(message: string): `join.hosted.${HostedKey}` | null {
  const key = HOSTED_KEYS.find((candidate) => HOSTED_MESSAGES[candidate] === message);
  return key ? `join.hosted.${key}` : null;
}

/**
 * Words for a failed call. `missing` is what a 404 means on this call: a code that leads nowhere, or a round
 * that is gone.
 */
export function joinErrorText(t: TFunction, error: unknown, missing: 'noSuchCode' | 'roundGone'): string {
  if (!(error instanceof ApiRequestError)) return t('serverErrors.internal');
  if (error.status === 429 || error.code === 'RATE_LIMITED') return t('join.rateLimited');
  const hosted = hostedMessageKey(error.message);
  if (hosted) return t(hosted);
  if (error.status === 404) return missing === 'noSuchCode' ? t('join.hosted.noSuchCode') : t('join.roundGone');
  return serverMessage(t, error);
}
