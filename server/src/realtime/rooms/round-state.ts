import type { RoundState } from '@plw/protocol/socket/round-events';
import { toPoints } from '@plw/shared/rules/scoring';
import type { InStepSequence } from './in-step-sequence.ts';
import type { RoomCore } from './room-deps.ts';
import type { Seat } from './seating.ts';

// Where the round is, as one seated player may see it on joining or rejoining: the questions (sealed before the
// start's key is out), their own answers and verdicts as far as the engine shows them, and in step the questions
// opened so far and a reveal under way.

export interface StateView {
  /** Whether the start's key is out: from then on, a player joining gets the questions plain. */
  startSent: boolean;
  /** The round's questions sealed until the start. */
  sealed: string;
  /** The player's rank as they may be told it. */
  rank: number | null;
  /** The round's sequence in step; null for a free round. */
  steps: InStepSequence | null;
}

export function roundStateFor(core: RoomCore, seat: Seat, { startSent, sealed, rank, steps }: StateView): RoundState {
  const { engine, deps, game, questions } = core;
  const phase = () => engine.phase(deps.clock.now());
  const now = deps.clock.now();
  // Once the start's key is out, a player joining now gets the questions plain.
  const waiting = phase() === 'waiting' && !startSent;
  const answers = engine
    .shownAnswers(seat.playerId, now)
    .map(({ questionId, correct, points }) => ({ questionId, correct, points: toPoints(points) }));
  const startsAt = engine.rules.window.startsAt;
  const state = {
    gameId: game.id,
    type: game.type,
    phase: phase(),
    startsAt,
    endsAt: engine.window.endsAt,
    serverNow: now,
    sealedQuestions: waiting ? sealed : null,
    shuffleSeed: seat.shuffleSeed,
    score: toPoints(engine.placing(seat.playerId, now).score),
    rank,
    resumeToken: seat.resumeToken,
    answers,
    // What the player locked in, without its verdict: the screen shows those questions as answered.
    lockedIn: engine.sealedAnswers(seat.playerId, now).map(({ questionId, answer }) => ({ questionId, answer })),
  };
  if (!steps) return { ...state, questions: waiting ? null : questions.visible };
  // In step: the questions opened so far (all of the first once the start's key is out), verdicts once revealed.
  const openedBy = Math.max(now, startSent ? startsAt : now);
  return {
    ...state,
    questions: waiting ? null : steps.plan.openedAt(openedBy),
    inStep: steps.plan.stateAt(now, seat.playerId, (questionId) => steps.lineOf(seat, questionId)),
  };
}
