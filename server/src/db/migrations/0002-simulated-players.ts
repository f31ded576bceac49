import type { Kysely } from 'kysely';

// Simulated players of the demo's live rounds, marked so that boards and counts can tell them apart.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('simulated', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}
