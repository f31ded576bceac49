import type { Kysely } from 'kysely';

// "Type the answer" games (Typed_answer): their questions get their own table, shaped like the quiz's, with the
// other spellings a creator accepts (a JSON array of strings, at most five) where a quiz keeps its wrong options.
// Adds only: no other table or row changes. games.type is plain text on both engines (no CHECK, no enum), so the
// new type needs nothing there.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('typed_answer_questions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('game_id', 'text', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('alternatives', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('media_id', 'text', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('media_type', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('typed_answer_questions_game')
    .on('typed_answer_questions')
    .columns(['game_id', 'position'])
    .execute();
}
