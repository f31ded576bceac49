import { api } from '@plw/protocol/api';
import type { Playlist } from '@plw/protocol/rest/discover';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The home carousels: playlists of followed channels first, then the newest of the others; a playlist shows
// only released public games and is left out when it has none; a follow reorders the page at once.

let server: TestServer;
let player: TestClient;
let channelId: string;

async function playlist(name: string, games: { name: string; status?: 'RELEASED' | 'DRAFT' }[]) {
  const db = server.app.db;
  const id = newId();
  await db.insertInto('playlists').values({ id, channel_id: channelId, name, position: 0, created_at: new Date().toISOString() }).execute();
  for (const [position, game] of games.entries()) {
    const { groupId } = await insertGame(db, channelId, { game_name: game.name, language: 'English', status: game.status ?? 'RELEASED' }, new Date());
    await db.insertInto('playlist_games').values({ playlist_id: id, group_id: groupId, position }).execute();
  }
}

async function home(client: TestClient): Promise<Playlist[]> {
  const reply = await client.request<{ playlists: Playlist[] }>('GET', api.allPlaylists.path);
  expect(reply.status).toBe(200);
  return reply.body.playlists;
}

beforeAll(async () => {
  server = await startTestServer();
  // Older than nothing: the demo channel's playlists are seeded first, these come after and are newer.
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'shelves@demo.test',
    password: 'Channel@S1',
    channelName: 'Shelf Studio',
  }));
  await playlist('Shelf One', [{ name: 'Shelf game A' }, { name: 'Shelf draft', status: 'DRAFT' }, { name: 'Shelf game B' }]);
  await playlist('Shelf Empty', [{ name: 'Only a draft', status: 'DRAFT' }]);
  player = await guest(server.url);
});
afterAll(() => server?.close());

describe('home playlists', () => {
  it('shows the newest playlists first, each with its released games in order, and leaves out empty ones', async () => {
    const playlists = await home(player);
    expect(playlists[0]).toMatchObject({ name: 'Shelf One', channel: { channel_name: 'Shelf Studio' } });
    expect(playlists[0]?.games.map((g) => g.game_name)).toEqual(['Shelf game A', 'Shelf game B']);
    expect(playlists.map((p) => p.name)).not.toContain('Shelf Empty');
    expect(playlists.length).toBeGreaterThan(1);
  });

  it("puts a followed channel's playlists first, at once after following", async () => {
    const before = await home(player);
    const demoFirst = before.find((p) => p.channel.channel_name !== 'Shelf Studio');
    if (!demoFirst) throw new Error('the demo seed has no playlists');
    const demoChannel = demoFirst.channel.channel_id;

    const reply = await player.request('POST', api.subscribe.path.replace(':channel_id', demoChannel));
    expect(reply.status).toBe(200);

    const after = await home(player);
    const firstOther = after.findIndex((p) => p.channel.channel_id !== demoChannel);
    const lastFollowed = after.findLastIndex((p) => p.channel.channel_id === demoChannel);
    expect(lastFollowed).toBeLessThan(firstOther);
    expect(new Set(after.map((p) => p.playlist_id))).toEqual(new Set(before.map((p) => p.playlist_id)));
    // Someone else's page is not reordered by this player's follow.
    expect((await home(await guest(server.url)))[0]?.name).toBe('Shelf One');
  });
});
