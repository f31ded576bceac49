import type { GameType } from '../constants.ts';
import type { KrissKrossVerdict } from './krisskross/answers.ts';
import { KRISSKROSS_ROUND_RULES } from './krisskross/round-rules.ts';
import type { McqVerdict } from './mcq/answer.ts';
import { MCQ_ROUND_RULES } from './mcq/round-rules.ts';
import type { TypedAnswerVerdict } from './typed-answer/answer.ts';
import { TYPED_ANSWER_ROUND_RULES } from './typed-answer/round-rules.ts';

// Every question type's rules, by type: the one place the round rules reach a type. Adding a type is adding its
// folder and one line in each table here.

/** Whether its rounds may play their questions in step (rules/round/in-step.ts), and if not, why not. */
type InStepRule = { inStep: true } | { inStep: false; freeOnly: string };

type TypeRoundRules<T extends GameType> = InStepRule & {
  type: T;
  /** Why an answer of its own kind is refused rather than judged, by the round engine's refusal code. */
  refusals: Record<string, string>;
  /** Which of its verdicts are no answer at all, each with its refusal's code (a key of `refusals`). */
  refusedVerdicts: Record<string, string>;
};

export const QUESTION_TYPE_RULES = {
  Mcq: MCQ_ROUND_RULES,
  Kriss_kross_puzzle: KRISSKROSS_ROUND_RULES,
  Typed_answer: TYPED_ANSWER_ROUND_RULES,
} as const satisfies { [T in GameType]: TypeRoundRules<T> };

/** A submitted answer judged by its question type's own check. */
export type TypeVerdict = McqVerdict | KrissKrossVerdict | TypedAnswerVerdict;

/** Every type's refusals of an answer, by code: the round engine answers with these words. */
export const TYPE_ANSWER_REFUSALS = {
  ...MCQ_ROUND_RULES.refusals,
  ...KRISSKROSS_ROUND_RULES.refusals,
  ...TYPED_ANSWER_ROUND_RULES.refusals,
} as const;

type Rules = (typeof QUESTION_TYPE_RULES)[GameType];

/** A type's verdict that is no answer at all, with the code the engine refuses it by. */
export const TYPE_REFUSED_VERDICTS: Readonly<Record<string, keyof typeof TYPE_ANSWER_REFUSALS>> = Object.assign(
  {},
  ...Object.values(QUESTION_TYPE_RULES).map((rules: Rules) => rules.refusedVerdicts),
);
