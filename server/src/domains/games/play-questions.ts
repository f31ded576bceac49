import type { ChoiceCount, RoundQuestions } from '@plw/protocol/socket/round-events';
import type { AnswerVerdict as JudgedAnswer } from '@plw/shared/rules/round/judged-answer';

// A game's questions for play, in two halves: what players may see (no answers), and how the server checks
// an answer. Live rounds and daily play use the same; each question type loads its own (server/src/question-types).

/** A submitted answer judged: `notAChoice` and `notLetters` are refused, never stored or scored. */
export type AnswerVerdict = JudgedAnswer;

export interface PlayQuestionSet<Visible extends RoundQuestions = RoundQuestions> {
  visible: Visible;
  /**
   * A submitted answer as it is kept: judged, stored, counted in its reveal and shown back in that form (a typed
   * answer by its spelling, so "Paris " and "Paris" count as one); kept as sent when absent (a quiz's choice).
   */
  keptAs?: (answer: string) => string;
  /** Question id to the one check of a submitted answer, in the questions' order. */
  checks: Map<string, (answer: string) => AnswerVerdict>;
  /** Question id to the right answer its reveal shows: server-side only, never sent before the reveal. */
  rightAnswers: ReadonlyMap<string, string>;
  /**
   * What an in-step reveal shows of the answers given to a question, from how many players gave each (summed over
   * the round's processes): each answer shown with its count, the right one being the one equal to its right answer.
   * A quiz shows every choice; a type that never plays in step shows none.
   */
  revealCounts(questionId: string, given: ReadonlyMap<string, number>): ChoiceCount[];
}
