import type { RoundEngine } from '@plw/shared/rules/round/engine';
import { shuffleSeedOf } from '@plw/shared/rules/round/hosted';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RoundRef } from '../../domains/plays/round-ref.ts';
import { roundSeats, type StoredSeat, takeSeats } from '../../domains/plays/round-seats.ts';
import { Batched } from './batched.ts';
import { RoundError } from './round-error.ts';
import { removedFromRound } from './round-removals.ts';
import { type Clock, dateOf } from '../../clock.ts';

// Who holds a seat in a round on this process, and who was taken out of it. A seat comes from storage (on joining,
// and for everyone at once when a room opens after a restart), so a player who answered through another process
// finds their answers here; each seat's answers go to the round engine, the rest of it stays here.

/** What the room keeps of a seated player beside the engine's seat: who they are, and where the board put them. */
export interface Seat {
  playerId: string;
  playId: string;
  name: string;
  simulated: boolean;
  resumeToken: string;
  shuffleSeed: number;
  rank: number | null;
}

export interface SeatingDeps {
  db: Kysely<Database>;
  round: RoundRef;
  engine: RoundEngine;
  clock: Clock;
  resumeTokenOf: (gameId: string, playerId: string) => string;
}

export class Seating {
  private readonly seats = new Map<string, Seat>();
  /** Players removed from this round, as far as this process has seen; storage has them all. */
  private readonly removed = new Set<string>();
  /** Players joining at once are seated together: one transaction for a crowd. */
  private readonly loads = new Batched<string, Seat>(
    (playerIds) => this.load(playerIds),
    // A removed player's stored seat is not taken again (load).
    (playerId) => (this.removed.has(playerId) ? removedFromRound() : new RoundError('NOT_FOUND', 'No such player')),
  );

  constructor(private readonly deps: SeatingDeps) {}

  /** Seats everyone who already played this round, from storage: a restarted server carries on with them. */
  async restore(): Promise<Seat[]> {
    const stored = await roundSeats(this.deps.db, this.deps.round);
    for (const seat of stored) if (seat.removed) this.removed.add(seat.playerId);
    return stored.filter((seat) => !seat.removed).map((seat) => this.seatFrom(seat));
  }

  /** The player's seat, taken now or read again from storage. */
  take(playerId: string): Promise<Seat> {
    return this.loads.get(playerId);
  }

  get(playerId: string): Seat | undefined {
    return this.seats.get(playerId);
  }

  all(): Seat[] {
    return [...this.seats.values()];
  }

  get size(): number {
    return this.seats.size;
  }

  isRemoved(playerId: string): boolean {
    return this.removed.has(playerId);
  }

  /** The player is out of this round for good, here. */
  forget(playerId: string) {
    this.removed.add(playerId);
    this.seats.delete(playerId);
    this.deps.engine.unseat(playerId);
  }

  private async load(playerIds: string[]): Promise<Map<string, Seat>> {
    const { db, round, clock } = this.deps;
    const seats = new Map<string, Seat>();
    for (const stored of await takeSeats(db, round, playerIds, dateOf(clock))) {
      // Removed on another process or before a restart: their seat says so, and they are not seated again.
      if (stored.removed) this.forget(stored.playerId);
      else seats.set(stored.playerId, this.seatFrom(stored));
    }
    return seats;
  }

  private seatFrom(stored: StoredSeat): Seat {
    const { playerId, playId, name, simulated } = stored;
    this.deps.engine.seat(playerId, stored.answers);
    const resumeToken = this.deps.resumeTokenOf(this.deps.round.key, playerId);
    const shuffleSeed = shuffleSeedOf({ roundId: this.deps.round.roundId, playId });
    const seat: Seat = { playerId, playId, name, simulated, resumeToken, shuffleSeed, rank: null };
    this.seats.set(playerId, seat);
    return seat;
  }
}
