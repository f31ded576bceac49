import type { Kysely } from 'kysely';

// Sign-in families (sessions) that were ended: by logout, a password change or reset, a new sign-in on the same
// device, or a stolen refresh token. Kept so every process, and a restarted one, refuses their refresh tokens
// (grace ones included) and access tokens. Adds only; no user data is touched.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ended_sessions')
    .ifNotExists()
    .addColumn('session_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ended_sessions_ended_at').ifNotExists().on('ended_sessions').column('ended_at').execute();
}
