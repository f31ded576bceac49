import type { AnswerLocked, AnswerResult, QuestionReveal, RoundState } from '@plw/protocol/socket/round-events';
import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { sealQuestions } from '@plw/protocol/socket/sealed';
import { type LagBudget, newLagBudget, refundLag } from '@plw/shared/rules/lag-budget';
import { MCQ_ANSWER_MESSAGES } from '@plw/shared/rules/mcq-answer';
import { rapidPoints, toPoints } from '@plw/shared/rules/scoring';
import { type AnswerClock, freeAnswerTiming } from '@plw/shared/rules/round/answer-timing';
import { playsInStep } from '@plw/shared/rules/round/round-style';
import { type ClockPhase, clockPhase, roundWindow } from '@plw/shared/rules/round/schedule';
import { seedFromText } from '@plw/shared/rules/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { GameRecord } from '../domains/games/repository.ts';
import { displayName, finishRound, type Play, roundStandings, startPlays } from '../domains/plays/repository.ts';
import type { AnswerStore } from './answer-store.ts';
import { pushNotifications } from '../domains/notifications/notify.ts';
import { loadPlayQuestions, type PlayQuestionSet } from '../domains/games/play-questions.ts';
import { type RoundServer, playerRoomOf, roomOf } from './round-types.ts';
import { RoundError } from './round-error.ts';
import { removedFromRound, removeFromRound } from './round-removals.ts';
import type { BoardEntry, RoundBoard } from './round-board.ts';
import type { RoundLease } from './round-lease.ts';
import { inTurn, type MomentDeps, takeMoment } from './round-clock.ts';
import { rankContenders, topLines } from './standings.ts';
import { sendToEach, sendToRoom } from './sliced-send.ts';
import { Batched } from './batched.ts';
import { InStepPlan, type InStepStep } from './in-step-plan.ts';
import { readReveal, type RevealFacts, revealView } from './in-step-reveal.ts';

// One live round: scheduled → waiting → running → ended, by the server's clock alone. Players hold seats
// (kept across reconnects); answers are checked, stored and acknowledged here; the leaderboard ticks while
// answers arrive; at the end the room stores the final ranks and tells everyone.

export interface RoomDeps {
  db: Kysely<Database>;
  io: RoundServer;
  store: AnswerStore;
  now: () => number;
  leaderboardTickMs: number;
  /** The round's shared leaderboard and the leases of its moments: in memory alone, in Redis across processes. */
  board: (gameId: string) => RoundBoard;
  lease: (key: string) => RoundLease;
  /** How often the end's lease is renewed while the round is settled (round-clock.ts). */
  leaseRenewMs: number;
  /** The player's seat token in a round: the same on every process and after a restart. */
  resumeTokenOf: (gameId: string, playerId: string) => string;
  /** The key that seals a round's questions until its start: the same on every process, so any one's opens. */
  sealKeyOf: (gameId: string) => Uint8Array<ArrayBuffer>;
  /** How long the settler waits at the end for answers other processes are still storing. */
  closeGraceMs: number;
  /** After the round's plays are stored final (its board then shows them). */
  onSettled: (gameId: string) => void;
  onClosed: (gameId: string) => void;
  onError: (error: unknown) => void;
}

interface Seat extends BoardEntry {
  playId: string;
  resumeToken: string;
  shuffleSeed: number;
  answers: Map<string, { answer: string; correct: boolean; points: number }>;
  pending: Set<string>;
  lag: LagBudget;
  lastElapsedMs: number;
  rank: number | null;
  /** The standing this player was last told (in an answer's ack or a `round:standing`), and when. */
  told: { rank: number; score: number; at: number } | null;
}

/** An answer's place in time: into what it answered (and how long that was open), and into the round. */
type AnswerWindowed = { elapsedMs: number; windowMs: number; roundElapsedMs: number };
type SeatedPlayer = { id: string; name: string | null; username: string | null; simulated: number };
type StoredAnswer = {
  play_id: string;
  question_id: string;
  answer: string;
  correct: number;
  points: number;
  elapsed_ms: number;
};

