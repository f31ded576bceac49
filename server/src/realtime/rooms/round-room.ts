import type { AnswerLocked, AnswerResult, RoundState } from '@plw/protocol/socket/round-events';
import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { sealQuestions } from '@plw/protocol/socket/sealed';
import { RoundEngine } from '@plw/shared/rules/round/engine';
import { inStepQuestions } from '@plw/shared/rules/round/type-rules';
import type { ClockPhase } from '@plw/shared/rules/round/schedule';
import type { PlayQuestionSet } from '../../domains/games/play-questions.ts';
import type { GameRecord } from '../../domains/games/repository.ts';
import type { RoundRef } from '../../domains/plays/round-ref.ts';
import { loadPlayQuestions } from '../../question-types/registry.ts';
import { RoundLobby } from '../lobbies/round-lobby.ts';
import type { RevealTally } from '../multi-process/reveal-tally.ts';
import { roomOf } from '../transport/round-sockets.ts';
import { roundFigures } from '../watchers/round-figures.ts';
import { takeAnswer } from './answer-taking.ts';
import { InStepPlan } from './in-step-plan.ts';
import { InStepSequence } from './in-step-sequence.ts';
import { freeRoundBoard, type LiveBoard } from './live-board.ts';
import type { RoomCore, RoomDeps } from './room-deps.ts';
import { RoundError } from './round-error.ts';
import { removedFromRound, removeFromRound } from './round-removals.ts';
import { settleRound } from './round-settlement.ts';
import { roundStateFor } from './round-state.ts';
import { RoundMoments } from './round-moments.ts';
import { roundRules, type RoundTimingPlan } from './round-timing.ts';
import { SeatStandings } from './seat-standings.ts';
import { Seating } from './seating.ts';

// Rooms: the live rounds this process runs (round-registry.ts opens and closes them). A room is one live round on
// this process: the shell around its rules (shared/rules/round/engine.ts). The engine decides; the room keeps the
// time (its timers, and the leases that let one process send the start and settle the end: round-moments.ts),
// reads and writes storage, and talks to sockets. Players hold seats here, kept across reconnects.

export class RoundRoom {
  readonly gameId: string;
  /** The round's key: its room, board, leases and seat tokens are its own (a game may have many rounds). */
  readonly key: string;
  readonly round: RoundRef;
  readonly startsAt: number;
  private readonly core: RoomCore;
  /** Set when the round plays its questions in step (a quiz whose creator chose it); null for a free round. */
  private readonly steps: InStepSequence | null;
  /** The live board between answers, in a free round only (in step the reveals carry it). */
  private readonly liveBoard: LiveBoard | null;
  /** A scheduled round's waiting room (a hosted round has its own lobby). */
  private readonly lobby: RoundLobby | null;
  private readonly standings: SeatStandings;
  /** In step: how this process's part of each reveal and the others' are summed. */
  private readonly tally: RevealTally;
  private readonly moments: RoundMoments;
  private disposed = false;
  private ended: Promise<void> | undefined;

  private constructor(
    game: GameRecord,
    questions: PlayQuestionSet,
    private readonly sealed: { sealed: string; key: string },
    engine: RoundEngine,
    inStep: InStepPlan | null,
    private readonly deps: RoomDeps,
    round: RoundRef,
  ) {
    this.gameId = game.id;
    this.round = round;
    this.key = round.key;
    this.startsAt = engine.rules.window.startsAt;
    const { db, clock, resumeTokenOf } = deps;
    const seats = new Seating({ db, round, engine, clock, resumeTokenOf });
    const board = deps.board(round.key);
    this.core = { game, round, gameId: game.id, key: round.key, engine, questions, seats, board, deps };
    this.tally = deps.tally(round.key);
    this.liveBoard = inStep ? null : freeRoundBoard(this.core);
    this.standings = new SeatStandings(this.core, this.liveBoard);
    this.steps = inStep ? new InStepSequence(this.core, inStep, this.tally, this.standings) : null;
    this.lobby = round.kind === 'RAPID' ? this.newLobby() : null;
    const { lobby, liveBoard, steps } = this;
    const [stopped, end] = [() => this.disposed, () => void this.end()];
    this.moments = new RoundMoments(this.core, { lobby, liveBoard, steps, startKey: sealed.key, stopped, end });
  }

  static async open(game: GameRecord, round: RoundRef, timing: RoundTimingPlan, deps: RoomDeps): Promise<RoundRoom> {
    const questions = await loadPlayQuestions(deps.db, game);
    const engine = new RoundEngine(roundRules(game, questions, timing));
    engine.applySkips(timing.skips);
    engine.closeAt(timing.endsAt);
    const visible = questions.visible;
    const inStep = engine.schedule && inStepQuestions(visible) ? new InStepPlan(engine, visible) : null;
    // In step, the start's key opens the first question only: each later one goes out as it opens.
    const sealed = await sealQuestions(inStep?.first ?? visible, deps.sealKeyOf(round.key));
    const room = new RoundRoom(game, questions, sealed, engine, inStep, deps, round);
    if (inStep) await room.tally.join();
    // A restarted server carries on with everyone already seated, and their scores go back on the board.
    for (const seat of await room.core.seats.restore()) void room.standings.publish(seat);
    room.moments.arm();
    return room;
  }

  get phase(): ClockPhase {
    return this.core.engine.phase(this.deps.clock.now());
  }

  /** The round's end as it stands: sooner once a hosted round's host skips ahead or ends it. */
  get endsAt(): number {
    return this.core.engine.window.endsAt;
  }

