import type { AnswerLocked, AnswerResult, RoundState } from '@plw/protocol/socket/round-events';
import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { sealQuestions } from '@plw/protocol/socket/sealed';
import { RoundEngine, type ScoredAnswer } from '@plw/shared/rules/round/engine';
import { IN_STEP_RULES, type StageSkip } from '@plw/shared/rules/round/in-step';
import { playsInStep } from '@plw/shared/rules/round/round-style';
import { inStepQuestions } from '@plw/shared/rules/round/type-rules';
import { type ClockPhase, type RoundWindow } from '@plw/shared/rules/round/schedule';
import { liveRank, type Placing } from '@plw/shared/rules/ranking';
import { toPoints } from '@plw/shared/rules/scoring';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import { loadPlayQuestions } from '../../question-types/registry.ts';
import type { RoundRef } from '../../domains/plays/round-ref.ts';
import { answerStages, revealStages } from './answer-stages.ts';
import type { AnswerStore } from './answer-store.ts';
import { InStepPlan } from './in-step-plan.ts';
import { ChoiceCounts, revealFacts, type RevealLine } from './reveal-facts.ts';
import { LiveBoard } from './live-board.ts';
import { RoundLobby } from '../lobbies/round-lobby.ts';
import { answerFigures, RATE_WINDOW_MS } from '../watchers/round-figures.ts';
import { roundAnswerCounts } from './repository.ts';
import type { RoundBoard } from '../multi-process/round-board.ts';
import { inTurn, type MomentDeps, takeMoment } from '../multi-process/moment-leases.ts';
import { answerRefused, RoundError } from './round-error.ts';
import type { RoundLease } from '../multi-process/round-lease.ts';
import { removedFromRound, removeFromRound } from './round-removals.ts';
import { settleRound } from './round-settlement.ts';
import { hostRoomOf, roomOf, type RoundServer } from '../transport/round-sockets.ts';
import type { RevealTally } from '../multi-process/reveal-tally.ts';
import { type Seat, Seating } from './seating.ts';
import { sendWithOwnLines } from '../transport/sliced-send.ts';
import { TOP_SIZE } from './standings.ts';
import { type Clock, pause } from '../../clock.ts';

// One live round on this process: the shell around its rules (shared/rules/round/engine.ts). The engine decides;
// the room keeps the time (its timers, and the leases that let one process send the start and settle the end),
// reads and writes storage, and talks to sockets. Players hold seats here, kept across reconnects.

export interface RoomDeps {
  db: Kysely<Database>;
  io: RoundServer;
  store: AnswerStore;
  clock: Clock;
  leaderboardTickMs: number;
  /** The round's shared leaderboard and the leases of its moments: in memory alone, in Redis across processes. */
  board: (roundKey: string) => RoundBoard;
  lease: (key: string) => RoundLease;
  /** In step, how each reveal's counts are summed over the round's processes: alone, or through Redis. */
  tally: (roundKey: string) => RevealTally;
  /** How often the end's lease is renewed while the round is settled (round-clock.ts). */
  leaseRenewMs: number;
  /** The player's seat token in a round: the same on every process and after a restart. */
  resumeTokenOf: (roundKey: string, playerId: string) => string;
  /** The key that seals a round's questions until its start: the same on every process, so any one's opens. */
  sealKeyOf: (roundKey: string) => Uint8Array<ArrayBuffer>;
  /** How long the settler waits at the end for answers other processes are storing (and a reveal for their counts). */
  closeGraceMs: number;
  /** After the round's plays are stored final (its board then shows them). */
  onSettled: (round: RoundRef) => void;
  /** After an answer is stored (a hosted round may then move on by itself: hosted-rooms.ts). */
  onAnswerStored?: (round: RoundRef) => void;
  onClosed: (roundKey: string) => void;
  onError: (error: unknown) => void;
}

/** How often a process waiting for a moment's lease asks again: a settler that died is replaced this soon. */
const MOMENT_RETRY_MS = 200;

/**
 * How long before the start its key goes out: long enough to reach every player of the room by then (writing
 * to 5,000 sockets takes about 100 ms). Clients open the questions at the start by the server's clock; the
 * server refuses answers before it.
 */
export function preRollMsFor(players: number): number {
  return Math.min(600, Math.max(100, players * 0.08));
}

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

