import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { CHANNEL_NOT_FOUND, channelCard } from '../channels/channel-cards.ts';
import {
  channelScores,
  giftAwards,
  giftCountIn,
  giftsOffered,
  giftSummary,
  playsInChannel,
  scoreSummary,
} from './repository.ts';

// A player's scores and gifts: across channels (the rewards pages) and in one channel (its summary pages).

export default async function rewardsRoutes(app: FastifyInstance) {
  async function requireChannel(channelId: string, playerId: string) {
    const channel = await channelCard(app.db, channelId, playerId);
    if (!channel) throw notFound(CHANNEL_NOT_FOUND);
    return channel;
  }

  route(app, api.channelScores, async ({ auth }) => ({ scores: await channelScores(app.db, playerIdOf(auth)) }));
  route(app, api.giftSummary, async ({ auth }) => giftSummary(app.db, playerIdOf(auth)));
  route(app, api.gifts, async ({ auth, query }) => ({
    gifts: await giftAwards(app.db, playerIdOf(auth), query.channel_id),
  }));

  route(app, api.channelSummary, async ({ auth, params }) => {
    const playerId = playerIdOf(auth);
    const channel = await requireChannel(params.id, playerId);
    const [score, gifts] = await Promise.all([
      scoreSummary(app.db, playerId, params.id),
      giftCountIn(app.db, playerId, params.id),
    ]);
    return { channel, score, gifts };
  });

  route(app, api.channelGifts, async ({ auth, params }) => {
    const playerId = playerIdOf(auth);
    await requireChannel(params.id, playerId);
    const [offered, won] = await Promise.all([
      giftsOffered(app.db, params.id),
      giftAwards(app.db, playerId, params.id),
    ]);
    return { offered, won };
  });

  route(app, api.channelScoreSummary, async ({ auth, params }) => {
    const playerId = playerIdOf(auth);
    await requireChannel(params.id, playerId);
    return { score: await scoreSummary(app.db, playerId, params.id) };
  });

  for (const [endpoint, kind] of [
    [api.channelScoreRapid, 'RAPID'],
    [api.channelScoreDaily, 'DAILY'],
    [api.channelScoreAll, undefined],
  ] as const) {
    route(app, endpoint, async ({ auth, params }) => {
      const playerId = playerIdOf(auth);
      await requireChannel(params.id, playerId);
      return { plays: await playsInChannel(app.db, playerId, params.id, kind) };
    });
  }
}