  /**
   * A hosted round's host moved on (read from storage, so every process and a restart apply the same): the
   * schedule and the end move, the timers follow, and the players here get the new moments.
   */
  moved(timing: Pick<RoundTimingPlan, 'skips' | 'endsAt'>) {
    const { engine } = this.core;
    if (engine.hasEnded) return;
    engine.applySkips(timing.skips);
    engine.closeAt(timing.endsAt);
    this.moments.stop();
    if (this.deps.clock.now() >= this.endsAt) {
      void this.end();
      return;
    }
    this.moments.arm({ catchUp: true });
    const schedule = engine.schedule ?? [];
    const moves = { roundId: this.round.roundId, gameId: this.gameId, endsAt: this.endsAt, schedule: [...schedule] };
    this.deps.io.local.to(roomOf(this.key)).emit('round:rescheduled', moves);
  }

  get playerCount(): number {
    return this.core.seats.size;
  }

  get channelId(): string {
    return this.core.game.channel_id;
  }

  /** Seats a player (or finds their seat again, from storage after a restart) and says where the round is. */
  async join(playerId: string, resumeToken?: string): Promise<RoundState> {
    const { seats } = this.core;
    if (resumeToken !== undefined && resumeToken !== this.deps.resumeTokenOf(this.key, playerId)) {
      throw new RoundError('BAD_PAYLOAD', 'This resume token is not yours');
    }
    if (seats.isRemoved(playerId)) throw removedFromRound();
    if (this.phase === 'ended') throw new RoundError('ROUND_OVER', 'This round is over');
    // Read from storage on every join: the player may have answered through another process meanwhile.
    const seat = await seats.take(playerId);
    if (this.phase === 'waiting' && !this.moments.startSent) this.lobby?.arrive(seat.playerId, seat.name);
    seat.rank = await this.standings.publish(seat);
    if (this.phase === 'running') this.liveBoard?.sendTo(playerId);
    this.standings.tellStanding(seat);
    const { startSent } = this.moments;
    const rank = this.standings.rankShown(seat);
    return roundStateFor(this.core, seat, { startSent, sealed: this.sealed.sealed, rank, steps: this.steps });
  }

  /** Checks, stores and scores one answer by the round's rules; resolves only after it is stored. */
  answer(
    playerId: string,
    questionId: string,
    answer: string,
    measuredLagMs: number,
  ): Promise<AnswerResult | AnswerLocked> {
    const parts = { standings: this.standings, steps: this.steps };
    return takeAnswer(this.core, parts, { playerId, questionId, answer, measuredLagMs });
  }

  /** The top of the round's shared board, as the big screen and watchers show it. */
  top(size: number) {
    return this.standings.top(size);
  }

  private newLobby(): RoundLobby {
    const { io, clock, onError } = this.deps;
    return new RoundLobby({
      gameId: this.gameId,
      roundKey: this.key,
      io,
      board: this.core.board,
      clock,
      questions: this.core.engine.rules.questionIds.length,
      waiting: () => this.phase === 'waiting' && !this.moments.startSent && !this.disposed,
      onError,
    });
  }

  /** What watchers see of this round now, the same from every process; the channel's name comes from whoever asks. */
  figures(channelName: string): Promise<RoomFigures> {
    return roundFigures(this.core, channelName);
  }

  /**
   * Takes a player out of the round for good: the removal is stored with their seat, so they stay out when they
   * reconnect, to this process or any other, and after a restart.
   */
  async remove(playerId: string, reason: string): Promise<void> {
    this.forget(playerId);
    await removeFromRound({ ...this.deps, board: () => this.core.board }, this.round, playerId, reason);
  }

  /** Out of this round for good, as stored elsewhere (a hosted round's host removed them through another process). */
  forget(playerId: string) {
    this.core.seats.forget(playerId);
    this.steps?.forget(playerId);
    this.lobby?.leave(playerId);
  }

  /** Whether the round plays free (every question open at once: a kriss-kross race), not in step. */
  get playsFree(): boolean {
    return this.steps === null;
  }

  /** How many questions the round has. */
  get questionCount(): number {
    return this.core.engine.rules.questionIds.length;
  }

  /** In step, the question open for answers at `now` (its place and id), else null. */
  questionOpenAt(now: number): { question: number; questionId: string } | null {
    const { engine } = this.core;
    const moment = engine.moment(now);
    if (moment?.phase !== 'running' || moment.stage !== 'open') return null;
    const questionId = engine.rules.questionIds[moment.question];
    return questionId === undefined ? null : { question: moment.question, questionId };
  }

  /** Whether this process holds the player's seat in this round. */
  holdsSeat(playerId: string): boolean {
    return this.core.seats.get(playerId) !== undefined;
  }

  isRemoved(playerId: string): boolean {
    return this.core.seats.isRemoved(playerId);
  }

  /** Ends the round once (the engine says when it is the first time): every acknowledged answer counts. */
  end(): Promise<void> {
    if (this.core.engine.end()) this.ended = this.finish().catch(this.deps.onError);
    return this.ended ?? Promise.resolve();
  }

  private async finish() {
    this.moments.stop();
    await this.deps.store.drain();
    const round = { ref: this.round, channelId: this.core.game.channel_id, endsAt: this.endsAt };
    await this.moments.settleInTurn(() => settleRound({ ...this.deps, board: this.core.board }, round));
    await this.tally.leave().catch(this.deps.onError);
    this.deps.onClosed(this.key);
  }

  /** Stops timers without ending the round (the server is shutting down; storage keeps every answer). */
  dispose() {
    this.disposed = true;
    this.moments.stop();
  }
}
