import type { Kysely } from 'kysely';

// Hosted rounds move on by themselves (issue 31). Adds only:
// - rounds.auto_advance: 1 (the default, and every round before this) when the server locks a question as soon as
//   every seated player has answered it, its reveal then followed by the next question; 0 when the host moves on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').addColumn('auto_advance', 'integer', (col) => col.notNull().defaultTo(1)).execute();
}
