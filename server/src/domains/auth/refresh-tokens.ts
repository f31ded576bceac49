import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

// Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use. A token presented again after
// its rotation (outside a short grace for concurrent tabs) means it was stolen: its whole family is revoked.

export interface RefreshPolicy {
  ttlDays: number;
  reuseGraceSeconds: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueRefreshToken(
  db: Kysely<Database>,
  userId: string,
  policy: RefreshPolicy,
  now: Date,
  familyId: string = newId(),
  userAgent: string | null = null,
): Promise<IssuedToken & { id: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = newId();
  const expiresAt = new Date(now.getTime() + policy.ttlDays * 86_400_000);
  await db
    .insertInto('refresh_tokens')
    .values({
      id,
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(token),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
      replaced_by: null,
      user_agent: userAgent,
      created_at: now.toISOString(),
    })
    .execute();
  return { id, token, expiresAt };
}

/** Trades a presented token for a new one of the same family; null when it cannot be used. */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  presented: string,
  policy: RefreshPolicy,
  now: Date,
  userAgent: string | null,
): Promise<(IssuedToken & { userId: string }) | null> {
  return db.transaction().execute(async (trx) => {
    const find = () =>
      trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(presented)).executeTakeFirst();
    let row = await find();
    if (!row || row.expires_at <= now.toISOString()) return null;

    if (row.revoked_at === null) {
      // Only one concurrent caller claims the rotation; the others wait for it and then see it rotated.
      const claimed = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        const next = await issueRefreshToken(trx, row.user_id, policy, now, row.family_id, userAgent);
        await trx.updateTable('refresh_tokens').set({ replaced_by: next.id }).where('id', '=', row.id).execute();
        return { token: next.token, expiresAt: next.expiresAt, userId: row.user_id };
      }
      row = await find();
      if (!row) return null;
    }

    // A rotated token: fine just after its rotation (another tab), theft after that.
    const rotatedAt = Date.parse(row.revoked_at ?? '');
    const rotatedRecently = row.replaced_by !== null && now.getTime() - rotatedAt <= policy.reuseGraceSeconds * 1000;
    if (!rotatedRecently) {
      await revokeFamily(trx, row.family_id, now);
      return null;
    }
    const next = await issueRefreshToken(trx, row.user_id, policy, now, row.family_id, userAgent);
    return { token: next.token, expiresAt: next.expiresAt, userId: row.user_id };
  });
}

export async function revokeRefreshToken(db: Kysely<Database>, presented: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(presented))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id, now);
}

export async function revokeAllForUser(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
