import { TYPE_ANSWER_REFUSALS, TYPE_REFUSED_VERDICTS, type TypeVerdict } from '../../question-types/registry.ts';

// An answer as the round rules judge it, live (engine.ts) or daily (daily-answer.ts): what its question type's
// verdict makes of it, what it is worth, and why one is refused, in the words the socket and REST errors use.

/** An answer as stored: its verdict, its points (hundredths), and how far into the round it was sent. */
export interface ScoredAnswer {
  questionId: string;
  answer: string;
  correct: boolean;
  points: number;
  /** Ms from the round's start to when the answer counts as sent: the ranking's tie-break reads it. */
  elapsedMs: number;
}

/** Why an answer is refused, as the socket's error codes say it. */
export type AnswerRefusal =
  | 'NOT_IN_ROUND'
  | 'NOT_STARTED'
  | 'ROUND_OVER'
  | 'UNKNOWN_QUESTION'
  | 'QUESTION_NOT_OPEN'
  | 'QUESTION_LOCKED'
  | 'ALREADY_ANSWERED'
  | keyof typeof TYPE_ANSWER_REFUSALS;

/** A submitted answer judged by its question type; the verdicts its rules refuse are no answer at all. */
export type AnswerVerdict = TypeVerdict;

export const ANSWER_REFUSALS: Record<AnswerRefusal, string> = {
  NOT_IN_ROUND: 'Join the round first',
  NOT_STARTED: 'The round has not started yet',
  ROUND_OVER: 'This round is over',
  UNKNOWN_QUESTION: 'No such question in this round',
  QUESTION_NOT_OPEN: 'This question is not open yet',
  QUESTION_LOCKED: 'This question is locked: its answers are in',
  ALREADY_ANSWERED: 'This question is already answered',
  ...TYPE_ANSWER_REFUSALS,
};

export type Taken = { taken: true; answer: ScoredAnswer } | { taken: false; refusal: AnswerRefusal };

/**
 * The one rule for a judged answer, live (engine.ts) or daily (daily-answer.ts): a verdict that is no answer is
 * refused and never stored; a right answer earns `worth()`, a wrong one nothing.
 */
export function takeJudged(
  { questionId, answer, verdict }: { questionId: string; answer: string; verdict: AnswerVerdict },
  worth: () => number,
  elapsedMs: number,
): Taken {
  const malformed = refusalOfVerdict(verdict);
  if (malformed) return { taken: false, refusal: malformed };
  const correct = verdict === 'correct';
  return { taken: true, answer: { questionId, answer, correct, points: correct ? worth() : 0, elapsedMs } };
}

export function refusalOfVerdict(verdict: AnswerVerdict): AnswerRefusal | null {
  return TYPE_REFUSED_VERDICTS[verdict] ?? null;
}
