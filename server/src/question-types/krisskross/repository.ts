import type { Direction } from '@plw/shared/constants';
import type { Kysely, Updateable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { KrissKrossQuestionsTable } from '../../db/tables/games.ts';
import { type Added, type NewQuestion, nextPosition, questionRow } from '../../domains/games/question-rows.ts';

// A kriss-kross game's clues as the studio and the demo write them: added at the end, edited, given new
// directions, appended in bulk. Reading them for play is grid.ts's.

type Db = Kysely<Database>;
type KrissKrossTable = KrissKrossQuestionsTable;

/** Adds a kriss-kross clue at the end; its id. */
export async function insertKrissKrossQuestion(db: Db, gameId: string, columns: Added<KrissKrossTable>, now: Date) {
  const row = { id: newId(), game_id: gameId, position: await nextPosition(db, 'krisskross_questions', gameId) };
  await db.insertInto('krisskross_questions').values({ ...row, ...columns, created_at: now.toISOString() }).execute();
  return row.id;
}

export async function updateKrissKrossQuestion(db: Db, questionId: string, columns: Updateable<KrissKrossTable>) {
  await db.updateTable('krisskross_questions').set(columns).where('id', '=', questionId).execute();
}

export async function setDirections(db: Db, directions: readonly { question_id: string; direction: Direction }[]) {
  for (const { question_id, direction } of directions) {
    await db.updateTable('krisskross_questions').set({ direction }).where('id', '=', question_id).execute();
  }
}

/** Appends clues to a kriss-kross game in order, each with its direction. */
export async function insertKrissKrossQuestions(
  db: Db,
  gameId: string,
  questions: (NewQuestion & { direction: Direction })[],
  now: Date,
) {
  for (const [position, q] of questions.entries()) {
    await db
      .insertInto('krisskross_questions')
      .values({ ...questionRow(gameId, position, q, now), direction: q.direction })
      .execute();
  }
}

/** Each clue's content as review versions it (domains/review/question-version.ts), with its id and place. */
export function krissKrossReviewContents(db: Db, gameId: string) {
  return db
    .selectFrom('krisskross_questions')
    .select(['id', 'question', 'answer', 'media_id', 'media_type', 'position', 'direction'])
    .where('game_id', '=', gameId)
    .execute();
}