export class RoundRoom {
  readonly gameId: string;
  /** The round's key: its room, board, leases and seat tokens are its own (a game may have many rounds). */
  readonly key: string;
  readonly round: RoundRef;
  readonly startsAt: number;
  private readonly engine: RoundEngine;
  /** Set when the round plays its questions in step (a quiz whose creator chose it); null for a free round. */
  private readonly inStep: InStepPlan | null;
  /**
   * The live board between answers, in a free round only (in step the reveals carry it). It holds revealed points
   * only (the engine's `revealed`), so in a free round it shows who plays and no score before the end.
   */
  private readonly liveBoard: LiveBoard | null;
  /** A scheduled round's waiting room (a hosted round has its own lobby). */
  private readonly lobby: RoundLobby | null;
  private readonly seats: Seating;
  private readonly timers: ReturnType<Clock['setTimeout']>[] = [];
  private readonly board: RoundBoard;
  /** In step: this process's part of each reveal, and how the parts are summed. */
  private readonly choices = new ChoiceCounts();
  private readonly tally: RevealTally;
  /** Who sends the start, and who settles the end: taken at each moment by one process (round-clock.ts). */
  private readonly startLease: RoundLease;
  private readonly endLease: RoundLease;
  private readonly moments: MomentDeps;
  /** In step, the questions opened and revealed here: a host's skip re-arms the moments, never twice the same. */
  private readonly announced = new Set<string>();
  private disposed = false;
  private startSent = false;
  private ended: Promise<void> | undefined;

  private constructor(
    private readonly game: GameRecord,
    private readonly questions: PlayQuestionSet,
    private readonly sealed: { sealed: string; key: string },
    engine: RoundEngine,
    inStep: InStepPlan | null,
    private readonly deps: RoomDeps,
    round: RoundRef,
  ) {
    this.gameId = game.id;
    this.round = round;
    this.key = round.key;
    this.engine = engine;
    this.inStep = inStep;
    this.startsAt = engine.rules.window.startsAt;
    const { db, clock, resumeTokenOf } = deps;
    this.seats = new Seating({ db, round, engine, clock, resumeTokenOf });
    this.board = deps.board(round.key);
    this.tally = deps.tally(round.key);
    this.liveBoard = this.inStep ? null : this.newLiveBoard();
    this.lobby = round.kind === 'RAPID' ? this.newLobby() : null;
    this.startLease = deps.lease(`${round.key}:start`);
    this.endLease = deps.lease(round.key);
    const { leaseRenewMs: renewMs, onError } = deps;
    this.moments = { renewMs, retryMs: MOMENT_RETRY_MS, stopped: () => this.disposed, onError };
  }

  static async open(game: GameRecord, round: RoundRef, timing: RoundTimingPlan, deps: RoomDeps): Promise<RoundRoom> {
    const questions = await loadPlayQuestions(deps.db, game);
    const engine = new RoundEngine(rulesOf(game, questions, timing));
    engine.applySkips(timing.skips);
    engine.closeAt(timing.endsAt);
    const visible = questions.visible;
    const inStep = engine.schedule && inStepQuestions(visible) ? new InStepPlan(engine, visible) : null;
    // In step, the start's key opens the first question only: each later one goes out as it opens.
    const sealed = await sealQuestions(inStep?.first ?? visible, deps.sealKeyOf(round.key));
    const room = new RoundRoom(game, questions, sealed, engine, inStep, deps, round);
    if (inStep) await room.tally.join();
    // A restarted server carries on with everyone already seated, and their scores go back on the board.
    for (const seat of await room.seats.restore()) void room.publish(seat);
    room.schedule();
    return room;
  }

  get phase(): ClockPhase {
    return this.engine.phase(this.deps.clock.now());
  }

  /** The round's end as it stands: sooner once a hosted round's host skips ahead or ends it. */
  get endsAt(): number {
    return this.engine.window.endsAt;
  }

  /**
   * A hosted round's host moved on (read from storage, so every process and a restart apply the same): the
   * schedule and the end move, the timers follow, and the players here get the new moments.
   */
  moved(timing: Pick<RoundTimingPlan, 'skips' | 'endsAt'>) {
    if (this.engine.hasEnded) return;
    this.engine.applySkips(timing.skips);
    this.engine.closeAt(timing.endsAt);
    this.stopTimers();
    this.timers.length = 0;
    if (this.deps.clock.now() >= this.endsAt) {
      void this.end();
      return;
    }
    this.schedule({ catchUp: true });
    const schedule = this.engine.schedule ?? [];
    const moves = { roundId: this.round.roundId, gameId: this.gameId, endsAt: this.endsAt, schedule: [...schedule] };
    this.deps.io.local.to(roomOf(this.key)).emit('round:rescheduled', moves);
  }

