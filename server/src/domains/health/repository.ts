import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The one query the health check makes: it resolves only when the database answers.

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
