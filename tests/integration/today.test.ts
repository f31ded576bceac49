import { api } from '@plw/protocol/api';
import type { GamePage, Playlist } from '@plw/protocol/rest/discover';
import type { GameWithState } from '@plw/protocol/rest/today';
import type { GameType, Language } from '@plw/shared/constants';
import { newId } from '@plw/server/db/ids';
import { insertGame, type NewGame } from '@plw/server/domains/games/repository';
import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { clockAt } from '../support/test-clock.ts';

// Today's puzzle (issue 17, the daily habit): per language, the released DAILY game of each type whose publishing
// time is the latest that has come, with the caller's state on it; a puzzle published for tomorrow is neither
// today's, nor listed, nor playable before its day; and the next game to play after one. The server's clock is
// injected (config.now) to cross into tomorrow. No demo content, so every daily game here is this test's.

interface Today {
  language: Language;
  krisskross: GameWithState | null;
  quiz: GameWithState | null;
  typedAnswer: GameWithState | null;
}

let server: TestServer;
let channelId: string;
const realNow = Date.now();
let clock = realNow;
const hour = 3_600_000;
const day = 24 * hour;
const ids: Record<string, string> = {};

async function game(
  key: string,
  type: GameType,
  language: Language,
  publishedAt: number,
  values: Partial<NewGame> = {},
) {
  const now = new Date(realNow);
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type,
      language,
      game_name: `Today ${key}`,
      mode: 'DAILY',
      status: 'RELEASED',
      publishing_time: new Date(publishedAt).toISOString(),
      released_at: now.toISOString(),
      ...values,
    },
    now,
  );
  if (type === 'Mcq') {
    await insertMcqQuestions(server.app.db, gameId, [{ question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] }], now);
  } else {
    await insertKrissKrossQuestions(
      server.app.db,
      gameId,
      [
        { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
        { question: 'A green fruit', answer: 'PEAR', direction: 'Down' },
      ],
      now,
    );
  }
  ids[key] = gameId;
}

const nameOf = (entry: GameWithState | null | undefined) => entry?.game.game_name.replace('Today ', '') ?? null;

async function today(client: TestClient, language: Language) {
  const reply = await client.request<Today>('GET', `${api.today.path}?language=${language}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

async function next(client: TestClient, query: string) {
  const reply = await client.request<{ next: GameWithState | null }>('GET', `${api.nextGame.path}?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.next;
}

beforeAll(async () => {
  server = await startTestServer({ seedDemo: false, config: { clock: clockAt(() => clock), sharedCacheMs: 0 } });
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'today@demo.test',
    password: 'Channel@T1',
    channelName: 'Daily Desk',
  }));
  await game('de-kk-yesterday', 'Kriss_kross_puzzle', 'German', realNow - day);
  await game('de-kk-today', 'Kriss_kross_puzzle', 'German', realNow - hour);
  await game('de-kk-tomorrow', 'Kriss_kross_puzzle', 'German', realNow + day);
  await game('de-quiz-today', 'Mcq', 'German', realNow - 2 * hour);
  await game('de-kk-private', 'Kriss_kross_puzzle', 'German', realNow - 60_000, { visibility: 'PRIVATE' });
  await game('de-kk-rapid', 'Kriss_kross_puzzle', 'German', realNow - 60_000, { mode: 'RAPID', game_duration: 30 });
  await game('en-kk-today', 'Kriss_kross_puzzle', 'English', realNow - 3 * hour);
});
afterAll(() => server?.close());
beforeEach(() => {
  clock = realNow;
});

