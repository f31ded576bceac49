import type { MediaType } from '@plw/shared/constants';
import type { Insertable, Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

// What every question type's table shares, for the types' own repositories and the studio: the columns every
// question has and its place at the end of its game.

type Db = Kysely<Database>;

/** Every table of questions, one per type: db/schema.ts names each `<type>_questions`. */
export type QuestionTable = Extract<keyof Database, `${string}_questions`>;

/** A question's own columns: what its type's studio routes add; the rest is the game's and its place. */
export type Added<T> = Omit<Insertable<T>, 'id' | 'game_id' | 'position' | 'created_at'>;

export interface NewQuestion {
  question: string;
  answer: string;
  media_id?: string | null;
  media_type?: MediaType | null;
}

/** The columns every question has, whichever its type: its text, answer, media and place in the game. */
export function questionRow(gameId: string, position: number, q: NewQuestion, now: Date) {
  return {
    question: q.question,
    answer: q.answer,
    id: newId(),
    game_id: gameId,
    position,
    media_id: q.media_id ?? null,
    media_type: q.media_type ?? null,
    created_at: now.toISOString(),
  };
}

/** A stored question's content: multiple choice has options, kriss-kross a direction, a typed answer alternatives. */
export interface QuestionContent {
  question: string;
  answer: string;
  /** The three wrong options of a multiple-choice question. */
  answer_options?: readonly string[] | undefined;
  direction?: string | undefined;
  /** The other spellings a typed answer accepts. */
  alternatives?: readonly string[] | undefined;
  media_id: string | null;
  media_type: MediaType | null;
}

/** A stored question's content as review versions it, with its id and place in the game. */
export type QuestionRowContent = QuestionContent & { id: string; position: number };

/** The position after the game's last question (0 for the first). */
export async function nextPosition(db: Db, table: QuestionTable, gameId: string): Promise<number> {
  const last = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
}
