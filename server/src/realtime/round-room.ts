import type { AnswerResult, RoundState } from '@plw/protocol/socket/round-events';
import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { sealQuestions } from '@plw/protocol/socket/sealed';
import { type LagBudget, newLagBudget, refundLag } from '@plw/shared/rules/lag-budget';
import { rapidPoints, toPoints } from '@plw/shared/rules/scoring';
import { seedFromText } from '@plw/shared/rules/seed';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { GameRecord } from '../domains/games/repository.ts';
import { displayName, finishRound, type Play, roundStandings, startPlay } from '../domains/plays/repository.ts';
import type { AnswerStore } from './answer-store.ts';
import { loadPlayQuestions, type PlayQuestionSet } from '../domains/games/play-questions.ts';
import { type RoundServer, playerRoomOf, roomOf } from './round-types.ts';
import { RoundError } from './round-error.ts';
import type { BoardEntry, RoundBoard } from './round-board.ts';
import type { RoundLease } from './round-lease.ts';
import { rankContenders, topLines } from './standings.ts';

// One live round: scheduled → waiting → running → ended, by the server's clock alone. Players hold seats
// (kept across reconnects); answers are checked, stored and acknowledged here; the leaderboard ticks while
// answers arrive; at the end the room stores the final ranks and tells everyone.

export type Phase = 'waiting' | 'running' | 'ended';

export interface RoomDeps {
  db: Kysely<Database>;
  io: RoundServer;
  store: AnswerStore;
  now: () => number;
  leaderboardTickMs: number;
  /** The round's shared leaderboard and its clock's owner: in memory alone, in Redis across processes. */
  board: (gameId: string) => RoundBoard;
  lease: (gameId: string) => RoundLease;
  leaseRenewMs: number;
  /** The player's seat token in a round: the same on every process and after a restart. */
  resumeTokenOf: (gameId: string, playerId: string) => string;
  /** How long the owner waits at the end for answers other processes are still storing. */
  closeGraceMs: number;
  onClosed: (gameId: string) => void;
  onError: (error: unknown) => void;
}

interface Seat extends BoardEntry {
  playId: string;
  resumeToken: string;
  shuffleSeed: number;
  answers: Map<string, { correct: boolean; points: number }>;
  pending: Set<string>;
  lag: LagBudget;
  lastElapsedMs: number;
  rank: number | null;
  sent: { rank: number; score: number } | null;
}

const TOP_SIZE = 10;

export class RoundRoom {
  readonly gameId: string;
  readonly startsAt: number;
  readonly endsAt: number;
  private readonly seats = new Map<string, Seat>();
  private readonly removed = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly board: RoundBoard;
  private readonly lease: RoundLease;
  private owner = false;
  private boardVersion = -1;
  private ticking = false;
  private ended: Promise<void> | undefined;
  /** For watchers: when recent answers arrived, and how each question is going. */
  private readonly recentAnswers: number[] = [];
  private readonly perQuestion = new Map<string, { answered: number; right: number }>();
  private answersTotal = 0;

  private constructor(
    private readonly game: GameRecord,
    private readonly questions: PlayQuestionSet,
    private readonly sealed: { sealed: string; key: string },
    private readonly deps: RoomDeps,
  ) {
    this.gameId = game.id;
    this.startsAt = Date.parse(game.publishing_time ?? '');
    this.endsAt = this.startsAt + (game.game_duration ?? 0) * 1000;
    this.board = deps.board(game.id);
    this.lease = deps.lease(game.id);
  }

  static async open(game: GameRecord, deps: RoomDeps): Promise<RoundRoom> {
    const questions = await loadPlayQuestions(deps.db, game);
    const room = new RoundRoom(game, questions, await sealQuestions(questions.visible), deps);
    await room.restoreSeats();
    room.owner = await room.lease.claim();
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
    if (plays.length === 0) return;
    const answers = await db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .selectAll('answers')
      .where('plays.game_id', '=', this.gameId)
      .where('plays.kind', '=', 'RAPID')
      .execute();
    for (const play of plays) {
      const player = { id: play.player_id, name: play.name, username: play.username, simulated: play.simulated };
      this.seatFrom(player, play, answers.filter((a) => a.play_id === play.id));
    }
  }

  get phase(): Phase {
    const now = this.deps.now();
    if (this.ended || now >= this.endsAt) return 'ended';
    return now < this.startsAt ? 'waiting' : 'running';
  }

  get playerCount(): number {
    return this.seats.size;
  }

  private schedule() {
    const now = this.deps.now();
    const at = (time: number, run: () => void) => this.timers.push(setTimeout(run, Math.max(0, time - now)));
    if (now < this.startsAt) at(this.startsAt, () => void this.start());
    at(this.endsAt, () => void this.end());
    this.timers.push(setInterval(() => void this.tick(), this.deps.leaderboardTickMs));
    this.timers.push(setInterval(() => void this.renewLease(), this.deps.leaseRenewMs));
  }

  private async renewLease() {
    this.owner = await this.lease.claim().catch(() => false);
  }

