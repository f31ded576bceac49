import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';

// A quiz's questions as stored: in their order, with the wrong options read back from their JSON column.

type Db = Kysely<Database>;
const storedOptions = z.array(z.string());

export async function mcqQuestionRows(db: Db, gameId: string) {
  const rows = await db.selectFrom('mcq_questions').selectAll().where('game_id', '=', gameId).orderBy('position').execute();
  return rows.map((row) => ({ ...row, options: storedOptions.parse(JSON.parse(row.answer_options)) }));
}
