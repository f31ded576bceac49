import type { RoomFigures } from '@plw/protocol/socket/watch-events';

// What watchers (the channel's creator, admins) see of a round's pace, as this process counts it: answers in
// all, answers a second over the last few seconds, and how each question is going.

/** Answers per second for watchers: averaged over this many seconds. */
const RATE_WINDOW_SECONDS = 5;

export class AnswerCounts {
  private readonly bySecond = new Map<number, number>();
  private readonly perQuestion = new Map<string, { answered: number; right: number }>();
  private total = 0;

  count(questionId: string, correct: boolean, at: number) {
    const figures = this.perQuestion.get(questionId) ?? { answered: 0, right: 0 };
    figures.answered += 1;
    figures.right += correct ? 1 : 0;
    this.perQuestion.set(questionId, figures);
    this.total += 1;
    const second = Math.floor(at / 1000);
    this.bySecond.set(second, (this.bySecond.get(second) ?? 0) + 1);
    this.bySecond.delete(second - RATE_WINDOW_SECONDS);
  }

  /** The counts as watchers get them at `now`, for the round's questions in order. */
  figures(now: number, questions: readonly { question_id: string; question: string }[]) {
    const thisSecond = Math.floor(now / 1000);
    let recent = 0;
    for (let second = thisSecond - RATE_WINDOW_SECONDS + 1; second <= thisSecond; second += 1) {
      recent += this.bySecond.get(second) ?? 0;
    }
    return {
      answers: this.total,
      answersPerSecond: recent / RATE_WINDOW_SECONDS,
      questions: questions.map((q) => ({
        questionId: q.question_id,
        question: q.question,
        ...(this.perQuestion.get(q.question_id) ?? { answered: 0, right: 0 }),
      })),
    } satisfies Partial<RoomFigures>;
  }
}