  get playerCount(): number {
    return this.seats.size;
  }

  get channelId(): string {
    return this.game.channel_id;
  }

  /** Arms the round's moments; `catchUp` (after a host's skip) also arms reveals whose lock has just passed. */
  private schedule({ catchUp = false } = {}) {
    const at = (time: number, run: () => void) => {
      this.timers.push(this.deps.clock.setTimeout(run, Math.max(0, time - this.deps.clock.now())));
    };
    // The pre-roll is settled a second ahead, once (nearly) everyone who will be there at the start has joined:
    // by the whole room's size, on every process.
    if (this.deps.clock.now() < this.startsAt) {
      at(this.startsAt - 1_000, () => {
        void this.board
          .players()
          .catch((error: unknown) => {
            this.deps.onError(error);
            return this.seats.size;
          })
          .then((players) => at(this.startsAt - preRollMsFor(players), () => void this.start()));
      });
    }
    at(this.endsAt, () => void this.end());
    this.lobby?.start();
    this.liveBoard?.start(Math.max(0, this.startsAt - this.deps.clock.now()));
    // In step, every process arms the same moments and writes to its own sockets: no lease is needed.
    for (const { opensAt, locksAt, closesAt, question } of this.engine.schedule ?? []) {
      const now = this.deps.clock.now();
      if (!catchUp && locksAt <= now) continue;
      if (closesAt > now && !this.announced.has(`open:${question}`)) at(opensAt, () => this.openQuestion(question));
      if (!this.announced.has(`reveal:${question}`)) {
        at(locksAt + IN_STEP_RULES.lateAnswerMs, () => void this.reveal(question).catch(this.deps.onError));
      }
    }
  }

  /** One process unlocks everyone's sealed questions at once; with several processes the adapter carries it. */
  private async start() {
    const mine = await takeMoment(this.startLease, () => this.deps.clock.now() >= this.endsAt, this.moments);
    this.startSent = true;
    if (!mine) return;
    this.deps.io.to(roomOf(this.key)).emit('round:start', { gameId: this.gameId, startsAt: this.startsAt, key: this.sealed.key });
  }

  /** In step: the question opens for everyone here, the question alone. */
  private openQuestion(question: number) {
    const step = this.inStep?.step(question);
    if (!step || this.engine.hasEnded || this.announced.has(`open:${question}`)) return;
    this.announced.add(`open:${question}`);
    this.deps.io.local.to(roomOf(this.key)).emit('round:question', { gameId: this.gameId, ...step.window, item: step.item });
  }

  /**
   * In step, just after a question's lock (late answers sent before it have arrived): no more answers for it here;
   * once those in flight are stored, this process's players who scored go on the shared board, and its part of
   * the counts is given. The facts, the same on every process, go to the whole room encoded once, then each player
   * here gets their own line: their answer, points, score and rank.
   */
  private async reveal(question: number) {
    const step = this.inStep?.step(question);
    if (!this.inStep || !step || this.engine.hasEnded || this.announced.has(`reveal:${question}`)) return;
    this.announced.add(`reveal:${question}`);
    this.engine.lock(question);
    const startedAt = performance.now();
    await this.deps.store.drain();
    revealStages.since('drain', startedAt);
    // A timer may fire a millisecond before the app's clock reaches its moment: the engine shows nothing before it.
    const revealAt = step.window.locksAt + IN_STEP_RULES.lateAnswerMs;
    if (this.deps.clock.now() < revealAt) await pause(this.deps.clock, revealAt - this.deps.clock.now());
    const questionId = step.item.question_id;
    const now = this.deps.clock.now();
    const factsAt = performance.now();
    // Each player here once: their answer to this question and their placing with it, as the engine shows them now.
    const placed = this.seats.all().map((seat) => ({
      seat,
      playerId: seat.playerId,
      mine: this.engine.shownAnswer(seat.playerId, questionId, now),
      placing: this.engine.placing(seat.playerId, now),
    }));
    const scorers = placed.filter(({ mine }) => (mine?.points ?? 0) > 0);
    await Promise.all(scorers.map(({ seat, placing }) => this.record(seat, placing)));
    const sources = { db: this.deps.db, tally: this.tally, round: this.round, board: this.board };
    const facts = await revealFacts(sources, this.gameId, step, this.choices.take(questionId));
    this.inStep.revealed(question, facts);
    const scored = placed.filter(({ placing }) => placing.score > 0);
    const ranks = await this.board.ranks(scored.map(({ playerId }) => playerId));
    for (const { seat, playerId } of scored) seat.rank = ranks.get(playerId) ?? null;
    revealStages.since('facts', factsAt);
    const local = this.deps.io.local;
    const sendingAt = performance.now();
    await sendWithOwnLines(this.deps.io, placed, { event: 'round:reveal', payload: [facts] }, {
      event: 'round:verdict',
      lineOf: ({ seat, mine, placing }) => [{ gameId: this.gameId, questionId, ...lineWith(seat, mine, placing) }],
    });
    revealStages.since('send', sendingAt);
    revealStages.since('total', startedAt);
    // A hosted round's big screen shows the reveal too: the same facts, without anyone's own line.
    const { roundId } = this.round;
    if (roundId) {
      const { answer, counts, top, players } = facts;
      local.to(hostRoomOf(this.key)).emit('host:reveal', { roundId, ...step.window, questionId, answer, counts, top, players });
    }
  }