  /** The owner unlocks everyone's sealed questions at once; with several processes the adapter carries it. */
  private async start() {
    await this.renewLease();
    if (!this.owner) return;
    this.deps.io
      .to(roomOf(this.gameId))
      .emit('round:start', { gameId: this.gameId, startsAt: this.startsAt, key: this.sealed.key });
  }

  /** Seats a player (or finds their seat again, from storage after a restart) and says where the round is. */
  async join(playerId: string, resumeToken?: string): Promise<RoundState> {
    if (resumeToken !== undefined && resumeToken !== this.deps.resumeTokenOf(this.gameId, playerId)) {
      throw new RoundError('BAD_PAYLOAD', 'This resume token is not yours');
    }
    if (this.removed.has(playerId)) throw new RoundError('REMOVED', 'You were removed from this round');
    if (this.phase === 'ended') throw new RoundError('ROUND_OVER', 'This round is over');
    // Read from storage on every join: the player may have answered through another process meanwhile.
    const pending = this.seats.get(playerId)?.pending;
    const seat = await this.loadSeat(playerId);
    if (pending) seat.pending = pending;
    return this.stateFor(seat);
  }

  private async loadSeat(playerId: string): Promise<Seat> {
    const { db } = this.deps;
    const player = await db
      .selectFrom('players')
      .select(['id', 'name', 'username', 'simulated'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    const play = await startPlay(db, this.gameId, playerId, 'RAPID', new Date(this.deps.now()));
    const stored = await db.selectFrom('answers').selectAll().where('play_id', '=', play.id).execute();
    return this.seatFrom(player, play, stored);
  }

  private seatFrom(
    player: { id: string; name: string | null; username: string | null; simulated: number },
    play: Play,
    stored: readonly { question_id: string; correct: number; points: number; elapsed_ms: number }[],
  ): Seat {
    const seat: Seat = {
      playerId: player.id,
      name: displayName({ player_id: player.id, name: player.name, username: player.username }),
      simulated: player.simulated === 1,
      score: play.score,
      lastScoredMs: Math.max(0, ...stored.filter((a) => a.points > 0).map((a) => a.elapsed_ms)),
      playId: play.id,
      resumeToken: this.deps.resumeTokenOf(this.gameId, player.id),
      shuffleSeed: seedFromText(play.id),
      answers: new Map(stored.map((a) => [a.question_id, { correct: a.correct === 1, points: a.points }])),
      pending: new Set(),
      lag: newLagBudget(),
      lastElapsedMs: Math.max(0, ...stored.map((a) => a.elapsed_ms)),
      rank: null,
      sent: null,
    };
    this.seats.set(player.id, seat);
    void this.publish(seat);
    return seat;
  }

  private stateFor(seat: Seat): RoundState {
    const waiting = this.phase === 'waiting';
    return {
      gameId: this.gameId,
      type: this.game.type,
      phase: this.phase,
      startsAt: this.startsAt,
      endsAt: this.endsAt,
      serverNow: this.deps.now(),
      questions: waiting ? null : this.questions.visible,
      sealedQuestions: waiting ? this.sealed.sealed : null,
      shuffleSeed: seat.shuffleSeed,
      answers: [...seat.answers].map(([questionId, a]) => ({
        questionId,
        correct: a.correct,
        points: toPoints(a.points),
      })),
      score: toPoints(seat.score),
      rank: seat.rank,
      resumeToken: seat.resumeToken,
    };
  }

  /** Checks, stores and scores one answer; resolves only after it is stored. */
  async answer(playerId: string, questionId: string, answer: string, measuredLagMs: number): Promise<AnswerResult> {
    const receivedAt = this.deps.now();
    const seat = this.seats.get(playerId);
    if (this.removed.has(playerId)) throw new RoundError('REMOVED', 'You were removed from this round');
    if (!seat) throw new RoundError('NOT_IN_ROUND', 'Join the round first');
    if (receivedAt < this.startsAt) throw new RoundError('NOT_STARTED', 'The round has not started yet');
    const { refundMs, budget } = refundLag(seat.lag, measuredLagMs);
    const sentAt = receivedAt - refundMs;
    if (this.ended || sentAt >= this.endsAt) throw new RoundError('ROUND_OVER', 'This round is over');
    const check = this.questions.checks.get(questionId);
    if (!check) throw new RoundError('UNKNOWN_QUESTION', 'No such question in this round');
    if (seat.answers.has(questionId) || seat.pending.has(questionId)) {
      throw new RoundError('ALREADY_ANSWERED', 'This question is already answered');
    }

    seat.lag = budget;
    seat.pending.add(questionId);
    const elapsedMs = sentAt - this.startsAt;
    const correct = check(answer);
    const points = correct ? rapidPoints(this.game.score, elapsedMs, this.endsAt - this.startsAt) : 0;
    try {
      const stored = await this.deps.store.store({
        playId: seat.playId,
        questionId,
        answer,
        correct,
        points,
        elapsedMs,
        answeredAt: new Date(receivedAt),
      });
      if (!stored) throw new RoundError('ALREADY_ANSWERED', 'This question is already answered');
    } finally {
      seat.pending.delete(questionId);
    }
    seat.answers.set(questionId, { correct, points });
    this.count(questionId, correct, receivedAt);
    seat.score += points;
    seat.lastElapsedMs = Math.max(seat.lastElapsedMs, elapsedMs);
    if (points > 0) seat.lastScoredMs = elapsedMs;
    await this.publish(seat);
    return { questionId, correct, points: toPoints(points), score: toPoints(seat.score) };
  }

  /** Puts a seat's score on the shared board; a failure there never loses the stored answer. */
  private async publish(seat: Seat) {
    const { playerId, name, simulated, score, lastScoredMs } = seat;
    await this.board.record({ playerId, name, simulated, score, lastScoredMs }).catch(this.deps.onError);
  }

  private count(questionId: string, correct: boolean, at: number) {
    const figures = this.perQuestion.get(questionId) ?? { answered: 0, right: 0 };
    figures.answered += 1;
    figures.right += correct ? 1 : 0;
    this.perQuestion.set(questionId, figures);
    this.answersTotal += 1;
    this.recentAnswers.push(at);
    if (this.recentAnswers.length > 50_000) this.recentAnswers.splice(0, 25_000);
  }

  /** What watchers see of this round now; the channel's name comes from whoever asks. */
  async figures(channelName: string): Promise<RoomFigures> {
    const now = this.deps.now();
    const windowStart = now - 5_000;
    while ((this.recentAnswers[0] ?? now) < windowStart) this.recentAnswers.shift();
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
      answersPerSecond: this.recentAnswers.length / 5,
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

  /** Takes a player out of the round for good: they stay out when they reconnect. */
  remove(playerId: string, reason: string) {
    this.removed.add(playerId);
    this.seats.delete(playerId);
    const { io } = this.deps;
    io.to(playerRoomOf(playerId)).emit('round:removed', { gameId: this.gameId, reason });
    io.in(playerRoomOf(playerId)).socketsLeave(roomOf(this.gameId));
  }

  isRemoved(playerId: string): boolean {
    return this.removed.has(playerId);
  }

  /**
   * Coalesced leaderboard: at most one broadcast per tick, and only when the board changed. The owner
   * broadcasts the top 10 to the room; every process tells its own players their rank when it moved.
   */
  private async tick() {
    if (this.ticking || this.phase !== 'running') return;
    this.ticking = true;
    try {
      const version = await this.board.version();
      if (version === this.boardVersion) return;
      this.boardVersion = version;
      if (this.owner) {
        const { top, players } = await this.board.top(TOP_SIZE, toPoints);
        this.deps.io.to(roomOf(this.gameId)).emit('round:leaderboard', { gameId: this.gameId, top, players, at: this.deps.now() });
      }
      const ranks = await this.board.ranks([...this.seats.keys()]);
      for (const seat of this.seats.values()) {
        const rank = ranks.get(seat.playerId) ?? null;
        seat.rank = rank;
        if (rank === null || (seat.sent?.rank === rank && seat.sent.score === seat.score)) continue;
        seat.sent = { rank, score: seat.score };
        this.deps.io
          .to(playerRoomOf(seat.playerId))
          .emit('round:standing', { gameId: this.gameId, rank, score: toPoints(seat.score) });
      }
    } catch (error) {
      this.deps.onError(error);
    } finally {
      this.ticking = false;
    }
  }

  /** Ends the round once: waits for every acknowledged answer, stores final ranks, tells everyone. */
  end(): Promise<void> {
    this.ended ??= this.finish().catch(this.deps.onError);
    return this.ended;
  }

  private async finish() {
    for (const timer of this.timers) clearTimeout(timer);
    await this.deps.store.drain();
    await this.renewLease();
    if (this.owner) await this.close();
    this.deps.onClosed(this.gameId);
  }

  /** The owner closes the round for everyone: final ranks from storage, then the final board to each player. */
  private async close() {
    // Other processes refuse answers from the end on; give those already in flight a moment to commit.
    await new Promise((resolve) => setTimeout(resolve, this.deps.closeGraceMs));
    const ranked = rankContenders(await roundStandings(this.deps.db, this.gameId));
    await finishRound(
      this.deps.db,
      this.game.channel_id,
      ranked.map((s, i) => ({
        playId: s.playId,
        playerId: s.playerId,
        rank: i + 1,
        score: s.score,
        timeMs: s.lastAnsweredMs,
      })),
      new Date(this.endsAt),
    );
    const top = topLines(ranked, TOP_SIZE, toPoints);
    ranked.forEach((standing, i) => {
      this.deps.io.to(playerRoomOf(standing.playerId)).emit('round:end', {
        gameId: this.gameId,
        endedAt: this.endsAt,
        top,
        me: { gameId: this.gameId, rank: i + 1, score: toPoints(standing.score) },
      });
    });
    this.deps.io.in(roomOf(this.gameId)).socketsLeave(roomOf(this.gameId));
    await this.board.clear();
    await this.lease.release();
  }

  /** Stops timers without ending the round (the server is shutting down; storage keeps every answer). */
  dispose() {
    for (const timer of this.timers) clearTimeout(timer);
  }
}
