import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { channelRowsPage } from '../channels/channel-pages.ts';
import { toChannel } from '../channels/repository.ts';
import { gamePage } from '../games/game-pages.ts';
import { selectGameSummaries } from '../games/repository.ts';

// What admins see across the whole product: every channel and every game, a page at a time.

export default async function adminRoutes(app: FastifyInstance) {
  route(app, api.adminAllChannels, async ({ query }) => {
    const page = await channelRowsPage(app.db, query);
    return { channels: page.rows.map(toChannel), next_cursor: page.next_cursor };
  });

  route(app, api.adminAllGames, async ({ query }) => gamePage(selectGameSummaries(app.db), query));
}
