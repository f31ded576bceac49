import type { Kysely } from 'kysely';

// Mail kept on the server when no SMTP server is set (the offline demo), and indexes for the creator-request
// review lists and the account-token lookups. Adds only; no user data is touched.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  const index = (name: string) => db.schema.createIndex(name).ifNotExists();
  await index('mail_outbox_to').on('mail_outbox').columns(['to_address', 'created_at']).execute();
  await index('channel_requests_status').on('channel_requests').columns(['status', 'created_at']).execute();
  await index('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
}