  /** A player's own line of a question's reveal, by what the engine may show now. */
  private lineOf(seat: Seat, questionId: string): RevealLine {
    const now = this.deps.clock.now();
    const mine = this.engine.shownAnswer(seat.playerId, questionId, now);
    return lineWith(seat, mine, this.engine.placing(seat.playerId, now));
  }

  /** Seats a player (or finds their seat again, from storage after a restart) and says where the round is. */
  async join(playerId: string, resumeToken?: string): Promise<RoundState> {
    if (resumeToken !== undefined && resumeToken !== this.deps.resumeTokenOf(this.key, playerId)) {
      throw new RoundError('BAD_PAYLOAD', 'This resume token is not yours');
    }
    if (this.seats.isRemoved(playerId)) throw removedFromRound();
    if (this.phase === 'ended') throw new RoundError('ROUND_OVER', 'This round is over');
    // Read from storage on every join: the player may have answered through another process meanwhile.
    const seat = await this.seats.take(playerId);
    if (this.phase === 'waiting' && !this.startSent) this.lobby?.arrive(seat.playerId, seat.name);
    seat.rank = await this.publish(seat);
    if (this.phase === 'running') this.liveBoard?.sendTo(playerId);
    this.tellStanding(seat);
    return this.stateFor(seat);
  }

  private stateFor(seat: Seat): RoundState {
    const now = this.deps.clock.now();
    // Once the start's key is out, a player joining now gets the questions plain.
    const waiting = this.phase === 'waiting' && !this.startSent;
    const answers = this.engine
      .shownAnswers(seat.playerId, now)
      .map(({ questionId, correct, points }) => ({ questionId, correct, points: toPoints(points) }));
    const state = {
      gameId: this.gameId,
      type: this.game.type,
      phase: this.phase,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
      serverNow: now,
      sealedQuestions: waiting ? this.sealed.sealed : null,
      shuffleSeed: seat.shuffleSeed,
      score: toPoints(this.engine.placing(seat.playerId, now).score),
      rank: this.rankShown(seat),
      resumeToken: seat.resumeToken,
      answers,
      // What the player locked in, without its verdict: the screen shows those questions as answered.
      lockedIn: this.engine.sealedAnswers(seat.playerId, now).map(({ questionId, answer }) => ({ questionId, answer })),
    };
    if (!this.inStep) return { ...state, questions: waiting ? null : this.questions.visible };
    // In step: the questions opened so far (all of the first once the start's key is out), verdicts once revealed.
    const openedBy = Math.max(now, this.startSent ? this.startsAt : now);
    return {
      ...state,
      questions: waiting ? null : this.inStep.openedAt(openedBy),
      inStep: this.inStep.stateAt(now, seat.playerId, (questionId) => this.lineOf(seat, questionId)),
    };
  }

