import { api } from '@plw/protocol/api';
import type { ChannelCard, GamePage, Playlist } from '@plw/protocol/rest/discover';
import { dayStart } from '@plw/server/demo/seed';
import { layoutDemoGrids } from '@plw/server/demo/demo-grids';
import { loadDemoContent } from '@plw/server/demo/load-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { clockAt } from '../support/test-clock.ts';

// The demo as a newcomer finds it on the first start (server/src/demo/content): four channels with their
// colours and pictures and playlists, today's kriss-kross and quiz released in every language that has a
// content file, and tomorrow's not yet listed until tomorrow comes. The clock is injected to cross the day.

const content = loadDemoContent({ strict: true });
// Mid-morning UTC, so "today" is the same day in the seed and the lists.
const firstStart = Date.parse('2026-03-02T09:30:00.000Z');
let clock = firstStart;
let server: TestServer;
let player: TestClient;

beforeAll(async () => {
  server = await startTestServer({ config: { clock: clockAt(() => clock), sharedCacheMs: 0 } });
  player = await guest(server.url);
});
afterAll(() => server?.close());

async function dailyNames(language: string): Promise<string[]> {
  const reply = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?language=${language}&limit=50`);
  expect(reply.status).toBe(200);
  return reply.body.games.map((g) => g.game_name);
}

describe('the demo content', () => {
  it('has four channels with their colours, pictures and playlists', async () => {
    const reply = await player.request<{ channels: ChannelCard[] }>('GET', `${api.channelAll.path}?limit=10`);
    const byName = new Map(reply.body.channels.map((c) => [c.channel_name, c]));
    expect([...byName.keys()].sort()).toEqual(['Nature Nook', 'Spice Route', 'Time Travellers', 'Word Wizards']);
    for (const channel of content.channels) {
      const card = byName.get(channel.name);
      expect(card, channel.name).toMatchObject({ channel_description: channel.description, colour: channel.colour });
      expect(card?.games, channel.name).toBeGreaterThan(0);
      const picture = await fetch(`${server.url}${card?.channel_dp ?? '/none'}`);
      expect(picture.status, channel.name).toBe(200);
      expect(picture.headers.get('content-type'), channel.name).toMatch(/^image\/svg\+xml/);

      const playlists = await player.request<{ playlists: Playlist[] }>(
        'GET',
        api.channelPlaylists.path.replace(':id', card?.channel_id ?? ''),
      );
      const rows = playlists.body.playlists;
      expect(rows.length, channel.name).toBeGreaterThan(0);
      for (const row of rows) {
        const ids = row.games.map((g) => g.game_id);
        expect(ids.filter((id, i) => ids[i - 1] === id), row.name).toEqual([]);
      }
    }
  });

  it.each(content.puzzles.map((file) => [file.language, file] as const))(
    'releases today\'s %s kriss-kross and quiz, and tomorrow\'s only tomorrow',
    async (language, file) => {
      const today = file.krisskross.find((p) => p.day === 0);
      const tomorrow = file.krisskross.find((p) => p.day === 1);
      const quiz = file.quizzes.find((q) => q.day === 0);
      if (!today || !tomorrow || !quiz) throw new Error(`${language} has no puzzles for today and tomorrow`);

      clock = firstStart;
      const listed = await dailyNames(language);
      expect(listed).toEqual(expect.arrayContaining([today.name, quiz.name]));
      expect(listed).not.toContain(tomorrow.name);

      clock = dayStart(new Date(firstStart), 1).getTime() + 60_000;
      expect(await dailyNames(language)).toEqual(expect.arrayContaining([today.name, tomorrow.name]));
      clock = firstStart;
    },
  );

  it.each(content.puzzles.filter((file) => file.typedAnswers?.length).map((file) => [file.language, file] as const))(
    'releases today\'s %s "type the answer" game in today\'s slot, its first answer accepted as typed',
    async (language, file) => {
      const game = file.typedAnswers?.find((g) => g.day === 0);
      const first = game?.questions[0];
      if (!game || !first) throw new Error(`${language} has no "type the answer" game for today`);
      clock = firstStart;
      type Today = { typedAnswer: { game: { game_id: string; game_name: string } } | null };
      const today = await player.request<Today>('GET', `${api.today.path}?language=${language}`);
      expect(today.body.typedAnswer?.game.game_name).toBe(game.name);
      const id = encodeURIComponent(today.body.typedAnswer?.game.game_id ?? '');
      const play = await player.request<{ questions: { question_id: string }[] }>(
        'GET',
        api.typedAnswerQuestions.path.replace(':id', id),
      );
      expect(play.status).toBe(200);
      expect(JSON.stringify(play.body)).not.toContain(first.answer);
      const locked = await player.request('POST', api.typedAnswerAnswer.path.replace(':id', id), {
        question_id: play.body.questions[0]?.question_id,
        answer: ` ${first.answer} `,
      });
      expect(locked.body).toMatchObject({ correct: true, rightAnswer: first.answer });
    },
  );

  it('keeps the README\'s demo quiz and fruit basket in the demo creator\'s channel', async () => {
    const reply = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?search=Capitals&limit=50`);
    const listed = reply.body.games.map((g) => [g.game_name, g.channel.channel_name]);
    expect(listed).toContainEqual(['Capitals of the World', 'Word Wizards']);
    const fruit = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?search=Fruit%20Basket&limit=50`);
    expect(fruit.body.games.map((g) => g.game_name)).toContain('Fruit Basket');
  });

  it('lays out every demo grid after start, so each kriss-kross card shows its puzzle\'s shape', async () => {
    await layoutDemoGrids(server.app).done;
    const reply = await player.request<GamePage>('GET', `${api.dailyPuzzles.path}?language=English&limit=50`);
    const puzzles = reply.body.games.filter((g) => g.type === 'Kriss_kross_puzzle');
    expect(puzzles.length).toBeGreaterThan(1);
    for (const game of puzzles) expect(game.cover?.grid, game.game_name).toBeTruthy();
  }, 180_000);
});
