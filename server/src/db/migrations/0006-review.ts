import type { Kysely } from 'kysely';

// Game review and gift reservations: each question's verdict within a verification request, the gifts a paid
// game holds from its channel's balance between release and the end of its round, and a recharge's rejection
// reason. Adds only; no user data is touched.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('question_verdicts')
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('request_id', 'text', (col) => col.notNull().references('verification_requests.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (col) => col.notNull().references('games.id').onDelete('cascade'))
    // A quiz or a kriss-kross question: two tables, so no foreign key.
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('verdict', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('question_verdicts_once', ['request_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('gift_reservations')
    .ifNotExists()
    .addColumn('game_id', 'text', (col) => col.primaryKey().references('games.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (col) => col.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('paid_out', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('settled_at', 'text')
    .execute();

  await db.schema.alterTable('recharge_requests').addColumn('reason', 'text').execute();

  const index = (name: string) => db.schema.createIndex(name).ifNotExists();
  await index('verification_requests_status').on('verification_requests').columns(['status', 'created_at']).execute();
  await index('verification_requests_game').on('verification_requests').columns(['game_id', 'created_at']).execute();
  await index('recharge_requests_status').on('recharge_requests').columns(['status', 'created_at']).execute();
  await index('gift_reservations_held').on('gift_reservations').columns(['status', 'channel_id']).execute();
  await index('gifts_game').on('gifts').columns(['game_id']).execute();
}
