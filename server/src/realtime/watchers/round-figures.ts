import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { watchedCounts } from '@plw/shared/rules/round/watch-view';
import type { RoundAnswerCounts } from '../rooms/repository.ts';

// What watchers (the channel's creator, admins) see of a round's pace: answers in all, answers a second over the
// last few seconds, and how each question is going as the watch rule lets them see it at that moment
// (shared/rules/round/watch-view.ts). Counted in storage, so every process counts every process's answers.

/** Answers per second for watchers: averaged over this long. */
export const RATE_WINDOW_MS = 5_000;

export function answerFigures(
  stored: RoundAnswerCounts,
  questions: readonly { question_id: string; question: string }[],
  answersIn: (questionId: string) => boolean,
) {
  return {
    answers: stored.total,
    answersPerSecond: stored.recent / (RATE_WINDOW_MS / 1000),
    questions: questions.map((q) => ({
      questionId: q.question_id,
      question: q.question,
      ...watchedCounts(stored.perQuestion.get(q.question_id), answersIn(q.question_id)),
    })),
  } satisfies Partial<RoomFigures>;
}
