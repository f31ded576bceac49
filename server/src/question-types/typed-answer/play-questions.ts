import { mediaUrl } from '@plw/protocol/rest/media';
import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import type { Language } from '@plw/shared/constants';
import { commonWrongAnswers, judgeTypedAnswer, typedAnswerKey, typedSpelling } from '@plw/shared/question-types/typed-answer/answer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import { typedAnswerQuestionRows } from './repository.ts';

// "Type the answer" questions for play: each question alone (never its answer or the spellings it accepts), and
// the check of a typed answer by the game's language (shared/question-types/typed-answer/answer.ts).

export type TypedAnswerQuestions = Extract<RoundQuestions, { type: 'Typed_answer' }>;

export async function typedAnswerPlayQuestions(
  db: Kysely<Database>,
  game: GameRecord,
): Promise<PlayQuestionSet<TypedAnswerQuestions>> {
  const language = game.language as Language;
  const rows = await typedAnswerQuestionRows(db, game.id);
  const questions = rows.map((row) => ({
    question_id: row.id,
    question: row.question,
    mediaFile: mediaUrl(row.media_id),
    mediaType: row.media_type,
  }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    visible: { type: 'Typed_answer', questions },
    // A live round keeps each answer as its spelling (daily play stores the same: routes.ts), so a reveal counts
    // per spelling on every process and shows back what was typed, trimmed.
    keptAs: typedSpelling,
    checks: new Map(rows.map((row) => [row.id, (answer: string) => judgeTypedAnswer(answer, row, language)])),
    rightAnswers: new Map(rows.map((row) => [row.id, row.answer])),
    // The answer with how many typed a spelling it accepts, then the wrong answers most players typed (never one
    // player's own text: commonWrongAnswers shows only what several typed).
    revealCounts(questionId, given) {
      const row = byId.get(questionId);
      if (!row) return [];
      const accepted = new Set([row.answer, ...row.alternatives].map((text) => typedAnswerKey(text, language)));
      let right = 0;
      for (const [text, count] of given) if (accepted.has(typedAnswerKey(text, language))) right += count;
      const common = commonWrongAnswers(given, row, language);
      const wrong = common.map(({ text, players }) => ({ choice: text, count: players }));
      return [{ choice: row.answer, count: right }, ...wrong];
    },
  };
}
