import { mediaUrl } from '@plw/protocol/rest/media';
import type { Language } from '@plw/shared/constants';
import { answerEnumeration, answerLetters } from '@plw/shared/question-types/krisskross/graphemes';
import type { KrissKrossLayout } from '@plw/shared/question-types/krisskross/types';
import { type AnsweredPlacement, cellKey } from '@plw/shared/question-types/krisskross/answers';
import { seedFromText } from '@plw/shared/rules/seed';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { KrissKrossQuestionsTable } from '../../db/tables/games.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import { layoutInThread } from './layout-thread.ts';

// A kriss-kross game's grid: laid out once by the engine (seeded by the game id, so it is reproducible)
// and kept on the game row, so every player and every process sees the same grid.

type Db = Kysely<Database>;
export type KrissKrossQuestionRow = Selectable<KrissKrossQuestionsTable>;

const storedLayoutSchema = z.object({
  rows: z.number().int(),
  cols: z.number().int(),
  cells: z.array(z.object({ row: z.number().int(), col: z.number().int(), letter: z.string() })),
  placements: z.array(
    z.object({
      questionId: z.string(),
      row: z.number().int(),
      col: z.number().int(),
      direction: z.enum(['Across', 'Down']),
      number: z.number().int(),
    }),
  ),
});
export type StoredLayout = z.infer<typeof storedLayoutSchema>;

export function questionsOf(db: Db, gameId: string): Promise<KrissKrossQuestionRow[]> {
  return db.selectFrom('krisskross_questions').selectAll().where('game_id', '=', gameId).orderBy('position').execute();
}

/** The game's stored grid, laid out and stored now if it has none (or the questions changed since). */
export async function layoutOf(db: Db, game: GameRecord, questions: readonly KrissKrossQuestionRow[]) {
  const stored = game.layout ? storedLayoutSchema.safeParse(JSON.parse(game.layout)) : null;
  const ids = questions.map((q) => q.id).join();
  if (stored?.success && stored.data.placements.map((p) => p.questionId).join() === ids) return stored.data;

  // Players who open a new puzzle together share one layout (and one write) instead of each computing it.
  const key = `${game.id}:${ids}`;
  const inFlight = layoutsInFlight.get(key);
  if (inFlight) return inFlight;
  const laying = layOut(db, game, questions).finally(() => layoutsInFlight.delete(key));
  layoutsInFlight.set(key, laying);
  return laying;
}

/** Layouts being computed, by game id and question ids. */
const layoutsInFlight = new Map<string, Promise<StoredLayout>>();

async function layOut(db: Db, game: GameRecord, questions: readonly KrissKrossQuestionRow[]): Promise<StoredLayout> {
  // Off the event loop: a layout takes hundreds of ms, and the same seed gives the same grid in the worker.
  const layout: KrissKrossLayout = await layoutInThread(
    questions.map((q) => ({ id: q.id, answer: q.answer, direction: q.direction })),
    { language: game.language as Language, seed: seedFromText(game.id) },
  );
  const { rows, cols, cells, placements } = layout;
  const kept: StoredLayout = { rows, cols, cells, placements };
  await db.updateTable('games').set({ layout: JSON.stringify(kept) }).where('id', '=', game.id).execute();
  return kept;
}

/** Placements with their answers, for checking entries on the server. */
export function answeredPlacements(
  layout: StoredLayout,
  questions: readonly KrissKrossQuestionRow[],
): AnsweredPlacement[] {
  const answers = new Map(questions.map((q) => [q.id, q.answer]));
  return layout.placements.map((p) => ({ ...p, answer: answers.get(p.questionId) ?? '' }));
}

export function gridCellKeys(layout: StoredLayout): Set<string> {
  return new Set(layout.cells.map((c) => cellKey(c.row, c.col)));
}

/** The grid as a player may see it while playing: where cells and words are, never which letters. */
export function gridView(layout: StoredLayout, questions: readonly KrissKrossQuestionRow[]) {
  const lengths = new Map(questions.map((q) => [q.id, answerLetters(q.answer).length]));
  return {
    rows: layout.rows,
    cols: layout.cols,
    cells: layout.cells.map(({ row, col }) => ({ row, col })),
    placements: layout.placements.map((p) => ({
      question_id: p.questionId,
      number: p.number,
      row: p.row,
      col: p.col,
      direction: p.direction,
      length: lengths.get(p.questionId) ?? 0,
    })),
  };
}

/** The clue list in crossword order (by number, Across before Down), without answers. */
export function clueList(layout: StoredLayout, questions: readonly KrissKrossQuestionRow[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return [...layout.placements]
    .sort((a, b) => a.number - b.number || (a.direction === 'Across' ? -1 : 1))
    .flatMap((p) => {
      const q = byId.get(p.questionId);
      if (!q) return [];
      return [
        {
          question_id: q.id,
          number: p.number,
          direction: p.direction,
          question: q.question,
          enumeration: answerEnumeration(q.answer).slice(1, -1),
          mediaFile: mediaUrl(q.media_id),
          mediaType: q.media_type,
        },
      ];
    });
}
