import type { GameType } from '../../constants.ts';
import { canPlayInStep, freeOnlyReason } from './type-rules.ts';

// How a live round plays its questions: FREE (every question open at once, one clock for the round) or IN_STEP
// (each question opens for everyone at once, locks and is revealed: in-step.ts). Only quizzes play in step: a
// kriss-kross round is a race on one grid whose words cross, so its clues cannot open one at a time.

export const ROUND_STYLES = ['IN_STEP', 'FREE'] as const;
export type RoundStyle = (typeof ROUND_STYLES)[number];

/** What the creator's game form offers first: in step for quizzes, the only style there is for kriss-kross. */
export function defaultRoundStyle(type: GameType): RoundStyle {
  return canPlayInStep(type) ? 'IN_STEP' : 'FREE';
}

/** Why a game of this type cannot have this style, or null when it can. */
export function roundStyleProblem(type: GameType, style: RoundStyle): string | null {
  return style === 'IN_STEP' ? freeOnlyReason(type) : null;
}

/** Whether a game's round plays its questions in step: its setting, for the games that can. */
export function playsInStep(game: { type: GameType; round_style: RoundStyle }): boolean {
  return game.round_style === 'IN_STEP' && roundStyleProblem(game.type, game.round_style) === null;
}