const TOP_SIZE = 10;
/** Answers per second for watchers: averaged over this many seconds. */
const RATE_WINDOW_SECONDS = 5;
/** A player's own rank is pushed at most this often; every answer's ack carries it too. */
const STANDING_EVERY_MS = 2_000;
/** How often a process waiting for a moment's lease asks again: a settler that died is replaced this soon. */
const MOMENT_RETRY_MS = 200;

/** A player is placed on the live board once they score: until then they tie with everyone else at nothing. */
function placed(seat: Seat, rank: number | null): number | null {
  return seat.score > 0 ? rank : null;
}

/** The leaderboard's tick: 250 ms for a small room, growing to 500 ms at 5,000 players, to bound its cost. */
export function tickMsFor(baseMs: number, players: number): number {
  return Math.min(500, Math.max(baseMs, 250 + players / 20));
}

/**
 * How long before the start its key goes out: long enough to reach every player of the room by then (writing
 * to 5,000 sockets takes about 100 ms). Clients open the questions at the start by the server's clock; the
 * server refuses answers before it.
 */
export function preRollMsFor(players: number): number {
  return Math.min(600, Math.max(100, players * 0.08));
}

/** The in-step plan of a quiz whose creator chose questions in step, and that has a round's window. */
function inStepPlanOf(game: GameRecord, questions: PlayQuestionSet): InStepPlan | null {
  const window = roundWindow(game);
  const visible = questions.visible;
  return window && visible.type === 'Mcq' && visible.questions.length > 0 && playsInStep(game)
    ? new InStepPlan(window, visible)
    : null;
}

export class RoundRoom {
  readonly gameId: string;
  readonly startsAt: number;
  readonly endsAt: number;
  private readonly seats = new Map<string, Seat>();
  /** Players removed from this round, as far as this process has seen; storage has them all. */
  private readonly removed = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private tickTimer: NodeJS.Timeout | undefined;
  private readonly board: RoundBoard;
  /** Who sends the start, and who settles the end: taken at each moment by one process (round-clock.ts). */
  private readonly startLease: RoundLease;
  private readonly endLease: RoundLease;
  private readonly moments: MomentDeps;
  private disposed = false;
  private startSent = false;
  /** Some player's rank moved while they were told one too recently: a later tick tells them. */
  private standingsOwed = false;
  private boardVersion = -1;
  private ticking = false;
  private ended: Promise<void> | undefined;
  /** For watchers: when recent answers arrived, and how each question is going. */
  /** Answers per second of the server's clock, for the last few seconds. */
  private readonly answersBySecond = new Map<number, number>();
  private readonly perQuestion = new Map<string, { answered: number; right: number }>();
  private answersTotal = 0;
  private readonly seatLoads = new Batched<string, Seat>(
    (playerIds) => this.loadSeats(playerIds),
    // A removed player's stored seat is not taken again (loadSeats).
    (playerId) => (this.removed.has(playerId) ? removedFromRound() : new RoundError('NOT_FOUND', 'No such player')),
  );

  private constructor(
    private readonly game: GameRecord,
    private readonly questions: PlayQuestionSet,
    private readonly sealed: { sealed: string; key: string },
    /** Set when the round plays its questions in step (a quiz whose creator chose it); null for a free round. */
    private readonly inStep: InStepPlan | null,
    private readonly deps: RoomDeps,
  ) {
    this.gameId = game.id;
    // The registry opens rooms only for games with a round's window; a game without one ends at once.
    const window = roundWindow(game) ?? { startsAt: Number.NaN, endsAt: Number.NaN };
    this.startsAt = window.startsAt;
    this.endsAt = window.endsAt;
    this.board = deps.board(game.id);
    this.startLease = deps.lease(`${game.id}:start`);
    this.endLease = deps.lease(game.id);
    const { leaseRenewMs: renewMs, onError } = deps;
    this.moments = { renewMs, retryMs: MOMENT_RETRY_MS, stopped: () => this.disposed, onError };
  }

  static async open(game: GameRecord, deps: RoomDeps): Promise<RoundRoom> {
    const questions = await loadPlayQuestions(deps.db, game);
    const inStep = inStepPlanOf(game, questions);
    // In step, the start's key opens the first question only: each later one goes out as it opens.
    const sealed = await sealQuestions(inStep?.first ?? questions.visible, deps.sealKeyOf(game.id));
    const room = new RoundRoom(game, questions, sealed, inStep, deps);
    await room.restoreSeats();
    room.schedule();
    return room;
  }

