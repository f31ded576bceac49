import { roundPhase } from '@plw/shared/rules/round/schedule';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { startPlays } from '../../domains/plays/repository.ts';
import { hostedRound, type RoundRef, scheduledRound } from '../../domains/plays/round-ref.ts';
import { markRemoved, openSeats } from './repository.ts';
import type { RoundBoard } from '../multi-process/round-board.ts';
import { RoundError } from './round-error.ts';
import { playerRoomOf, roomOf, type RoundServer } from '../transport/round-sockets.ts';
import type { Clock } from '../../clock.ts';

// A player removed from a live round (for flooding, or by a hosted round's host) stays out of it: the removal is
// stored with their seat (the round's play), so every process, and one restarted, refuses their joins and answers
// from storage, not memory.

type Db = Kysely<Database>;

export const removedFromRound = () => new RoundError('REMOVED', 'You were removed from this round');

/** Stores the removal on the player's seat, seating them first if their join is still on its way. */
export async function storeRemoval(
  db: Db,
  round: RoundRef,
  playerId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await startPlays(trx, round.gameId, [playerId], round.kind, now, { roundId: round.roundId });
    await markRemoved(trx, round, playerId, reason, now);
  });
}

interface RemovalDeps {
  db: Db;
  io: RoundServer;
  clock: Clock;
  board: (roundKey: string) => RoundBoard;
  onError: (error: unknown) => void;
}

/**
 * Stores the removal, takes the player off the round's shared board (the live top, the big screen's and watchers'
 * figures) and tells their sockets on every process; they leave the round's broadcasts. A failed write is logged,
 * not thrown: the player is still out of the rooms that forgot them, and still cut off.
 */
export async function removeFromRound(
  deps: RemovalDeps,
  round: RoundRef,
  playerId: string,
  reason: string,
): Promise<void> {
  await storeRemoval(deps.db, round, playerId, reason, new Date(deps.clock.now())).catch(deps.onError);
  await deps.board(round.key).remove(playerId).catch(deps.onError);
  deps.io.to(playerRoomOf(playerId)).emit('round:removed', { gameId: round.gameId, reason });
  deps.io.in(playerRoomOf(playerId)).socketsLeave(roomOf(round.key));
}

/** The live rounds not over yet where the player holds a seat not removed, whichever process seated them. */
export async function seatedRounds(db: Db, playerId: string, now: Date): Promise<RoundRef[]> {
  const seats = await openSeats(db, playerId);
  return seats.flatMap((seat) => {
    if (seat.kind === 'HOSTED') return seat.state === 'ENDED' ? [] : [hostedRound(seat.round_id, seat.game_id)];
    return roundPhase(seat, now) === 'ended' ? [] : [scheduledRound(seat.game_id)];
  });
}
