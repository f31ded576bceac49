import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { RateLimitedError } from '../../errors.ts';

// Credential checks limited per account, whatever address they come from: a few free attempts, then a lock that
// doubles with each further attempt up to a few minutes. Kept in the database, so every process sees the same
// count. An attempt is counted before its check runs (a burst cannot slip in before the first failure is
// written) and the count is cleared by a success, so the real user is never locked out for longer than the cap.

/** Which check of which account; kinds keep a reset link's count apart from the sign-in's. */
export type CredentialKind = 'admin' | 'player' | 'creator' | 'creator-link' | 'password-change';

/** How often a lost race to write the count is tried again before the attempt is refused as too many. */
const RACES = 5;

/**
 * Runs `check` (which throws when the credential is wrong) unless the account is locked at `now` (ms), counting
 * the attempt; a check that passes clears the count. Without limits, only runs `check`.
 */
export async function limitedCredentialCheck<T>(
  db: Kysely<Database>,
  limits: AccountLimits | undefined,
  account: { kind: CredentialKind; id: string },
  now: number,
  check: () => Promise<T>,
): Promise<T> {
  if (!limits) return check();
  const key = createHash('sha256').update(`${account.kind}:${account.id}`).digest('base64url');
  await countAttempt(db, limits, key, now);
  const result = await check();
  await db.deleteFrom('credential_attempts').where('account_key', '=', key).execute();
  return result;
}

/** The lock after the `attempts`-th attempt, if any. */
export function lockAfter(limits: AccountLimits, attempts: number): number | null {
  if (attempts < limits.freeAttempts) return null;
  return Math.min(limits.firstLockMs * 2 ** (attempts - limits.freeAttempts), limits.maxLockMs);
}

async function countAttempt(db: Kysely<Database>, limits: AccountLimits, key: string, now: number) {
  const lockedUntil = (attempts: number) => {
    const lock = lockAfter(limits, attempts);
    return lock === null ? null : new Date(now + lock).toISOString();
  };
  const at = new Date(now).toISOString();
  // Compare-and-set on the count read, so two processes counting at once never both write the same count.
  for (let race = 0; race < RACES; race += 1) {
    const row = await db
      .selectFrom('credential_attempts')
      .selectAll()
      .where('account_key', '=', key)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('credential_attempts')
        .values({ account_key: key, attempts: 1, locked_until: lockedUntil(1), last_attempt_at: at })
        .onConflict((conflict) => conflict.column('account_key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return;
      continue;
    }
    const lockEnds = row.locked_until === null ? 0 : Date.parse(row.locked_until);
    if (lockEnds > now) throw new RateLimitedError(Math.ceil((lockEnds - now) / 1000));
    const forgotten = Date.parse(row.last_attempt_at) + limits.forgetAfterMs <= now;
    const attempts = (forgotten ? 0 : Number(row.attempts)) + 1;
    const updated = await db
      .updateTable('credential_attempts')
      .set({ attempts, locked_until: lockedUntil(attempts), last_attempt_at: at })
      .where('account_key', '=', key)
      .where('attempts', '=', row.attempts)
      .where('last_attempt_at', '=', row.last_attempt_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return;
  }
  throw new RateLimitedError(1);
}
