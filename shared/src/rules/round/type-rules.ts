import type { GameType } from '../../constants.ts';
import { QUESTION_TYPE_RULES as ROUND_TYPE_RULES } from '../../question-types/registry.ts';

// What each question type's live rounds can do, as its own rules say (question-types/<type>/round-rules.ts):
// the round rules ask here, never the type.

/** The types whose rounds may play in step, as the table says: a type's own questions narrow by it. */
export type InStepType = { [T in GameType]: (typeof ROUND_TYPE_RULES)[T]['inStep'] extends true ? T : never }[GameType];

export const canPlayInStep = (type: GameType): type is InStepType => ROUND_TYPE_RULES[type].inStep;

/** Why a type's rounds cannot play in step, as its rules say; null for a type that can. */
export function freeOnlyReason(type: GameType): string | null {
  const rules = ROUND_TYPE_RULES[type];
  return rules.inStep ? null : rules.freeOnly;
}

/** Whether a round's questions are of a type that may play in step; narrows them to that type's questions. */
export function inStepQuestions<Q extends { type: GameType }>(
  questions: Q,
): questions is Extract<Q, { type: InStepType }> {
  return canPlayInStep(questions.type);
}