  /** Seats everyone who already played this round, from storage: a restarted server carries on with them. */
  private async restoreSeats() {
    const { db } = this.deps;
    const plays = await db
      .selectFrom('plays')
      .innerJoin('players', 'players.id', 'plays.player_id')
      .selectAll('plays')
      .select(['players.name', 'players.username', 'players.simulated'])
      .where('plays.game_id', '=', this.gameId)
      .where('plays.kind', '=', 'RAPID')
      .execute();
    for (const play of plays) if (play.removed_at !== null) this.removed.add(play.player_id);
    if (plays.length === 0) return;
    const answers = await db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .selectAll('answers')
      .where('plays.game_id', '=', this.gameId)
      .where('plays.kind', '=', 'RAPID')
      .execute();
    const seats = this.seatAll(
      plays.filter((play) => play.removed_at === null).map((play) => ({
        play,
        player: { id: play.player_id, name: play.name, username: play.username, simulated: play.simulated },
      })),
      answers,
    );
    for (const seat of seats) void this.publish(seat);
  }

  /** Seats a crowd of joining players at once: their plays started and their answers read in one transaction. */
  private async loadSeats(playerIds: string[]): Promise<Map<string, Seat>> {
    const { db } = this.deps;
    const { seated, answers } = await db.transaction().execute(async (trx) => {
      const players = await trx
        .selectFrom('players')
        .select(['id', 'name', 'username', 'simulated'])
        .where('id', 'in', playerIds)
        .execute();
      const plays = await startPlays(trx, this.gameId, players.map((p) => p.id), 'RAPID', new Date(this.deps.now()));
      const seated = players.flatMap((player) => {
        const play = plays.get(player.id);
        // Removed on another process or before a restart: their seat says so, and they are not seated again.
        if (play?.removed_at) this.forget(player.id);
        return play && !play.removed_at ? [{ player, play }] : [];
      });
      const playIds = seated.map(({ play }) => play.id);
      const answers = playIds.length > 0 ? await trx.selectFrom('answers').selectAll().where('play_id', 'in', playIds).execute() : [];
      return { seated, answers };
    });
    return new Map(this.seatAll(seated, answers).map((seat) => [seat.playerId, seat]));
  }

  private seatAll(seated: readonly { player: SeatedPlayer; play: Play }[], answers: readonly StoredAnswer[]): Seat[] {
    const byPlay = new Map<string, StoredAnswer[]>();
    for (const answer of answers) {
      const ofPlay = byPlay.get(answer.play_id);
      if (ofPlay) ofPlay.push(answer);
      else byPlay.set(answer.play_id, [answer]);
    }
    return seated.map(({ player, play }) => this.seatFrom(player, play, byPlay.get(play.id) ?? []));
  }

  get phase(): ClockPhase {
    return this.ended ? 'ended' : clockPhase(this, this.deps.now());
  }

  get playerCount(): number {
    return this.seats.size;
  }

