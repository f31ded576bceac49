import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { gamePage } from '../games/game-pages.ts';
import { selectGameSummaries } from '../games/repository.ts';
import { findChannel, toChannel } from './repository.ts';

// A creator's own channel: its details and its games, a page at a time.

export default async function channelRoutes(app: FastifyInstance) {
  route(app, api.channelDetails, async ({ auth }) => {
    const channel = auth.channelId ? await findChannel(app.db, auth.channelId) : undefined;
    if (!channel) throw notFound('Channel not found');
    return { channel: toChannel(channel) };
  });

  route(app, api.channelGames, async ({ auth, query }) => {
    if (!auth.channelId) throw forbidden('No channel is linked to this account');
    return gamePage(selectGameSummaries(app.db).where('games.channel_id', '=', auth.channelId), query);
  });
}
