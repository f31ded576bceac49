import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { startPlays } from '../domains/plays/repository.ts';
import { RoundError } from './round-error.ts';

// A player removed from a live round (for flooding) stays out of it: the removal is stored with their seat (the
// round's play), so every process, and one restarted, refuses their joins and answers from storage, not memory.

type Db = Kysely<Database>;

export const removedFromRound = () => new RoundError('REMOVED', 'You were removed from this round');

/** Stores the removal on the player's seat, seating them first if their join is still on its way. */
export async function storeRemoval(db: Db, gameId: string, playerId: string, reason: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await startPlays(trx, gameId, [playerId], 'RAPID', now);
    await trx
      .updateTable('plays')
      .set({ removed_at: now.toISOString(), removed_reason: reason })
      .where('game_id', '=', gameId)
      .where('player_id', '=', playerId)
      .where('kind', '=', 'RAPID')
      .where('removed_at', 'is', null)
      .execute();
  });
}

/** Which of these plays belong to removed players; run in the transaction that stores their answers. */
export async function removedPlays(db: Db, playIds: readonly string[]): Promise<Set<string>> {
  if (playIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('plays')
    .select('id')
    .where('id', 'in', [...new Set(playIds)])
    .where('removed_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
