import type { Kysely } from 'kysely';

// Recent credential attempts per account (admin or player phone, creator e-mail, reset links, password changes),
// so a brute force spread over many addresses meets the same short lock in every process. Adds only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credential_attempts')
    .ifNotExists()
    .addColumn('account_key', 'text', (col) => col.primaryKey())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_attempt_at', 'text', (col) => col.notNull())
    .execute();
}
