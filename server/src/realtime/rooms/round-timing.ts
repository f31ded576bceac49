import type { StageSkip } from '@plw/shared/rules/round/in-step';
import { playsInStep } from '@plw/shared/rules/round/round-style';
import type { RoundWindow } from '@plw/shared/rules/round/schedule';
import { inStepQuestions } from '@plw/shared/rules/round/type-rules';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { GameRecord } from '../../domains/games/repository.ts';

// When a round is played and by which rules, and when its moments go out.

/**
 * When a round is played and how: its window, in step or free, and a hosted round's host's moves so far (skips
 * ahead, and the end as last set: earlier when the host ended it early). A scheduled round has no moves.
 */
export interface RoundTimingPlan {
  window: RoundWindow;
  inStep: boolean;
  skips: readonly StageSkip[];
  endsAt: number;
}

/** A scheduled round's timing: its game's window and round style; its moves are none. */
export function scheduledTiming(game: GameRecord, window: RoundWindow): RoundTimingPlan {
  return { window, inStep: playsInStep(game), skips: [], endsAt: window.endsAt };
}

/** The rules a round is played by: its window, its questions, and in step or free (shared/rules/round). */
export function roundRules(game: GameRecord, questions: PlayQuestionSet, timing: RoundTimingPlan) {
  const visible = questions.visible;
  const inStep = timing.inStep && inStepQuestions(visible) && visible.questions.length > 0;
  // The questions in their order: what the checks know (a quiz's questions, a grid's words).
  return { window: timing.window, questionIds: [...questions.checks.keys()], inStep, gameScore: game.score };
}

/**
 * How long before the start its key goes out: long enough to reach every player of the room by then (writing
 * to 5,000 sockets takes about 100 ms). Clients open the questions at the start by the server's clock; the
 * server refuses answers before it.
 */
export function preRollMsFor(players: number): number {
  return Math.min(600, Math.max(100, players * 0.08));
}
