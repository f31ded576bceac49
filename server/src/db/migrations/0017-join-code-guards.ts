import type { Kysely } from 'kysely';

// Guards on hosted rounds' join codes (issue 30). Adds only:
// - rounds.late_seats: 1 when the host lets newcomers take a seat after the first question opened; 0 (every round
//   before this, and the default) closes the room to new seats from then on.
// - join_lookup_failures: join-code lookups that found nothing, counted per player and for the whole service in
//   fixed windows, so a guesser spread over many addresses meets the same budget in every process.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').addColumn('late_seats', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('join_lookup_failures')
    .ifNotExists()
    .addColumn('budget_key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .execute();
}
