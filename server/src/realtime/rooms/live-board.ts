import type { Leaderboard } from '@plw/protocol/socket/round-events';
import { toPoints } from '@plw/shared/rules/scoring';
import type { RoundBoard } from '../multi-process/round-board.ts';
import { playerRoomOf, roomOf, type RoundServer } from '../transport/round-sockets.ts';
import { sendToEach, sendToRoom } from '../transport/sliced-send.ts';
import type { RoomCore } from './room-deps.ts';
import { TOP_SIZE } from './standings.ts';
import type { Clock } from '../../clock.ts';

// The live board of a free round: on a steady beat, only when the shared board changed, each process writes its
// top 10 to its own sockets, encoded once a slice at a time, and tells only its players whose rank moved, at most
// every 2 s each. A player (re)joining the running round gets the last board on their own: nobody else is sent
// anything for it.

/** A player's own rank is pushed at most this often; every answer's ack carries it too. */
const STANDING_EVERY_MS = 2_000;

/** The leaderboard's tick: 250 ms for a small room, growing to 500 ms at 5,000 players, to bound its cost. */
export function tickMsFor(baseMs: number, players: number): number {
  return Math.min(500, Math.max(baseMs, 250 + players / 20));
}

export interface LiveBoardDeps {
  gameId: string;
  /** The round's key: its room is where the board goes (a hosted round's is its own, not its game's). */
  roundKey: string;
  io: RoundServer;
  board: RoundBoard;
  clock: Clock;
  baseTickMs: number;
  /** The players seated on this process who have scored, with their points now. */
  scored: () => { playerId: string; score: number }[];
  /** How many players this process seats: the beat slows as the room grows. */
  players: () => number;
  /** Keeps a player's rank as the board last gave it, for their state on a rejoin. */
  setRank: (playerId: string, rank: number | null) => void;
  /** Whether the round is running now: the board ticks only then. */
  running: () => boolean;
  onError: (error: unknown) => void;
}

export class LiveBoard {
  /** The standing each player was last told (in an answer's ack, their join or a `round:standing`), and when. */
  private readonly told = new Map<string, { rank: number; score: number; at: number }>();
  /** Some player's rank moved while they were told one too recently: a later tick tells them. */
  private standingsOwed = false;
  private version = -1;
  /** The board as last sent to the room, for a player who joins after it. */
  private last: Leaderboard | null = null;
  private ticking = false;
  private timer: ReturnType<Clock['setTimeout']> | undefined;
  private stopped = false;

  constructor(private readonly deps: LiveBoardDeps) {}

  /** Ticks on a steady beat from `delayMs` on; a tick still writing when the next is due makes that one skip. */
  start(delayMs: number) {
    this.timer = this.deps.clock.setTimeout(() => {
      void this.tick();
      if (!this.stopped) this.start(tickMsFor(this.deps.baseTickMs, this.deps.players()));
    }, delayMs);
  }

  stop() {
    this.stopped = true;
    this.deps.clock.clear(this.timer);
  }

  /** A player (re)joined the running round: their page may have missed the last board, so it goes to them alone. */
  sendTo(playerId: string) {
    if (this.last) this.deps.io.local.to(playerRoomOf(playerId)).emit('round:leaderboard', this.last);
  }

  /** The player was just told this standing (in their ack or their join): no push repeats it soon. */
  toldAt(playerId: string, standing: { rank: number; score: number }, at: number) {
    this.told.set(playerId, { ...standing, at });
  }

  private async tick() {
    if (this.ticking || !this.deps.running()) return;
    this.ticking = true;
    try {
      const version = await this.deps.board.version();
      if (version === this.version) {
        // Nothing new on the board, but a player told their rank shortly before it moved is owed the new one.
        if (this.standingsOwed) await this.sendStandings(this.deps.clock.now());
        return;
      }
      this.version = version;
      const { gameId, roundKey, io, board } = this.deps;
      const { top, players } = await board.top(TOP_SIZE, toPoints);
      const at = this.deps.clock.now();
      this.last = { gameId, top, players, at };
      await sendToRoom(io, roomOf(roundKey), 'round:leaderboard', this.last);
      await this.sendStandings(at);
    } catch (error) {
      this.deps.onError(error);
    } finally {
      this.ticking = false;
    }
  }

  private async sendStandings(now: number) {
    const scored = this.deps.scored();
    const ranks = await this.deps.board.ranks(scored.map((player) => player.playerId));
    const moved: { playerId: string; rank: number; score: number }[] = [];
    this.standingsOwed = false;
    for (const { playerId, score } of scored) {
      const rank = ranks.get(playerId) ?? null;
      this.deps.setRank(playerId, rank);
      const told = this.told.get(playerId);
      if (rank === null || (told?.rank === rank && told.score === score)) continue;
      if (told && now - told.at < STANDING_EVERY_MS) {
        this.standingsOwed = true;
        continue;
      }
      this.told.set(playerId, { rank, score, at: now });
      moved.push({ playerId, rank, score });
    }
    const { gameId, io } = this.deps;
    await sendToEach(moved, ({ playerId, rank, score }) => {
      io.local.to(playerRoomOf(playerId)).emit('round:standing', { gameId, rank, score: toPoints(score) });
    });
  }
}

/**
 * A free round's live board, wired to its room's seats and rules (in step the reveals carry the board). It holds
 * revealed points only (the engine's `revealed`), so in a free round it shows who plays and no score before the end.
 */
export function freeRoundBoard(core: RoomCore): LiveBoard {
  const { engine, seats, deps } = core;
  const { io, clock, leaderboardTickMs: baseTickMs, onError } = deps;
  return new LiveBoard({
    gameId: core.gameId,
    roundKey: core.key,
    io,
    board: core.board,
    clock,
    baseTickMs,
    onError,
    players: () => seats.size,
    running: () => engine.phase(clock.now()) === 'running',
    // Nobody has points to rank before any verdict may be shown (in a free round, its end): no pass over the seats.
    scored: () => {
      if (!engine.showsAny(clock.now())) return [];
      return seats.all()
        .map(({ playerId }) => ({ playerId, score: engine.placing(playerId, clock.now()).score }))
        .filter((player) => player.score > 0);
    },
    setRank: (playerId, rank) => {
      const seat = seats.get(playerId);
      if (seat) seat.rank = rank;
    },
  });
}
