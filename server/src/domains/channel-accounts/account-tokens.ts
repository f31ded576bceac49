import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { AccountTokensTable } from '../../db/tables/accounts.ts';
import { hashToken } from '../auth/refresh-tokens.ts';

// Single-use links sent by mail (creator sign-up, password reset). Only a SHA-256 hash of the token is kept;
// a new link of the same purpose replaces the user's earlier unused ones.

export type TokenPurpose = AccountTokensTable['purpose'];

export async function issueAccountToken(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .deleteFrom('account_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      id: newId(),
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Whether a link of this purpose went out to the user within `withinMs` of `now`: a resend inside that time sends
 * nothing, so a stranger asking from many addresses cannot fill the user's inbox.
 */
export async function issuedRecently(
  db: Kysely<Database>,
  { userId, purpose, now, withinMs }: { userId: string; purpose: TokenPurpose; now: Date; withinMs: number },
): Promise<boolean> {
  const recent = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', new Date(now.getTime() - withinMs).toISOString())
    .executeTakeFirst();
  return recent !== undefined;
}

/**
 * Marks the token used if it is this user's, of this purpose, unused and unexpired; false otherwise. The mark is
 * a conditional update, so of two concurrent uses only one succeeds.
 */
export async function consumeAccountToken(
  db: Kysely<Database>,
  { token, userId, purpose, now }: { token: string; userId: string; purpose: TokenPurpose; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
