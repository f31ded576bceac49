import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../support/fixtures.ts';
import { creator } from '../../support/http.ts';
import { countRows, type ErrorReply, FORBIDDEN, server, useNamesServer } from './names-setup.ts';

// Names that impersonate: direction overrides, NUL and invisible characters are refused wherever a name is written
// (people, channels, games and hashtags, playlists, gifts); fullwidth forms are folded; a username or a channel name
// cannot be taken again by changing its case or a letter for a look-alike; names spelt with the joiners Malayalam,
// Hindi and Arabic need are kept.

useNamesServer();

describe('names shown to players: games, hashtags, playlists and gifts', () => {
  const game = { type: 'Mcq', mode: 'DAILY', language: 'English' };

  it('refuses a game name and hashtag with direction overrides and NUL, storing nothing', async () => {
    const owner = await creator(server.url);
    const before = await countRows('games');
    const reply = await owner.request<ErrorReply>('POST', api.createGame.path, {
      ...game,
      game_name: 'Quiz \u202Egnp.exe\u0000 x',
      hashtag: '\u202E#abc',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: FORBIDDEN,
      fields: { game_name: FORBIDDEN, hashtag: FORBIDDEN },
    });
    expect(await countRows('games')).toBe(before);
  });

  it.each([
    ['Malayalam with a zero-width joiner', 'ശ്രീ\u200Dരാം ക്വിസ്', '#ശ്രീ\u200Dരാം'],
    ['Arabic with a zero-width non-joiner', 'مسابقة علی\u200Cرضا', '#علی\u200Cرضا'],
  ])('accepts a game name and hashtag in %s, stored as written', async (_, name, hashtag) => {
    const owner = await creator(server.url);
    const reply = await owner.request<{ game: { game_id: string; game_name: string; hashtag: string } }>(
      'POST',
      api.createGame.path,
      { ...game, game_name: name, hashtag },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.game).toMatchObject({ game_name: name, hashtag });
    const stored = await server.app.db
      .selectFrom('games')
      .select(['game_name', 'hashtag'])
      .where('id', '=', reply.body.game.game_id)
      .executeTakeFirst();
    expect(stored).toEqual({ game_name: name, hashtag });
  });

  it('refuses a playlist name with a direction override and a bell, on create and rename, storing nothing', async () => {
    const owner = await creator(server.url);
    const before = await countRows('playlists');
    const created = await owner.request<ErrorReply>('POST', api.createPlaylist.path, { name: '\u202Eabc\u0007' });
    expect(created.status).toBe(400);
    expect(created.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: FORBIDDEN } });
    expect(await countRows('playlists')).toBe(before);

    const playlist = await owner.request<{ playlist: { playlist_id: string } }>('POST', api.createPlaylist.path, {
      name: 'Weekend puzzles',
    });
    expect(playlist.status).toBe(200);
    const id = playlist.body.playlist.playlist_id;
    const renamed = await owner.request<ErrorReply>('PATCH', pathOf(api.renamePlaylist, { id }), {
      name: 'Weekend\u200B puzzles',
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.fields).toEqual({ name: FORBIDDEN });
    const stored = await server.app.db.selectFrom('playlists').select('name').where('id', '=', id).executeTakeFirst();
    expect(stored?.name).toBe('Weekend puzzles');
  });

  it('refuses a gift name with a direction override, storing nothing', async () => {
    const owner = await creator(server.url);
    const me = await owner.autoSignIn();
    if (me.body.user.role !== 'CREATOR') throw new Error('the demo creator signs in as a creator');
    const gameId = await createGame(server.app.db, me.body.user.creator.channel_id, { status: 'DRAFT' });
    const before = await countRows('gifts');
    const reply = await owner.request<ErrorReply>('POST', pathOf(api.addGameGift, { id: gameId }), {
      name: 'Gift \u202Edraw',
      description: 'A book\nand a pen',
      value: 10,
      winner_ranks: 1,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.fields).toEqual({ name: FORBIDDEN });
    expect(await countRows('gifts')).toBe(before);
  });
});
