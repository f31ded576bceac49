import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import type { Language } from '@plw/shared/constants';
import { puzzleScripts } from '@plw/shared/question-types/krisskross/scripts';
import { judgeTypedWord } from '@plw/shared/question-types/krisskross/answers';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AnswerVerdict, PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import { clueList, gridView, layoutOf, questionsOf } from './grid.ts';

// A kriss-kross puzzle's questions for a live round: its clues and grid without letters, and the check of a
// word sent whole (the same check as a grid handed in: shared/question-types/krisskross/answers.ts).

export type KrissKrossQuestions = Extract<RoundQuestions, { type: 'Kriss_kross_puzzle' }>;

export async function krissKrossPlayQuestions(
  db: Kysely<Database>,
  game: GameRecord,
): Promise<PlayQuestionSet<KrissKrossQuestions>> {
  const language = game.language as Language;
  const questions = await questionsOf(db, game.id);
  const layout = await layoutOf(db, game, questions);
  // A typed word of the puzzle's letters is an answer, right or wrong; anything else is refused.
  const scripts = puzzleScripts(questions.map((q) => q.answer));
  const check = (wanted: string) => (answer: string): AnswerVerdict =>
    judgeTypedWord(answer, wanted, { language, scripts });
  return {
    visible: { type: 'Kriss_kross_puzzle', questions: clueList(layout, questions), grid: gridView(layout, questions) },
    checks: new Map(questions.map((q) => [q.id, check(q.answer)])),
    rightAnswers: new Map(questions.map((q) => [q.id, q.answer])),
    // Its words cross on one grid and open all at once: never revealed one by one.
    revealCounts: () => [],
  };
}
