import { liveRank, type Placing } from '@plw/shared/rules/ranking';
import { toPoints } from '@plw/shared/rules/scoring';
import type { LiveBoard } from './live-board.ts';
import type { RoomCore } from './room-deps.ts';
import type { Seat } from './seating.ts';

// Each seated player's standing on the round's shared board: their score put there, and their rank as they may be
// told it.

export class SeatStandings {
  constructor(
    private readonly core: RoomCore,
    /** A free round's live board, told each rank a player hears otherwise (null in step: the reveals carry it). */
    private readonly liveBoard: LiveBoard | null,
  ) {}

  /** A player's rank as they may be told it: once they score (the ranking rule's `liveRank`). */
  rankShown(seat: Seat): number | null {
    return liveRank(this.core.engine.placing(seat.playerId, this.core.deps.clock.now()).score, seat.rank);
  }

  /** The rank a player is told now (in an ack or on joining), noted so the live board does not repeat it soon. */
  tellStanding(seat: Seat): number | null {
    const rank = this.rankShown(seat);
    const now = this.core.deps.clock.now();
    const { score } = this.core.engine.placing(seat.playerId, now);
    if (rank !== null) this.liveBoard?.toldAt(seat.playerId, { rank, score }, now);
    return rank;
  }

  /** Puts a seat's score on the shared board, and gives its rank; a failure there never loses the stored answer. */
  publish(seat: Seat): Promise<number | null> {
    return this.record(seat, this.core.engine.placing(seat.playerId, this.core.deps.clock.now()));
  }

  async record({ playerId, name, simulated }: Seat, { score, reachedMs }: Placing): Promise<number | null> {
    return this.core.board.record({ playerId, name, simulated, score, reachedMs }).catch((error: unknown) => {
      this.core.deps.onError(error);
      return null;
    });
  }

  /** The top of the round's shared board, as the big screen and watchers show it. */
  top(size: number) {
    return this.core.board.top(size, toPoints);
  }
}
