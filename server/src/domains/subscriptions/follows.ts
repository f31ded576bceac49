import type { FastifyInstance } from 'fastify';

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
