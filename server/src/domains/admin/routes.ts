import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { toChannel } from '../channels/repository.ts';
import { selectGameSummaries, toGameSummary } from '../games/repository.ts';

// What admins see across the whole product: every channel and every game.

export default async function adminRoutes(app: FastifyInstance) {
  route(app, api.adminAllChannels, async () => {
    const rows = await app.db.selectFrom('channels').selectAll().orderBy('channel_name').execute();
    return { channels: rows.map(toChannel) };
  });

  route(app, api.adminAllGames, async () => {
    const rows = await selectGameSummaries(app.db).orderBy('games.id', 'desc').execute();
    return { games: rows.map(toGameSummary) };
  });
}
