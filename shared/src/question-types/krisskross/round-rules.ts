import { KRISSKROSS_ANSWER_MESSAGES } from './answers.ts';

// What a kriss-kross puzzle's live rounds may do: its words cross on one grid, so its clues open all at once
// (never in step), and a word that is not letters of the puzzle's script is refused.

export const KRISSKROSS_ROUND_RULES = {
  type: 'Kriss_kross_puzzle',
  inStep: false,
  /** Why a game of this type cannot play in step (the game form's error for IN_STEP). */
  freeOnly: 'Kriss-kross rounds are always a free race on one grid: choose FREE',
  refusals: { NOT_LETTERS: KRISSKROSS_ANSWER_MESSAGES.notLetters },
  /** The verdict each refusal answers. */
  refusedVerdicts: { notLetters: 'NOT_LETTERS' },
} as const;