  /** Checks, stores and scores one answer by the round's rules; resolves only after it is stored. */
  async answer(
    playerId: string,
    questionId: string,
    answer: string,
    measuredLagMs: number,
  ): Promise<AnswerResult | AnswerLocked> {
    const receivedAt = this.deps.clock.now();
    const takingAt = performance.now();
    if (this.seats.isRemoved(playerId)) throw removedFromRound();
    const verdict = this.questions.checks.get(questionId)?.(answer) ?? 'wrong';
    const taken = this.engine.take(playerId, { questionId, answer, verdict }, { receivedAt, measuredLagMs });
    if (!taken.taken) throw answerRefused(taken.refusal);
    const seat = this.seats.get(playerId);
    if (!seat) throw answerRefused('NOT_IN_ROUND');
    let kept = false;
    try {
      const { correct, points, elapsedMs } = taken.answer;
      const answeredAt = new Date(receivedAt);
      const { playId } = seat;
      answerStages.since('take', takingAt);
      const storingAt = performance.now();
      kept = await this.deps.store.store({ playId, questionId, answer, correct, points, elapsedMs, answeredAt });
      answerStages.since('store', storingAt);
      if (!kept) throw answerRefused('ALREADY_ANSWERED');
    } catch (error) {
      // Removed through another process: this one learns it from the seat in storage.
      if (error instanceof RoundError && error.code === 'REMOVED') this.seats.forget(playerId);
      throw error;
    } finally {
      this.engine.settle(playerId, taken.answer, kept);
    }
    const ackingAt = performance.now();
    if (this.inStep) this.choices.add(questionId, playerId, answer);
    this.deps.onAnswerStored?.(this.round);
    const ack = this.engine.ack(playerId, questionId, receivedAt);
    answerStages.since('ack', ackingAt);
    if ('locked' in ack) return ack;
    seat.rank = await this.publish(seat);
    return { ...ack, points: toPoints(ack.points), score: toPoints(ack.score), rank: this.tellStanding(seat) };
  }

  /** A player's rank as they may be told it: once they score (the ranking rule's `liveRank`). */
  private rankShown(seat: Seat): number | null {
    return liveRank(this.engine.placing(seat.playerId, this.deps.clock.now()).score, seat.rank);
  }

  /** The rank a player is told now (in an ack or on joining), noted so the live board does not repeat it soon. */
  private tellStanding(seat: Seat): number | null {
    const rank = this.rankShown(seat);
    const now = this.deps.clock.now();
    const { score } = this.engine.placing(seat.playerId, now);
    if (rank !== null) this.liveBoard?.toldAt(seat.playerId, { rank, score }, now);
    return rank;
  }

  /** Puts a seat's score on the shared board, and gives its rank; a failure there never loses the stored answer. */
  private publish(seat: Seat): Promise<number | null> {
    return this.record(seat, this.engine.placing(seat.playerId, this.deps.clock.now()));
  }

  private async record({ playerId, name, simulated }: Seat, { score, reachedMs }: Placing): Promise<number | null> {
    return this.board.record({ playerId, name, simulated, score, reachedMs }).catch((error: unknown) => {
      this.deps.onError(error);
      return null;
    });
  }

  /** The top of the round's shared board, as the big screen and watchers show it. */
  top(size: number) {
    return this.board.top(size, toPoints);
  }

  private newLobby(): RoundLobby {
    const { io, clock, onError } = this.deps;
    return new RoundLobby({
      gameId: this.gameId,
      roundKey: this.key,
      io,
      board: this.board,
      clock,
      questions: this.engine.rules.questionIds.length,
      waiting: () => this.phase === 'waiting' && !this.startSent && !this.disposed,
      onError,
    });
  }

  private newLiveBoard(): LiveBoard {
    const { io, clock, leaderboardTickMs: baseTickMs, onError } = this.deps;
    return new LiveBoard({
      gameId: this.gameId,
      roundKey: this.key,
      io,
      board: this.board,
      clock,
      baseTickMs,
      onError,
      players: () => this.seats.size,
      running: () => this.phase === 'running',
      // Nobody has points to rank before any verdict may be shown (in a free round, its end): no pass over the seats.
      scored: () => {
        if (!this.engine.showsAny(clock.now())) return [];
        return this.seats.all()
          .map(({ playerId }) => ({ playerId, score: this.engine.placing(playerId, clock.now()).score }))
          .filter((player) => player.score > 0);
      },
      setRank: (playerId, rank) => {
        const seat = this.seats.get(playerId);
        if (seat) seat.rank = rank;
      },
    });
  }