  private schedule() {
    const at = (time: number, run: () => void) => {
      this.timers.push(setTimeout(run, Math.max(0, time - this.deps.now())));
    };
    // The pre-roll is settled a second ahead, once (nearly) everyone who will be there at the start has joined:
    // by the whole room's size, on every process.
    if (this.deps.now() < this.startsAt) {
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
    if (this.inStep) {
      // Every process arms the same moments and writes to its own sockets: no lease, and no live board between
      // reveals (its scores would tell who was right before the lock).
      for (const { opensAt, locksAt, question } of this.inStep.schedule) {
        if (locksAt <= this.deps.now()) continue;
        at(opensAt, () => this.openQuestion(question));
        at(locksAt, () => void this.reveal(question).catch(this.deps.onError));
      }
    } else {
      at(this.startsAt, () => this.tickNext(0));
    }
  }

  /** In step: the question opens for everyone here, the question alone. */
  private openQuestion(question: number) {
    const step = this.inStep?.step(question);
    if (!step || this.ended) return;
    this.deps.io.local.to(roomOf(this.gameId)).emit('round:question', { gameId: this.gameId, ...step.window, item: step.item });
  }

  /**
   * In step, at a question's lock: no more answers for it here, then once those in flight are stored, its reveal is
   * read from storage (the same on every process) and each player here gets it with their own answer and points.
   */
  private async reveal(question: number) {
    const step = this.inStep?.step(question);
    if (!this.inStep || !step || this.ended) return;
    this.inStep.beginReveal(question);
    await this.deps.store.drain();
    // Other processes stop at the same moment; give the answers they already took a moment to commit.
    await new Promise((resolve) => setTimeout(resolve, this.deps.closeGraceMs));
    const facts = await readReveal(this.deps.db, this.gameId, step.item);
    this.inStep.revealed(question, facts);
    const ranks = new Map(facts.ranked.map((standing, i) => [standing.playerId, { standing, rank: i + 1 }]));
    for (const seat of this.seats.values()) {
      const placing = ranks.get(seat.playerId)?.standing;
      seat.score = placing?.score ?? 0;
      seat.reachedMs = placing?.reachedMs ?? 0;
      seat.rank = placed(seat, ranks.get(seat.playerId)?.rank ?? null);
    }
    const local = this.deps.io.local;
    await sendToEach([...this.seats.values()], (seat) => {
      local.to(playerRoomOf(seat.playerId)).emit('round:reveal', this.revealOf(seat, step, facts));
    });
    // Watchers' figures read the shared board: it gets the revealed scores only.
    for (const seat of this.seats.values()) void this.publish(seat);
  }

  private revealOf(seat: Seat, step: InStepStep, facts: RevealFacts): QuestionReveal {
    const me = { playId: seat.playId, score: toPoints(seat.score), rank: seat.rank };
    return revealView(this.gameId, step, facts, me);
  }

  /** Ticks on a steady beat; a tick still writing when the next is due makes that one skip. */
  private tickNext(delayMs: number) {
    this.tickTimer = setTimeout(() => {
      void this.tick();
      if (!this.ended) this.tickNext(tickMsFor(this.deps.leaderboardTickMs, this.seats.size));
    }, delayMs);
  }

  /** One process unlocks everyone's sealed questions at once; with several processes the adapter carries it. */
  private async start() {
    const mine = await takeMoment(this.startLease, () => this.deps.now() >= this.endsAt, this.moments);
    this.startSent = true;
    if (!mine) return;
    this.deps.io
      .to(roomOf(this.gameId))
      .emit('round:start', { gameId: this.gameId, startsAt: this.startsAt, key: this.sealed.key });
  }

  /** Seats a player (or finds their seat again, from storage after a restart) and says where the round is. */
  async join(playerId: string, resumeToken?: string): Promise<RoundState> {
    if (resumeToken !== undefined && resumeToken !== this.deps.resumeTokenOf(this.gameId, playerId)) {
      throw new RoundError('BAD_PAYLOAD', 'This resume token is not yours');
    }
    if (this.removed.has(playerId)) throw removedFromRound();
    if (this.phase === 'ended') throw new RoundError('ROUND_OVER', 'This round is over');
    // Read from storage on every join: the player may have answered through another process meanwhile.
    const pending = this.seats.get(playerId)?.pending;
    const seat = await this.seatLoads.get(playerId);
    if (pending) seat.pending = pending;
    seat.rank = placed(seat, await this.publish(seat));
    if (seat.rank !== null) seat.told = { rank: seat.rank, score: seat.score, at: this.deps.now() };
    return this.stateFor(seat);
  }

  private seatFrom(player: SeatedPlayer, play: Play, stored: readonly StoredAnswer[]): Seat {
    // In step, a question's points count only from its lock on: until then nobody may tell whether it was right.
    const now = this.deps.now();
    const shown = this.inStep ? stored.filter((a) => this.inStep?.isRevealed(a.question_id, now)) : stored;
    const seat: Seat = {
      playerId: player.id,
      name: displayName({ player_id: player.id, name: player.name, username: player.username }),
      simulated: player.simulated === 1,
      score: shown.reduce((sum, a) => sum + a.points, 0),
      reachedMs: Math.max(0, ...shown.filter((a) => a.points > 0).map((a) => a.elapsed_ms)),
      playId: play.id,
      resumeToken: this.deps.resumeTokenOf(this.gameId, player.id),
      shuffleSeed: seedFromText(play.id),
      answers: new Map(
        stored.map((a) => [a.question_id, { answer: a.answer, correct: a.correct === 1, points: a.points }]),
      ),
      pending: new Set(),
      lag: newLagBudget(),
      lastElapsedMs: Math.max(0, ...stored.map((a) => a.elapsed_ms)),
      rank: null,
      told: null,
    };
    this.seats.set(player.id, seat);
    return seat;
  }

  private stateFor(seat: Seat): RoundState {
    // Once the start's key is out, a player joining now gets the questions plain.
    const waiting = this.phase === 'waiting' && !this.startSent;
    const now = this.deps.now();
    const state = {
      gameId: this.gameId,
      type: this.game.type,
      phase: this.phase,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
      serverNow: now,
      sealedQuestions: waiting ? this.sealed.sealed : null,
      shuffleSeed: seat.shuffleSeed,
      score: toPoints(seat.score),
      rank: seat.rank,
      resumeToken: seat.resumeToken,
    };
    const answers = [...seat.answers].map(([questionId, a]) => ({ questionId, ...a, points: toPoints(a.points) }));
    // In step: the questions opened so far (all of the first once the start's key is out), verdicts once revealed.
    if (this.inStep) {
      const opened = waiting ? null : Math.max(now, this.startSent ? this.startsAt : now);
      const view = this.inStep.playerView(now, opened, answers, (step, facts) => this.revealOf(seat, step, facts));
      return { ...state, ...view };
    }
    return {
      ...state,
      questions: waiting ? null : this.questions.visible,
      answers: answers.map(({ questionId, correct, points }) => ({ questionId, correct, points })),
    };
  }

  /** Checks, stores and scores one answer; resolves only after it is stored. */
  async answer(
    playerId: string,
    questionId: string,
    answer: string,
    measuredLagMs: number,
  ): Promise<AnswerResult | AnswerLocked> {
    const receivedAt = this.deps.now();
    const seat = this.seats.get(playerId);
    if (this.removed.has(playerId)) throw removedFromRound();
    if (!seat) throw new RoundError('NOT_IN_ROUND', 'Join the round first');
    const { refundMs, budget } = refundLag(seat.lag, measuredLagMs);
    const timing = this.timingOf(questionId, { receivedAt, sentAt: receivedAt - refundMs });
    const check = this.questions.checks.get(questionId);
    if (!check) throw new RoundError('UNKNOWN_QUESTION', 'No such question in this round');
    const verdict = check(answer);
    if (verdict === 'notAChoice') throw new RoundError('BAD_PAYLOAD', MCQ_ANSWER_MESSAGES.notAChoice);
    if (seat.answers.has(questionId) || seat.pending.has(questionId)) {
      throw new RoundError('ALREADY_ANSWERED', 'This question is already answered');
    }

    seat.lag = budget;
    seat.pending.add(questionId);
    const { elapsedMs, windowMs } = timing;
    const correct = verdict === 'correct';
    // Kahoot's rule within what was answered: the round (free) or the question's own window (in step).
    const points = correct ? rapidPoints(this.game.score, elapsedMs, windowMs) : 0;
    try {
      const stored = await this.deps.store.store({
        playId: seat.playId,
        questionId,
        answer,
        correct,
        points,
        // The ranking's tie-break reads when a player reached their points: time into the round, in both styles.
        elapsedMs: timing.roundElapsedMs,
        answeredAt: new Date(receivedAt),
      });
      if (!stored) throw new RoundError('ALREADY_ANSWERED', 'This question is already answered');
    } catch (error) {
      // Removed through another process: this one learns it from the seat in storage.
      if (error instanceof RoundError && error.code === 'REMOVED') this.forget(playerId);
      throw error;
    } finally {
      seat.pending.delete(questionId);
    }
    seat.answers.set(questionId, { answer, correct, points });
    this.count(questionId, correct, receivedAt);
    // In step the verdict, points and rank wait for the question's reveal, for everyone at once.
    if (this.inStep) return { questionId, locked: true };
    seat.score += points;
    seat.lastElapsedMs = Math.max(seat.lastElapsedMs, elapsedMs);
    if (points > 0) seat.reachedMs = elapsedMs;
    const rank = placed(seat, await this.publish(seat));
    if (rank !== null) seat.told = { rank, score: seat.score, at: receivedAt };
    return { questionId, correct, points: toPoints(points), score: toPoints(seat.score), rank };
  }

  /** Whether an answer is taken now, and how far into its window (and into the round) it was sent. */
  private timingOf(questionId: string, at: AnswerClock): AnswerWindowed {
    if (this.ended) throw new RoundError('ROUND_OVER', 'This round is over');
    const roundElapsedMs = at.sentAt - this.startsAt;
    if (this.inStep) return { ...this.inStep.timing(questionId, at), roundElapsedMs };
    const timing = freeAnswerTiming(this, at);
    if (!timing.accepted && timing.because === 'not-started') {
      throw new RoundError('NOT_STARTED', 'The round has not started yet');
    }
    if (!timing.accepted) throw new RoundError('ROUND_OVER', 'This round is over');
    return { ...timing, roundElapsedMs: timing.elapsedMs };
  }

  /** Puts a seat's score on the shared board, and gives its rank; a failure there never loses the stored answer. */
  private async publish(seat: Seat): Promise<number | null> {
    const { playerId, name, simulated, score, reachedMs } = seat;
    return this.board.record({ playerId, name, simulated, score, reachedMs }).catch((error: unknown) => {
      this.deps.onError(error);
      return null;
    });
  }

  private count(questionId: string, correct: boolean, at: number) {
    const figures = this.perQuestion.get(questionId) ?? { answered: 0, right: 0 };
    figures.answered += 1;
    figures.right += correct ? 1 : 0;
    this.perQuestion.set(questionId, figures);
    this.answersTotal += 1;
    const second = Math.floor(at / 1000);
    this.answersBySecond.set(second, (this.answersBySecond.get(second) ?? 0) + 1);
    this.answersBySecond.delete(second - RATE_WINDOW_SECONDS);
  }

  /** What watchers see of this round now; the channel's name comes from whoever asks. */
  async figures(channelName: string): Promise<RoomFigures> {
    const now = this.deps.now();
    const thisSecond = Math.floor(now / 1000);
    let recent = 0;
    for (let second = thisSecond - RATE_WINDOW_SECONDS + 1; second <= thisSecond; second += 1) {
      recent += this.answersBySecond.get(second) ?? 0;
    }
    const texts: { question_id: string; question: string }[] = this.questions.visible.questions;
    const board = await this.board.top(TOP_SIZE, toPoints);
    return {
      gameId: this.gameId,
      gameName: this.game.game_name,
      channelId: this.game.channel_id,
      channelName,
      type: this.game.type,
      phase: this.phase,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
      players: board.players,
      connected: this.deps.io.sockets.adapter.rooms.get(roomOf(this.gameId))?.size ?? 0,
      answers: this.answersTotal,
      answersPerSecond: recent / RATE_WINDOW_SECONDS,
      questions: texts.map((q) => ({
        questionId: q.question_id,
        question: q.question,
        ...(this.perQuestion.get(q.question_id) ?? { answered: 0, right: 0 }),
      })),
      top: board.top,
    };
  }

  get channelId(): string {
    return this.game.channel_id;
  }

  /**
   * Takes a player out of the round for good: the removal is stored with their seat, so they stay out when they
   * reconnect, to this process or any other, and after a restart.
   */
  async remove(playerId: string, reason: string): Promise<void> {
    this.forget(playerId);
    await removeFromRound(this.deps, this.gameId, playerId, reason);
  }

  private forget(playerId: string) {
    this.removed.add(playerId);
    this.seats.delete(playerId);
  }

  /** Whether this process holds the player's seat in this round. */
  holdsSeat(playerId: string): boolean {
    return this.seats.has(playerId);
  }

  isRemoved(playerId: string): boolean {
    return this.removed.has(playerId);
  }

  /**
   * Coalesced leaderboard: at most one per tick, and only when the board changed. Each process writes the top 10
   * to its own sockets, a slice at a time, and tells its players whose rank moved, at most every 2 s each.
   */
  private async tick() {
    if (this.ticking || this.phase !== 'running') return;
    this.ticking = true;
    try {
      const version = await this.board.version();
      if (version === this.boardVersion) {
        // Nothing new on the board, but a player told their rank shortly before it moved is owed the new one.
        if (this.standingsOwed) await this.sendStandings(this.deps.now());
        return;
      }
      this.boardVersion = version;
      const { top, players } = await this.board.top(TOP_SIZE, toPoints);
      const at = this.deps.now();
      await sendToRoom(this.deps.io, roomOf(this.gameId), 'round:leaderboard', { gameId: this.gameId, top, players, at });
      await this.sendStandings(at);
    } catch (error) {
      this.deps.onError(error);
    } finally {
      this.ticking = false;
    }
  }

  private async sendStandings(now: number) {
    const scored = [...this.seats.values()].filter((seat) => seat.score > 0);
    const ranks = await this.board.ranks(scored.map((seat) => seat.playerId));
    const moved: { seat: Seat; rank: number }[] = [];
    this.standingsOwed = false;
    for (const seat of scored) {
      const rank = ranks.get(seat.playerId) ?? null;
      seat.rank = rank;
      const { told } = seat;
      if (rank === null || (told?.rank === rank && told.score === seat.score)) continue;
      if (told && now - told.at < STANDING_EVERY_MS) {
        this.standingsOwed = true;
        continue;
      }
      seat.told = { rank, score: seat.score, at: now };
      moved.push({ seat, rank });
    }
    const local = this.deps.io.local;
    await sendToEach(moved, ({ seat, rank }) => {
      local.to(playerRoomOf(seat.playerId)).emit('round:standing', { gameId: this.gameId, rank, score: toPoints(seat.score) });
    });
  }

  /** Ends the round once: waits for every acknowledged answer, stores final ranks, tells everyone. */
  end(): Promise<void> {
    this.ended ??= this.finish().catch(this.deps.onError);
    return this.ended;
  }

  private async finish() {
    for (const timer of [...this.timers, this.tickTimer]) clearTimeout(timer);
    await this.deps.store.drain();
    await inTurn(this.endLease, () => this.close(), this.moments);
    this.deps.onClosed(this.gameId);
  }

  /**
   * Settles the round (one process at a time): final ranks from storage, then the final board to each player whose
   * play this settlement finished; a round settled already (by another process, or before a restart) tells nobody.
   */
  private async close() {
    // Other processes refuse answers from the end on; give those already in flight a moment to commit.
    await new Promise((resolve) => setTimeout(resolve, this.deps.closeGraceMs));
    const ranked = rankContenders(await roundStandings(this.deps.db, this.gameId));
    const { finished, notices } = await finishRound(
      this.deps.db,
      { gameId: this.gameId, channelId: this.game.channel_id },
      ranked.map((s, i) => ({
        playId: s.playId,
        playerId: s.playerId,
        rank: i + 1,
        score: s.score,
        correct: s.correct,
        // The board's time is when the player reached their points: the ranking rule's tie-break.
        timeMs: s.reachedMs,
      })),
      new Date(this.endsAt),
    );
    if (finished.size > 0) this.deps.onSettled(this.gameId);
    pushNotifications(this.deps.io, notices);
    const top = topLines(ranked, TOP_SIZE, toPoints);
    const told = ranked.flatMap((standing, i) => (finished.has(standing.playId) ? [{ standing, rank: i + 1 }] : []));
    await sendToEach(told, ({ standing, rank }) => {
      this.deps.io.to(playerRoomOf(standing.playerId)).emit('round:end', {
        gameId: this.gameId,
        endedAt: this.endsAt,
        top,
        me: { gameId: this.gameId, rank, score: toPoints(standing.score) },
      });
    });
    this.deps.io.in(roomOf(this.gameId)).socketsLeave(roomOf(this.gameId));
    await this.board.clear();
  }

  /** Stops timers without ending the round (the server is shutting down; storage keeps every answer). */
  dispose() {
    this.disposed = true;
    for (const timer of [...this.timers, this.tickTimer]) clearTimeout(timer);
  }
}
