import { mediaUrl } from '@plw/protocol/rest/media';
import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import { judgeMcqAnswer } from '@plw/shared/question-types/mcq/answer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import { mcqQuestionRows } from './repository.ts';

// A quiz's questions for play: each with its four choices in an order that says nothing, and the check of a
// chosen one (shared/question-types/mcq/answer.ts).

export type McqQuestions = Extract<RoundQuestions, { type: 'Mcq' }>;

export async function mcqPlayQuestions(db: Kysely<Database>, game: GameRecord): Promise<PlayQuestionSet<McqQuestions>> {
  const rows = await mcqQuestionRows(db, game.id);
  const questions = rows.map((row) => ({
    question_id: row.id,
    question: row.question,
    // Sorted, so the order says nothing about which choice is right; each player shuffles it.
    choices: [row.answer, ...row.options].sort((a, b) => a.localeCompare(b)),
    mediaFile: mediaUrl(row.media_id),
    mediaType: row.media_type,
  }));
  const choicesOf = new Map(questions.map((q) => [q.question_id, q.choices]));
  return {
    visible: { type: 'Mcq', questions },
    checks: new Map(rows.map((row) => [row.id, (answer: string) => judgeMcqAnswer(answer, row)])),
    rightAnswers: new Map(rows.map((row) => [row.id, row.answer])),
    // Every choice with how many chose it, in the fixed order the questions went out in.
    revealCounts: (questionId, given) =>
      (choicesOf.get(questionId) ?? []).map((choice) => ({ choice, count: given.get(choice) ?? 0 })),
  };
}
