import type { Kysely } from 'kysely';

// A quiz's live round is played either with every question open at once (FREE) or with its questions in step
// (IN_STEP: each opens for everyone at once, locks and is revealed). Every game so far keeps FREE, so nothing
// that plays today changes; creators choose in-step on the game form. Adds a column only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('round_style', 'text', (col) => col.notNull().defaultTo('FREE'))
    .execute();
}