  /** What watchers see of this round now, the same from every process; the channel's name comes from whoever asks. */
  async figures(channelName: string): Promise<RoomFigures> {
    const now = this.deps.clock.now();
    const [board, stored] = await Promise.all([
      this.board.top(TOP_SIZE, toPoints),
      roundAnswerCounts(this.deps.db, this.round, new Date(now - RATE_WINDOW_MS)),
    ]);
    return {
      gameId: this.gameId,
      ...(this.round.roundId ? { roundId: this.round.roundId } : {}),
      gameName: this.game.game_name,
      channelId: this.game.channel_id,
      channelName,
      type: this.game.type,
      phase: this.phase,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
      players: board.players,
      connected: this.deps.io.sockets.adapter.rooms.get(roomOf(this.key))?.size ?? 0,
      ...answerFigures(stored, this.questions.visible.questions, (question) => this.engine.revealed(question, now)),
      top: board.top,
    };
  }

  /**
   * Takes a player out of the round for good: the removal is stored with their seat, so they stay out when they
   * reconnect, to this process or any other, and after a restart.
   */
  async remove(playerId: string, reason: string): Promise<void> {
    this.seats.forget(playerId);
    this.choices.forget(playerId);
    this.lobby?.leave(playerId);
    await removeFromRound({ ...this.deps, board: () => this.board }, this.round, playerId, reason);
  }

  /** Out of this round for good, as stored elsewhere (a hosted round's host removed them through another process). */
  forget(playerId: string) {
    this.seats.forget(playerId);
    this.choices.forget(playerId);
    this.lobby?.leave(playerId);
  }

  /** In step, the question open for answers at `now` (its place and id), else null. */
  /** Whether the round plays free (every question open at once: a kriss-kross race), not in step. */
  get playsFree(): boolean {
    return this.inStep === null;
  }

  /** How many questions the round has. */
  get questionCount(): number {
    return this.engine.rules.questionIds.length;
  }

  questionOpenAt(now: number): { question: number; questionId: string } | null {
    const moment = this.engine.moment(now);
    if (moment?.phase !== 'running' || moment.stage !== 'open') return null;
    const questionId = this.engine.rules.questionIds[moment.question];
    return questionId === undefined ? null : { question: moment.question, questionId };
  }

  /** Whether this process holds the player's seat in this round. */
  holdsSeat(playerId: string): boolean {
    return this.seats.get(playerId) !== undefined;
  }

  isRemoved(playerId: string): boolean {
    return this.seats.isRemoved(playerId);
  }

  /** Ends the round once (the engine says when it is the first time): every acknowledged answer counts. */
  end(): Promise<void> {
    if (this.engine.end()) this.ended = this.finish().catch(this.deps.onError);
    return this.ended ?? Promise.resolve();
  }

  private async finish() {
    this.stopTimers();
    await this.deps.store.drain();
    const round = { ref: this.round, channelId: this.game.channel_id, endsAt: this.endsAt };
    await inTurn(this.endLease, () => settleRound({ ...this.deps, board: this.board }, round), this.moments);
    await this.tally.leave().catch(this.deps.onError);
    this.deps.onClosed(this.key);
  }

  /** Stops timers without ending the round (the server is shutting down; storage keeps every answer). */
  dispose() {
    this.disposed = true;
    this.stopTimers();
  }

  private stopTimers() {
    for (const timer of this.timers) this.deps.clock.clear(timer);
    this.liveBoard?.stop();
    this.lobby?.stop();
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

/** The rules a round is played by: its window, its questions, and in step or free (shared/rules/round). */
function rulesOf(game: GameRecord, questions: PlayQuestionSet, timing: RoundTimingPlan) {
  const visible = questions.visible;
  const inStep = timing.inStep && inStepQuestions(visible) && visible.questions.length > 0;
  // The questions in their order: what the checks know (a quiz's questions, a grid's words).
  return { window: timing.window, questionIds: [...questions.checks.keys()], inStep, gameScore: game.score };
}

/** A scheduled round's timing: its game's window and round style; its moves are none. */
export function scheduledTiming(game: GameRecord, window: RoundWindow): RoundTimingPlan {
  return { window, inStep: playsInStep(game), skips: [], endsAt: window.endsAt };
}
