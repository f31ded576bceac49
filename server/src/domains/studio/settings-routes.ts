import { mediaUrl } from '@plw/protocol/rest/media';
import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { isUniqueViolation } from '../channel-accounts/policy.ts';
import { channelNameTaken, renameChannel } from '../channels/channel-names.ts';
import { findChannel, toChannel, updateChannelDetails } from '../channels/repository.ts';
import { assertOwnMedia, channelBalance, channelGifts, channelOf } from './repository.ts';

// The channel's own page of the studio: its gifts and balance (read-only here: spending and recharge belong to the
// gifts work that follows), and its settings: name, description and picture.

export default async function studioSettingsRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.studioGifts, async ({ auth }) => {
    const channelId = channelOf(auth);
    const channel = await findChannel(db, channelId);
    if (!channel) throw notFound('Channel not found');
    const balance = await channelBalance(db, channelId);
    const gifts = await channelGifts(db, channelId);
    return {
      channel: { channel_id: channel.id, channel_name: channel.channel_name, balance },
      gifts: gifts.map((gift) => ({
        gift_id: gift.id,
        name: gift.name,
        description: gift.description,
        value: Number(gift.value),
        winner_ranks: Number(gift.winner_ranks),
        image: mediaUrl(gift.image_media_id),
        game: gift.game_id && gift.game_name ? { game_id: gift.game_id, game_name: gift.game_name } : null,
      })),
    };
  });

  route(app, api.updateChannelSettings, async ({ auth, body }) => {
    const channelId = channelOf(auth);
    if (body.channel_dp) await assertOwnMedia(db, auth, body.channel_dp, 'image', 'channel_dp');
    try {
      await db.transaction().execute(async (trx) => {
        // Channel names are unique by how they look: a look-alike of another channel's is refused with 409.
        await renameChannel(trx, channelId, body.channel_name);
        await updateChannelDetails(trx, channelId, body, dateOf(app.clock));
      });
    } catch (error) {
      // A look-alike taken at the same moment by another channel: the unique key decided, not a server fault.
      if (!isUniqueViolation(error)) throw error;
      throw channelNameTaken();
    }
    const channel = await findChannel(db, channelId);
    if (!channel) throw notFound('Channel not found');
    return { channel: toChannel(channel) };
  });
}
