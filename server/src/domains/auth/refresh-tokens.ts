import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionEndReason } from '../../db/tables/accounts.ts';

// Refresh tokens: random, stored only as a SHA-256 hash, rotated on every use. All tokens rotated from one
// sign-in are a family, the session (its id is the access token's `sid`). A token presented again after its
// rotation (outside a short grace for concurrent tabs) means it was stolen: its whole session ends. An ended
// session is recorded in ended_sessions, and none of its tokens, grace ones included, is honoured again; the
// caller announces the ended ids (app.endedSessions) once the transaction has committed, so access tokens of
// the session stop working too.

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

export type Rotation =
  | ({ kind: 'rotated'; userId: string; sessionId: string } & IssuedToken)
  /** The token's session has ended (now, if the token was replayed): refuse it. */
  | { kind: 'ended'; sessionId: string }
  /** Not a token of ours, or expired. */
  | { kind: 'unknown' };

/** Trades a presented token for a new one of the same family, if its session goes on. */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  presented: string,
  policy: RefreshPolicy,
  now: Date,
  userAgent: string | null,
): Promise<Rotation> {
  return db.transaction().execute(async (trx): Promise<Rotation> => {
    const find = () =>
      trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(presented)).executeTakeFirst();
    let row = await find();
    if (!row || row.expires_at <= now.toISOString()) return { kind: 'unknown' };
    const sessionId = row.family_id;
    if (await isEnded(trx, sessionId)) return { kind: 'ended', sessionId };

    if (row.revoked_at === null) {
      // Only one concurrent caller claims the rotation; the others wait for it and then see it rotated.
      const claimed = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        const next = await issueRefreshToken(trx, row.user_id, policy, now, sessionId, userAgent);
        await trx.updateTable('refresh_tokens').set({ replaced_by: next.id }).where('id', '=', row.id).execute();
        return { kind: 'rotated', token: next.token, expiresAt: next.expiresAt, userId: row.user_id, sessionId };
      }
      row = await find();
      if (!row) return { kind: 'unknown' };
    }

    // A rotated token: fine just after its rotation (another tab), theft after that.
    const rotatedAt = Date.parse(row.revoked_at ?? '');
    const rotatedRecently = row.replaced_by !== null && now.getTime() - rotatedAt <= policy.reuseGraceSeconds * 1000;
    if (!rotatedRecently) {
      await endSessions(trx, row.user_id, [sessionId], 'TOKEN_REUSED', now);
      return { kind: 'ended', sessionId };
    }
    const next = await issueRefreshToken(trx, row.user_id, policy, now, sessionId, userAgent);
    return { kind: 'rotated', token: next.token, expiresAt: next.expiresAt, userId: row.user_id, sessionId };
  });
}

/** Ends the session the presented token belongs to (logout, or a new sign-in on the same device). */
export async function endSessionOf(
  db: Kysely<Database>,
  presented: string,
  reason: SessionEndReason,
  now: Date,
): Promise<string[]> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'family_id'])
    .where('token_hash', '=', hashToken(presented))
    .executeTakeFirst();
  return row ? endSessions(db, row.user_id, [row.family_id], reason, now) : [];
}

/** Ends every session of a user that could still be restored, but `keep` (the one changing the password). */
export async function endUserSessions(
  db: Kysely<Database>,
  userId: string,
  reason: SessionEndReason,
  now: Date,
  keep?: string,
): Promise<string[]> {
  let query = db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString());
  if (keep !== undefined) query = query.where('family_id', '!=', keep);
  const families = await query.execute();
  return endSessions(db, userId, families.map((f) => f.family_id), reason, now);
}

/**
 * Gives a session that goes on a fresh token in place of its current ones, which then work only for the grace
 * period: a copy of the cookie taken before a password change stops restoring the session.
 */
export async function renewSessionToken(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  policy: RefreshPolicy,
  now: Date,
  userAgent: string | null,
): Promise<IssuedToken> {
  const next = await issueRefreshToken(db, userId, policy, now, sessionId, userAgent);
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString(), replaced_by: next.id })
    .where('family_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', '!=', next.id)
    .execute();
  return next;
}

/** Records the sessions as ended and revokes their tokens; answers the ids, to announce after the commit. */
async function endSessions(
  db: Kysely<Database>,
  userId: string,
  sessionIds: string[],
  reason: SessionEndReason,
  now: Date,
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const at = now.toISOString();
  await db
    .insertInto('ended_sessions')
    .values(sessionIds.map((id) => ({ session_id: id, user_id: userId, reason, ended_at: at })))
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', 'in', sessionIds)
    .where('revoked_at', 'is', null)
    .execute();
  return sessionIds;
}

/** Every session ended at or after `since`, with when (what each process keeps in memory to refuse their tokens). */
export function sessionsEndedSince(db: Kysely<Database>, since: Date) {
  return db
    .selectFrom('ended_sessions')
    .select(['session_id', 'ended_at'])
    .where('ended_at', '>=', since.toISOString())
    .execute();
}

async function isEnded(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ended_sessions')
    .select('session_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row !== undefined;
}
