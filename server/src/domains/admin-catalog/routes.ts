import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { channelRowsPage } from '../channels/channel-pages.ts';
import { findChannel } from '../channels/repository.ts';
import { gamePage } from '../games/game-pages.ts';
import { adminChannelGames, channelDetails } from './repository.ts';

// The admin's catalog: every channel with its figures, and one channel's games in every state, filtered; both
// a page at a time.

export default async function adminCatalogRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.adminAllChannelDetails, async ({ query }) => {
    const page = await channelRowsPage(db, query);
    return { channels: await channelDetails(db, page.rows), next_cursor: page.next_cursor };
  });

  route(app, api.adminChannelGames, async ({ query }) => {
    const row = await findChannel(db, query.channel_id);
    const [channel] = row ? await channelDetails(db, [row]) : [];
    if (!channel) throw notFound('Channel not found');
    const games = adminChannelGames(db, query);
    return { channel, ...(await gamePage(games, query)) };
  });
}
