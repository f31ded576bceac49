import type { RoundQuestions } from '@plw/protocol/socket/round-events';
import type { McqVerdict } from '@plw/shared/rules/mcq-answer';

// A game's questions for play, in two halves: what players may see (no answers), and how the server checks
// an answer. Live rounds and daily play use the same; each question type loads its own (server/src/question-types).

/** A submitted answer judged: `notAChoice` (multiple choice only) is refused, never stored or scored. */
export type AnswerVerdict = McqVerdict;

export interface PlayQuestionSet<Visible extends RoundQuestions = RoundQuestions> {
  visible: Visible;
  /** Question id to the one check of a submitted answer, in the questions' order. */
  checks: Map<string, (answer: string) => AnswerVerdict>;
}
