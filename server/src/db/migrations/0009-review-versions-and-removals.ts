import type { Kysely } from 'kysely';

// A verdict names the version of the question it was given to (the question as the admin saw it), and a live
// round's seat remembers that its player was removed, so every process and a restarted one keep them out.
// Adds nullable columns only: verdicts and plays stored before keep what they hold.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('question_verdicts').addColumn('question_version', 'text').execute();
  await db.schema.alterTable('plays').addColumn('removed_at', 'text').execute();
  await db.schema.alterTable('plays').addColumn('removed_reason', 'text').execute();
}
