import type { AnswerLocked, AnswerResult } from '@plw/protocol/socket/round-events';
import { toPoints } from '@plw/shared/rules/scoring';
import { answerStages } from './answer-stages.ts';
import type { InStepSequence } from './in-step-sequence.ts';
import type { RoomCore } from './room-deps.ts';
import { answerRefused, RoundError } from './round-error.ts';
import { removedFromRound } from './round-removals.ts';
import type { SeatStandings } from './seat-standings.ts';

// One answer taken by a room: checked by its question's rule, taken or refused by the round's engine, stored, and
// acknowledged with the player's new score and rank (or, in step, locked in until its reveal).

export interface AnswerTaken {
  playerId: string;
  questionId: string;
  answer: string;
  /** The socket's one-way delay estimate, refunded to the answer's time (heartbeat.ts). */
  measuredLagMs: number;
}

interface AnswerParts {
  standings: SeatStandings;
  /** The round's sequence in step (it counts each answer's choice for the reveal); null for a free round. */
  steps: InStepSequence | null;
}

/** Checks, stores and scores one answer by the round's rules; resolves only after it is stored. */
export async function takeAnswer(
  core: RoomCore,
  { standings, steps }: AnswerParts,
  { playerId, questionId, answer: sent, measuredLagMs }: AnswerTaken,
): Promise<AnswerResult | AnswerLocked> {
  const { engine, seats, deps } = core;
  // Judged, stored and counted in the form its type keeps it in: the same answer on every process.
  const answer = core.questions.keptAs?.(sent) ?? sent;
  const receivedAt = deps.clock.now();
  const takingAt = performance.now();
  if (seats.isRemoved(playerId)) throw removedFromRound();
  const verdict = core.questions.checks.get(questionId)?.(answer) ?? 'wrong';
  const taken = engine.take(playerId, { questionId, answer, verdict }, { receivedAt, measuredLagMs });
  if (!taken.taken) throw answerRefused(taken.refusal);
  const seat = seats.get(playerId);
  if (!seat) throw answerRefused('NOT_IN_ROUND');
  let kept = false;
  try {
    const { correct, points, elapsedMs } = taken.answer;
    const answeredAt = new Date(receivedAt);
    const { playId } = seat;
    answerStages.since('take', takingAt);
    const storingAt = performance.now();
    kept = await deps.store.store({ playId, questionId, answer, correct, points, elapsedMs, answeredAt });
    answerStages.since('store', storingAt);
    if (!kept) throw answerRefused('ALREADY_ANSWERED');
  } catch (error) {
    // Removed through another process: this one learns it from the seat in storage.
    if (error instanceof RoundError && error.code === 'REMOVED') seats.forget(playerId);
    throw error;
  } finally {
    engine.settle(playerId, taken.answer, kept);
  }
  const ackingAt = performance.now();
  steps?.took(questionId, playerId, answer);
  deps.onAnswerStored?.(core.round);
  const ack = engine.ack(playerId, questionId, receivedAt);
  answerStages.since('ack', ackingAt);
  if ('locked' in ack) return ack;
  seat.rank = await standings.publish(seat);
  return { ...ack, points: toPoints(ack.points), score: toPoints(ack.score), rank: standings.tellStanding(seat) };
}
