import type { GameType } from '../../constants.ts';

// What each question type's live rounds can do: the one place the round rules ask about a type. A quiz's
// questions can open one at a time (in step); a kriss-kross grid's words cross, so its clues open all at once.

interface RoundTypeRules {
  /** Whether its rounds may play their questions in step (in-step.ts). */
  inStep: boolean;
}

export const ROUND_TYPE_RULES = {
  Mcq: { inStep: true },
  Kriss_kross_puzzle: { inStep: false },
} as const satisfies Record<GameType, RoundTypeRules>;

/** The types whose rounds may play in step, as the table says: a type's own questions narrow by it. */
export type InStepType = { [T in GameType]: (typeof ROUND_TYPE_RULES)[T]['inStep'] extends true ? T : never }[GameType];

export const canPlayInStep = (type: GameType): type is InStepType => ROUND_TYPE_RULES[type].inStep;

/** Whether a round's questions are of a type that may play in step; narrows them to that type's questions. */
export function inStepQuestions<Q extends { type: GameType }>(
  questions: Q,
): questions is Extract<Q, { type: InStepType }> {
  return canPlayInStep(questions.type);
}
