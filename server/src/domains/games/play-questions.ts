import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import type { Language } from '@plw/shared/constants';
import { answerLetters, letterKey } from '@plw/shared/krisskross/graphemes';
import { judgeMcqAnswer, type McqVerdict } from '@plw/shared/rules/mcq-answer';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { clueList, gridView, layoutOf, questionsOf } from '../krisskross/grid.ts';
import type { GameRecord } from './repository.ts';

// A game's questions for play, in two halves: what players may see (no answers), and how the server checks
// an answer. Live rounds and daily play use the same.

/** A submitted answer judged: `notAChoice` (multiple choice only) is refused, never stored or scored. */
export type AnswerVerdict = McqVerdict;

export interface PlayQuestionSet {
  visible: RoundQuestions;
  /** Question id to a check of a submitted answer. */
  checks: Map<string, (answer: string) => AnswerVerdict>;
}

const options = z.array(z.string());

export async function loadPlayQuestions(db: Kysely<Database>, game: GameRecord): Promise<PlayQuestionSet> {
  const language = game.language as Language;
  if (game.type === 'Mcq') {
    const rows = (
      await db.selectFrom('mcq_questions').selectAll().where('game_id', '=', game.id).orderBy('position').execute()
    ).map((row) => ({ ...row, options: options.parse(JSON.parse(row.answer_options)) }));
    return {
      visible: {
        type: 'Mcq',
        questions: rows.map((row) => ({
          question_id: row.id,
          question: row.question,
          // Sorted, so the order says nothing about which choice is right; each player shuffles it.
          choices: [row.answer, ...row.options].sort((a, b) => a.localeCompare(b)),
          mediaFile: row.media_id ? `/api/media/${row.media_id}` : null,
          mediaType: row.media_type,
        })),
      },
      checks: new Map(rows.map((row) => [row.id, (answer: string) => judgeMcqAnswer(answer, row)])),
    };
  }

  const questions = await questionsOf(db, game.id);
  const layout = await layoutOf(db, game, questions);
  const word = (text: string) => answerLetters(text).map((letter) => letterKey(letter, language)).join('\u0000');
  return {
    visible: { type: 'Kriss_kross_puzzle', questions: clueList(layout, questions), grid: gridView(layout, questions) },
    // A typed word: any text is an answer, right or wrong.
    checks: new Map(
      questions.map((q) => [q.id, (answer: string): AnswerVerdict => (word(answer) === word(q.answer) ? 'correct' : 'wrong')]),
    ),
  };
}