describe("today's puzzle", () => {
  it("answers each language's latest published daily game of each type, and null where there is none", async () => {
    const player = await guest(server.url);
    const german = await today(player, 'German');
    expect(german.language).toBe('German');
    expect(nameOf(german.krisskross)).toBe('de-kk-today');
    expect(nameOf(german.quiz)).toBe('de-quiz-today');
    expect(german.typedAnswer).toBeNull();
    expect(german.krisskross?.state).toEqual({
      status: 'NEW',
      time_ms: null,
      score: null,
      right: null,
      questions: null,
      solved: null,
    });

    const english = await today(player, 'English');
    expect(nameOf(english.krisskross)).toBe('en-kk-today');
    expect(english.quiz).toBeNull();
    expect(english.typedAnswer).toBeNull();
    expect(await today(player, 'Tamil')).toEqual({ language: 'Tamil', krisskross: null, quiz: null, typedAnswer: null });
  });

  it("moves to tomorrow's puzzle when the clock reaches its publishing time, and not before", async () => {
    const player = await guest(server.url);
    clock = realNow + day - 60_000;
    expect(nameOf((await today(player, 'German')).krisskross)).toBe('de-kk-today');
    clock = realNow + day + 60_000;
    expect(nameOf((await today(player, 'German')).krisskross)).toBe('de-kk-tomorrow');
  });

  it('refuses a language the product does not speak', async () => {
    const player = await guest(server.url);
    const reply = await player.request('GET', `${api.today.path}?language=Klingon`);
    expect(reply.status).toBe(400);
  });

  it("shows the player's state: new, in progress once opened, then finished with time, points and answers right", async () => {
    const player = await guest(server.url);
    const other = await guest(server.url);
    const opened = await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids['de-kk-today']}`);
    expect(opened.status).toBe(200);
    expect((await today(player, 'German')).krisskross?.state.status).toBe('IN_PROGRESS');

    const submitted = await player.request<{ result: { time_ms: number; score: number } }>(
      'POST',
      api.krissKrossSubmit.path.replace(':id', ids['de-kk-today'] ?? ''),
      { cells: [] },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const state = (await today(player, 'German')).krisskross?.state;
    const words = await server.app.db
      .selectFrom('krisskross_questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game_id', '=', ids['de-kk-today'] ?? '')
      .executeTakeFirstOrThrow();
    // Submitted empty: finished, none right, and not solved.
    expect(state).toEqual({
      status: 'FINISHED',
      time_ms: submitted.body.result.time_ms,
      score: submitted.body.result.score,
      right: 0,
      questions: Number(words.n),
      solved: false,
    });
    // Another player's state is their own.
    expect((await today(other, 'German')).krisskross?.state.status).toBe('NEW');
  });
});

describe('a puzzle published for a coming day', () => {
  it('is in no list before its day: daily, channel games, playlists', async () => {
    const player = await guest(server.url);
    const group = (await server.app.db.selectFrom('games').select('group_id').where('id', '=', ids['de-kk-tomorrow'] ?? '').executeTakeFirstOrThrow()).group_id;
    const todayGroup = (await server.app.db.selectFrom('games').select('group_id').where('id', '=', ids['de-kk-today'] ?? '').executeTakeFirstOrThrow()).group_id;
    const playlistId = newId();
    await server.app.db
      .insertInto('playlists')
      .values({ id: playlistId, channel_id: channelId, name: 'This week', position: 0, created_at: new Date().toISOString() })
      .execute();
    await server.app.db
      .insertInto('playlist_games')
      .values([
        { playlist_id: playlistId, group_id: todayGroup, position: 0 },
        { playlist_id: playlistId, group_id: group, position: 1 },
      ])
      .execute();

    const daily = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?language=German&limit=50`);
    const listed = daily.body.games.map((g) => g.game_id);
    expect(listed).toContain(ids['de-kk-today']);
    expect(listed).not.toContain(ids['de-kk-tomorrow']);
    const channelGames = await player.request<GamePage>('GET', `${api.channelGamesList.path.replace(':id', channelId)}?limit=50`);
    expect(channelGames.body.games.map((g) => g.game_id)).not.toContain(ids['de-kk-tomorrow']);
    const playlists = await player.request<{ playlists: Playlist[] }>('GET', api.channelPlaylists.path.replace(':id', channelId));
    const week = playlists.body.playlists.find((p) => p.playlist_id === playlistId);
    expect(week?.games.map((g) => g.game_id)).toEqual([ids['de-kk-today']]);

    // On its day it is listed.
    clock = realNow + day + 60_000;
    const later = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?language=German&limit=50`);
    expect(later.body.games.map((g) => g.game_id)).toContain(ids['de-kk-tomorrow']);
  });

  it('cannot be played before its day', async () => {
    const player = await guest(server.url);
    const reply = await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids['de-kk-tomorrow']}`);
    expect(reply.status).toBe(409);
  });
});

