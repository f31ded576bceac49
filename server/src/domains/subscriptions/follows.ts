import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Which channels a player follows, read on most pages they browse (home playlists, channel cards) and changed
// only by their own follow and leave: kept in the player cache, dropped by those two writes in every process.

const followsKey = (playerId: string) => `follows:${playerId}`;

export function followsOf(app: FastifyInstance, playerId: string): Promise<ReadonlySet<string>> {
  return app.playerCache.get(followsKey(playerId), async () => {
    const rows = await app.db.selectFrom('subscriptions').select('channel_id').where('player_id', '=', playerId).execute();
    return new Set(rows.map((row) => row.channel_id));
  });
}

/** After a follow or leave of this player has committed. */
export function followsChanged(app: FastifyInstance, playerId: string) {
  app.playerCache.delete(followsKey(playerId));
}

/** The player follows the channel (following twice is fine). */
export async function follow(db: Kysely<Database>, playerId: string, channelId: string, now: Date): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ player_id: playerId, channel_id: channelId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['player_id', 'channel_id']).doNothing())
    .execute();
}

/** The player leaves the channel (leaving one not followed is fine). */
export async function unfollow(db: Kysely<Database>, playerId: string, channelId: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('player_id', '=', playerId).where('channel_id', '=', channelId).execute();
}
