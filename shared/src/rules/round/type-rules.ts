import type { GameType } from '../../constants.ts';

// What each question type's live rounds can do: the one place the round rules ask about a type. A quiz's
// questions can open one at a time (in step); a kriss-kross grid's words cross, so its clues open all at once.

interface RoundTypeRules {
  /** Whether its rounds may play their questions in step (in-step.ts). */
  inStep: boolean;
}

export const ROUND_TYPE_RULES: Record<GameType, RoundTypeRules> = {
  Mcq: { inStep: true },
  Kriss_kross_puzzle: { inStep: false },
};

export const canPlayInStep = (type: GameType): boolean => ROUND_TYPE_RULES[type].inStep;