describe('the next game to play', () => {
  it("offers today's unfinished puzzle, then today's quiz, then the newest unfinished daily game", async () => {
    const player = await guest(server.url);
    expect(nameOf(await next(player, 'language=German'))).toBe('de-kk-today');
    // After today's puzzle itself: today's quiz.
    expect(nameOf(await next(player, `language=German&after=${ids['de-kk-today']}`))).toBe('de-quiz-today');

    for (const key of ['de-kk-today', 'de-quiz-today']) {
      await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids[key]}`);
    }
    await player.request('POST', api.krissKrossSubmit.path.replace(':id', ids['de-kk-today'] ?? ''), { cells: [] });
    // Today's puzzle is finished: the quiz (never started) comes next.
    expect(nameOf(await next(player, 'language=German'))).toBe('de-quiz-today');
    expect(nameOf(await next(player, `language=German&after=${ids['de-quiz-today']}`))).toBe('de-kk-yesterday');
    // Without a language: the newest unfinished daily game of any language, never tomorrow's.
    const any = await next(player, `after=${ids['de-quiz-today']}`);
    expect(nameOf(any)).toBe('en-kk-today');
    expect(any?.state.status).toBe('NEW');
  });

  it('is null once every open daily game is finished', async () => {
    const player = await guest(server.url);
    const open = ['de-kk-yesterday', 'de-kk-today', 'en-kk-today'];
    for (const key of open) {
      await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids[key]}`);
      const done = await player.request('POST', api.krissKrossSubmit.path.replace(':id', ids[key] ?? ''), { cells: [] });
      expect(done.status).toBe(200);
    }
    expect(nameOf(await next(player, 'language=German'))).toBe('de-quiz-today');
    expect(await next(player, `language=German&after=${ids['de-quiz-today']}`)).toBeNull();
  });
});

describe('game cards', () => {
  type StatePage = GamePage & { play_states?: Record<string, { status: string }> };

  it("carry the caller's own play states beside the shared cards: in progress, finished, and nothing for new", async () => {
    const player = await guest(server.url);
    const other = await guest(server.url);
    await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids['de-kk-yesterday']}`);
    await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids['de-kk-today']}`);
    await player.request('POST', api.krissKrossSubmit.path.replace(':id', ids['de-kk-today'] ?? ''), { cells: [] });

    const lists = [
      `${api.dailyPuzzles.path}?language=German&limit=50`,
      `${api.channelGamesList.path.replace(':id', channelId)}?limit=50`,
    ];
    for (const path of lists) {
      const mine = await player.request<StatePage>('GET', path);
      expect(mine.status).toBe(200);
      expect(mine.body.play_states?.[ids['de-kk-today'] ?? '']?.status).toBe('FINISHED');
      expect(mine.body.play_states?.[ids['de-kk-yesterday'] ?? '']?.status).toBe('IN_PROGRESS');
      expect(mine.body.play_states?.[ids['en-kk-today'] ?? '']).toBeUndefined();
      // The same cards, without the first player's states.
      const theirs = await other.request<StatePage>('GET', path);
      expect(theirs.body.games.map((g) => g.game_id)).toEqual(mine.body.games.map((g) => g.game_id));
      expect(theirs.body.play_states ?? {}).toEqual({});
    }
    const playlists = await player.request<{ play_states?: Record<string, { status: string }> }>(
      'GET',
      api.channelPlaylists.path.replace(':id', channelId),
    );
    expect(playlists.status).toBe(200);
  });

  it('carry a cover: the channel colour, and a laid-out kriss-kross its grid shape without letters', async () => {
    const player = await guest(server.url);
    await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${ids['de-kk-today']}`);
    const page = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?language=German&limit=50`);
    const card = page.body.games.find((g) => g.game_id === ids['de-kk-today']);
    expect(card?.cover?.colour).toMatch(/^#[0-9a-f]{6}$/);
    const grid = card?.cover?.grid ?? [];
    expect(grid.length).toBeGreaterThan(0);
    expect(grid.join('')).toMatch(/^[#.]+$/);
    expect(grid.join('').split('#').length - 1).toBe(8); // APPLE and PEAR crossing: 5 + 4 - 1 squares
  });
});
