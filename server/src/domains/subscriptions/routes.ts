import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { findChannel } from '../channels/repository.ts';
import { CHANNEL_LIST_CACHE, CHANNEL_NOT_FOUND, channelCard, subscribedChannels } from '../channels/channel-cards.ts';
import { follow, followsChanged, unfollow } from './follows.ts';

// Following channels: a player's subscriptions, and following or leaving one (doing it twice is fine).

export default async function subscriptionRoutes(app: FastifyInstance) {
  route(app, api.subscriptions, async ({ auth, query }) =>
    subscribedChannels(app.db, playerIdOf(auth), query.search || undefined),
  );

  route(app, api.subscribe, async ({ auth, params }) => {
    const playerId = playerIdOf(auth);
    await requireChannel(params.channel_id);
    await follow(app.db, playerId, params.channel_id, dateOf(app.clock));
    followsChanged(app, playerId);
    app.sharedCache.invalidate(CHANNEL_LIST_CACHE);
    return { channel: await cardOf(params.channel_id, playerId) };
  });

  route(app, api.unsubscribe, async ({ auth, params }) => {
    const playerId = playerIdOf(auth);
    await requireChannel(params.channel_id);
    await unfollow(app.db, playerId, params.channel_id);
    followsChanged(app, playerId);
    app.sharedCache.invalidate(CHANNEL_LIST_CACHE);
    return { channel: await cardOf(params.channel_id, playerId) };
  });

  async function requireChannel(channelId: string) {
    if (!(await findChannel(app.db, channelId))) throw notFound(CHANNEL_NOT_FOUND);
  }

  async function cardOf(channelId: string, playerId: string) {
    const card = await channelCard(app.db, channelId, playerId);
    if (!card) throw notFound(CHANNEL_NOT_FOUND);
    return card;
  }
}
