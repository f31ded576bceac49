import type { ScoredAnswer } from '@plw/shared/rules/round/judged-answer';
import { IN_STEP_RULES } from '@plw/shared/rules/round/in-step';
import { liveRank, type Placing } from '@plw/shared/rules/ranking';
import { toPoints } from '@plw/shared/rules/scoring';
import { pause } from '../../clock.ts';
import type { RevealTally } from '../multi-process/reveal-tally.ts';
import { hostRoomOf, roomOf } from '../transport/round-sockets.ts';
import { sendWithOwnLines } from '../transport/sliced-send.ts';
import { revealStages } from './answer-stages.ts';
import type { InStepPlan } from './in-step-plan.ts';
import { ChoiceCounts, revealFacts, type RevealLine } from './reveal-facts.ts';
import type { RoomCore } from './room-deps.ts';
import type { SeatStandings } from './seat-standings.ts';
import type { Seat } from './seating.ts';

// A round in step on this process: each question opens for everyone here at its moment, and just after its lock
// its reveal goes out, the facts to the whole room and each player's own line. Every process arms the same
// moments and writes to its own sockets; the counts and the board meet in the shared parts (reveal-facts.ts).

export class InStepSequence {
  /** This process's part of each reveal: the choices of the answers it took. */
  private readonly choices = new ChoiceCounts();
  /** The questions opened and revealed here: a host's skip re-arms the moments, never twice the same. */
  private readonly announced = new Set<string>();

  constructor(
    private readonly core: RoomCore,
    readonly plan: InStepPlan,
    /** How the parts of each reveal's counts are summed over the round's processes. */
    private readonly tally: RevealTally,
    private readonly standings: SeatStandings,
  ) {}

  /** Arms each question's opening and reveal; `catchUp` (after a host's skip) also those whose lock just passed. */
  arm(at: (time: number, run: () => void) => void, catchUp: boolean) {
    const { engine, deps } = this.core;
    for (const { opensAt, locksAt, closesAt, question } of engine.schedule ?? []) {
      const now = deps.clock.now();
      if (!catchUp && locksAt <= now) continue;
      if (closesAt > now && !this.announced.has(`open:${question}`)) at(opensAt, () => this.open(question));
      if (!this.announced.has(`reveal:${question}`)) {
        at(locksAt + IN_STEP_RULES.lateAnswerMs, () => void this.reveal(question).catch(deps.onError));
      }
    }
  }

  /** An answer this process took: its choice counts in the question's reveal. */
  took(questionId: string, playerId: string, answer: string) {
    this.choices.add(questionId, playerId, answer);
  }

  /** A player out of the round: no contender, their choices let go. */
  forget(playerId: string) {
    this.choices.forget(playerId);
  }

  /** The question opens for everyone here, the question alone. */
  private open(question: number) {
    const { engine, deps, gameId, key } = this.core;
    const step = this.plan.step(question);
    if (!step || engine.hasEnded || this.announced.has(`open:${question}`)) return;
    this.announced.add(`open:${question}`);
    deps.io.local.to(roomOf(key)).emit('round:question', { gameId, ...step.window, item: step.item });
  }

  /**
   * Just after a question's lock (late answers sent before it have arrived): no more answers for it here; once
   * those in flight are stored, this process's players who scored go on the shared board, and its part of the
   * counts is given. The facts, the same on every process, go to the whole room encoded once, then each player
   * here gets their own line: their answer, points, score and rank.
   */
  private async reveal(question: number) {
    const { engine, deps, gameId, seats, board } = this.core;
    const step = this.plan.step(question);
    if (!step || engine.hasEnded || this.announced.has(`reveal:${question}`)) return;
    this.announced.add(`reveal:${question}`);
    engine.lock(question);
    const startedAt = performance.now();
    await deps.store.drain();
    revealStages.since('drain', startedAt);
    // A timer may fire a millisecond before the app's clock reaches its moment: the engine shows nothing before it.
    const revealAt = step.window.locksAt + IN_STEP_RULES.lateAnswerMs;
    if (deps.clock.now() < revealAt) await pause(deps.clock, revealAt - deps.clock.now());
    const questionId = step.item.question_id;
    const now = deps.clock.now();
    const factsAt = performance.now();
    // Each player here once: their answer to this question and their placing with it, as the engine shows them now.
    const placed = seats.all().map((seat) => ({
      seat,
      playerId: seat.playerId,
      mine: engine.shownAnswer(seat.playerId, questionId, now),
      placing: engine.placing(seat.playerId, now),
    }));
    const scorers = placed.filter(({ mine }) => (mine?.points ?? 0) > 0);
    await Promise.all(scorers.map(({ seat, placing }) => this.standings.record(seat, placing)));
    const sources = { db: deps.db, tally: this.tally, round: this.core.round, board };
    const { rightAnswers, revealCounts: countsOf } = this.core.questions;
    const answer = rightAnswers.get(questionId) ?? '';
    const facts = await revealFacts(sources, gameId, step, { answer, chosen: this.choices.take(questionId), countsOf });
    this.plan.revealed(question, facts);
    const scored = placed.filter(({ placing }) => placing.score > 0);
    const ranks = await board.ranks(scored.map(({ playerId }) => playerId));
    for (const { seat, playerId } of scored) seat.rank = ranks.get(playerId) ?? null;
    revealStages.since('facts', factsAt);
    const local = deps.io.local;
    const sendingAt = performance.now();
    await sendWithOwnLines(deps.io, placed, { event: 'round:reveal', payload: [facts] }, {
      event: 'round:verdict',
      lineOf: ({ seat, mine, placing }) => [{ gameId, questionId, ...lineWith(seat, mine, placing) }],
    });
    revealStages.since('send', sendingAt);
    revealStages.since('total', startedAt);
    // A hosted round's big screen shows the reveal too: the same facts, without anyone's own line.
    const { roundId } = this.core.round;
    if (roundId) {
      const { answer, counts, top, players } = facts;
      const key = hostRoomOf(this.core.key);
      local.to(key).emit('host:reveal', { roundId, ...step.window, questionId, answer, counts, top, players });
    }
  }

  /** A player's own line of a question's reveal, by what the engine may show now. */
  lineOf(seat: Seat, questionId: string): RevealLine {
    const { engine, deps } = this.core;
    const now = deps.clock.now();
    const mine = engine.shownAnswer(seat.playerId, questionId, now);
    return lineWith(seat, mine, engine.placing(seat.playerId, now));
  }
}

/** A player's own line of a reveal: their answer to its question, and their placing with it (rank once they score). */
function lineWith(seat: Seat, mine: ScoredAnswer | null, { score }: Placing): RevealLine {
  return {
    chosen: mine?.answer ?? null,
    correct: mine?.correct ?? false,
    points: toPoints(mine?.points ?? 0),
    score: toPoints(score),
    rank: liveRank(score, seat.rank),
  };
}
