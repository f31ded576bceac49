import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { GamesTable } from '../../db/tables/games.ts';

// The release of one verified game, as its row stores it.

export type ReleaseSettings = Pick<GamesTable, 'mode' | 'publishing_time' | 'game_duration'>;

/**
 * Marks the game released with its mode, publishing time and round length. False when it is no longer VERIFIED
 * (another release of the same game got there first).
 */
export async function markReleased(
  db: Kysely<Database>,
  gameId: string,
  release: ReleaseSettings,
  at: string,
): Promise<boolean> {
  const released = await db
    .updateTable('games')
    .set({ status: 'RELEASED', ...release, released_at: at, updated_at: at })
    .where('id', '=', gameId)
    .where('status', '=', 'VERIFIED')
    .executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}
