import type { Database } from '@plw/server/db/schema';
import { roundWindow } from '@plw/shared/rules/round/schedule';
import type { Kysely } from 'kysely';

// The live rounds a restarted server has to settle: scheduled rounds whose end has passed with plays not finished
// (the data set has some, as after a server that was down when they ended). The server settles them after it
// listens; the benchmark waits for that before it measures, and the start-up test checks it happens.

/** The unfinished plays of scheduled rounds that have ended by `now`, by the round rule's window. */
export async function unsettledPlays(db: Kysely<Database>, now: number): Promise<{ id: string; gameId: string }[]> {
  const rows = await db
    .selectFrom('plays')
    .innerJoin('games', 'games.id', 'plays.game_id')
    .select(['plays.id', 'plays.game_id', 'games.publishing_time', 'games.game_duration'])
    .where('plays.kind', '=', 'RAPID')
    .where('plays.finished_at', 'is', null)
    .execute();
  return rows.flatMap((row) => {
    const window = roundWindow(row);
    return window && window.endsAt <= now ? [{ id: row.id, gameId: row.game_id }] : [];
  });
}
