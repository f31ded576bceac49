import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { channelCard, listChannels } from './channel-cards.ts';
import { listGames, listLiveRounds } from './game-lists.ts';
import { channelPlaylists, homePlaylists } from './playlists.ts';

// What signed-in users browse: home playlists, the play-circle lists, channels and a channel's page.

export const CHANNEL_NOT_FOUND = 'Channel not found';

export default async function discoverRoutes(app: FastifyInstance) {
  const now = () => new Date();

  route(app, api.allPlaylists, async ({ auth }) => ({ playlists: await homePlaylists(app.db, auth.playerId) }));

  route(app, api.dailyPuzzles, async ({ query: { cursor, limit, ...filters } }) =>
    listGames(app.db, { ...filters, mode: 'DAILY' }, { cursor, limit }, now()),
  );

  route(app, api.rapidRiddle, async ({ query: { cursor, limit, ...filters } }) =>
    listLiveRounds(app.db, filters, { cursor, limit }, now()),
  );

  for (const [endpoint, circle] of [
    [api.localCircleGames, 'localcircle'],
    [api.transitGames, 'transitgames'],
    [api.supportingLessons, 'supportinglessons'],
  ] as const) {
    route(app, endpoint, async ({ query: { cursor, limit, ...filters } }) =>
      listGames(app.db, { ...filters, [circle]: true }, { cursor, limit }, now()),
    );
  }

  route(app, api.channelAll, async ({ query, auth }) => listChannels(app.db, query, auth.playerId));

  route(app, api.channelPage, async ({ params, auth }) => {
    const channel = await channelCard(app.db, params.id, auth.playerId);
    if (!channel) throw notFound(CHANNEL_NOT_FOUND);
    return { channel };
  });

  route(app, api.channelPlaylists, async ({ params }) => {
    await requireChannel(params.id);
    return { playlists: await channelPlaylists(app.db, params.id) };
  });

  route(app, api.channelGamesList, async ({ params, query: { cursor, limit, ...filters } }) => {
    await requireChannel(params.id);
    return listGames(app.db, { ...filters, channelId: params.id }, { cursor, limit }, now());
  });

  async function requireChannel(channelId: string) {
    const row = await app.db.selectFrom('channels').select('id').where('id', '=', channelId).executeTakeFirst();
    if (!row) throw notFound(CHANNEL_NOT_FOUND);
  }
}
