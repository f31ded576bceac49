import { LOBBY_ARRIVALS } from '@plw/protocol/socket/round-events';
import type { RoundBoard } from '../multi-process/round-board.ts';
import { roomOf, type RoundServer } from '../transport/round-sockets.ts';
import { sendToRoom } from '../transport/sliced-send.ts';
import type { Clock } from '../../clock.ts';

// A scheduled round's waiting room, Kahoot-style: everyone in it sees how many players are in and who arrived
// last. A room of thousands gets the count and the latest names at most once a second while they change, never
// the whole list per join. Names are the ones the boards show; nothing else about a player goes out.

export const LOBBY_EVERY_MS = 1_000;

export interface RoundLobbyDeps {
  gameId: string;
  roundKey: string;
  io: RoundServer;
  board: RoundBoard;
  clock: Clock;
  questions: number;
  /** Whether the round is still before its start: the lobby speaks only then. */
  waiting: () => boolean;
  onError: (error: unknown) => void;
}

export class RoundLobby {
  /** The latest arrivals on this process, oldest first (a Map keeps insertion order). */
  private readonly arrivals = new Map<string, string>();
  private changed = false;
  private timer: ReturnType<Clock['setTimeout']> | undefined;
  private stopped = false;

  constructor(private readonly deps: RoundLobbyDeps) {}

  /** Beats until the start; a beat with no arrival sends nothing. */
  start() {
    if (this.stopped || !this.deps.waiting()) return;
    this.timer = this.deps.clock.setTimeout(() => {
      void this.send().finally(() => this.start());
    }, LOBBY_EVERY_MS);
  }

  stop() {
    this.stopped = true;
    this.deps.clock.clear(this.timer);
  }

  /** A player took (or took again, perhaps under a new name) their seat before the start. */
  arrive(playerId: string, name: string) {
    this.arrivals.delete(playerId);
    this.arrivals.set(playerId, name);
    if (this.arrivals.size > LOBBY_ARRIVALS) {
      const oldest = this.arrivals.keys().next().value;
      if (oldest !== undefined) this.arrivals.delete(oldest);
    }
    this.changed = true;
  }

  /** A removed player leaves the list. */
  leave(playerId: string) {
    this.changed = this.arrivals.delete(playerId) || this.changed;
  }

  private async send() {
    if (!this.changed || !this.deps.waiting()) return;
    this.changed = false;
    try {
      const { gameId, roundKey, io, board, questions } = this.deps;
      const players = await board.players();
      const arrivals = [...this.arrivals.values()].reverse();
      await sendToRoom(io, roomOf(roundKey), 'round:lobby', { gameId, players, arrivals, questions });
    } catch (error) {
      this.deps.onError(error);
    }
  }
}
