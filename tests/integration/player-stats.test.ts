import { type AuthResponse, api } from '@plw/protocol/api';
import { type PlayerStats, STATS_MESSAGES } from '@plw/protocol/rest/stats';
import { finishPlay } from '@plw/server/domains/plays/finish-play';
import { startPlay } from '@plw/server/domains/plays/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, createGame } from '../support/fixtures.ts';
import { guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { clockAt } from '../support/test-clock.ts';

// A player's daily streak and statistics over real HTTP: days counted in the player's own time zone as the
// server's clock (injected) moves across days, a guest who signs up keeping their streak, two devices of one
// account seeing the same, and a time zone that is not one refused.

let server: TestServer;
let channelId: string;
/** The server's clock: tests move it across days. */
let clock = new Date('2026-11-20T12:00:00Z');
const quizzes: string[] = [];
let krissKross: string;

beforeAll(async () => {
  server = await startTestServer({ config: { clock: clockAt(() => clock) } });
  ({ channelId } = await createChannelWithCreator(server.app.db, {
    email: 'streaks@demo.test',
    password: 'Channel@S1',
    channelName: 'Streak Street',
  }));
  for (let i = 0; i < 8; i += 1) quizzes.push(await createGame(server.app.db, channelId, { type: 'Mcq' }));
  krissKross = await createGame(server.app.db, channelId, { type: 'Kriss_kross_puzzle' });
});
afterAll(() => server?.close());

async function newPlayer() {
  const client = await guest(server.url);
  const { user } = (await client.request<AuthResponse>('POST', api.autoSignIn.path)).body;
  if (user.role !== 'PLAYER') throw new Error('a guest who is not a player');
  const playerId = user.player.player_id;
  return { client, playerId };
}

interface Finished {
  at: string;
  gameId: string;
  /** Answers right (of 1 for a quiz, 2 for the kriss-kross). */
  right?: number;
  takesMs?: number;
  revealed?: string[];
}

/** A daily play finished at `at` by the server's own play repository (started `takesMs` earlier). */
async function finishDaily(playerId: string, { at, gameId, right = 1, takesMs = 60_000, revealed }: Finished) {
  const end = new Date(at);
  const play = await startPlay(server.app.db, gameId, playerId, 'DAILY', new Date(end.getTime() - takesMs));
  if (revealed) {
    await server.app.db.updateTable('plays').set({ revealed: JSON.stringify(revealed) }).where('id', '=', play.id).execute();
  }
  await finishPlay(server.app.db, { play, channelId, score: right * 100, correctCount: right, now: end });
}

async function statsOf(client: TestClient): Promise<PlayerStats> {
  const reply = await client.request<PlayerStats>('GET', api.playerStats.path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

async function setZone(client: TestClient, zone: unknown) {
  return client.request<{ time_zone: string }>('PUT', api.setTimeZone.path, { time_zone: zone });
}

describe('the player\'s time zone', () => {
  it('is UTC until the device reports one, then the one reported', async () => {
    const { client } = await newPlayer();
    expect((await statsOf(client)).time_zone).toBe('UTC');
    const reply = await setZone(client, 'Asia/Kolkata');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ time_zone: 'Asia/Kolkata' });
    expect((await statsOf(client)).time_zone).toBe('Asia/Kolkata');
  });

  it.each([['Mars/Olympus_Mons'], ['+05:30'], [''], [42], [null]])('refuses %j with 400, field by field', async (zone) => {
    const { client } = await newPlayer();
    const reply = await setZone(client, zone);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { time_zone: STATS_MESSAGES.timeZone } } });
    expect((await statsOf(client)).time_zone).toBe('UTC');
  });

  it('is only for a signed-in player', async () => {
    const stranger = new TestClient(server.url);
    expect((await stranger.request('GET', api.playerStats.path)).status).toBe(401);
    expect((await setZone(stranger, 'UTC')).status).toBe(401);
  });
});

describe('streaks across days', () => {
  it('start at nothing', async () => {
    const { client } = await newPlayer();
    expect(await statsOf(client)).toEqual({
      streak: { current: 0, best: 0, last_day: null },
      played: 0,
      solved: 0,
      solve_rate: null,
      average_ms: null,
      best_ms: null,
      distribution: [
        { bucket: '100', from: 100, to: 100, plays: 0 },
        { bucket: '80-99', from: 80, to: 99, plays: 0 },
        { bucket: '60-79', from: 60, to: 79, plays: 0 },
        { bucket: '40-59', from: 40, to: 59, plays: 0 },
        { bucket: '0-39', from: 0, to: 39, plays: 0 },
      ],
      today_done: false,
      time_zone: 'UTC',
    });
  });

  it('grow day by day, survive until the end of the next day and break after a missed one', async () => {
    const { client, playerId } = await newPlayer();
    await setZone(client, 'Europe/Berlin');

    clock = new Date('2026-11-20T09:00:00Z');
    await finishDaily(playerId, { at: '2026-11-20T08:30:00Z', gameId: quizzes[0] ?? '' });
    expect(await statsOf(client)).toMatchObject({ streak: { current: 1, best: 1, last_day: '2026-11-20' }, today_done: true });

    // The next day, nothing played yet: the streak stands, today is not done.
    clock = new Date('2026-11-21T10:00:00Z');
    expect(await statsOf(client)).toMatchObject({ streak: { current: 1, best: 1 }, today_done: false });
    await finishDaily(playerId, { at: '2026-11-21T10:00:00Z', gameId: quizzes[1] ?? '' });
    // Two puzzles on one day count one day.
    await finishDaily(playerId, { at: '2026-11-21T22:59:00Z', gameId: quizzes[2] ?? '' });
    clock = new Date('2026-11-21T22:59:30Z');
    expect(await statsOf(client)).toMatchObject({ streak: { current: 2, best: 2, last_day: '2026-11-21' }, played: 3 });

    // The 22nd passes without a puzzle: the streak stands until midnight in Berlin (23:00 UTC), then breaks.
    clock = new Date('2026-11-22T22:59:59Z');
    expect(await statsOf(client)).toMatchObject({ streak: { current: 2, best: 2, last_day: '2026-11-21' } });
    clock = new Date('2026-11-22T23:00:00Z');
    expect(await statsOf(client)).toMatchObject({ streak: { current: 0, best: 2, last_day: '2026-11-21' } });
    clock = new Date('2026-11-24T08:00:00Z');

    await finishDaily(playerId, { at: '2026-11-24T08:00:00Z', gameId: quizzes[3] ?? '' });
    expect(await statsOf(client)).toMatchObject({ streak: { current: 1, best: 2, last_day: '2026-11-24' }, today_done: true });
  });

  it('run across a month and a year end', async () => {
    const { client, playerId } = await newPlayer();
    const days = ['2026-12-30', '2026-12-31', '2027-01-01'];
    for (const [i, day] of days.entries()) await finishDaily(playerId, { at: `${day}T12:00:00Z`, gameId: quizzes[i] ?? '' });
    clock = new Date('2027-01-02T06:00:00Z');
    expect((await statsOf(client)).streak).toEqual({ current: 3, best: 3, last_day: '2027-01-01' });
  });

  it('are counted in each player\'s own zone: the same moments are two days in Kolkata and one in New York', async () => {
    // 19:00 UTC is past midnight in Kolkata (UTC+5:30) and the afternoon in New York (UTC-5): the first puzzle is
    // on the 26th in Kolkata, the 25th in New York; the second on the 27th in both.
    const moments = ['2026-11-25T19:00:00Z', '2026-11-27T06:00:00Z'];
    const east = await newPlayer();
    const west = await newPlayer();
    await setZone(east.client, 'Asia/Kolkata');
    await setZone(west.client, 'America/New_York');
    for (const player of [east, west]) {
      for (const [i, at] of moments.entries()) await finishDaily(player.playerId, { at, gameId: quizzes[i] ?? '' });
    }
    clock = new Date('2026-11-27T12:00:00Z');
    expect((await statsOf(east.client)).streak).toEqual({ current: 2, best: 2, last_day: '2026-11-27' });
    expect((await statsOf(west.client)).streak).toEqual({ current: 1, best: 1, last_day: '2026-11-27' });

    // At 03:00 UTC on the 28th, New York is still on the 27th (today done), Kolkata already on the 28th.
    clock = new Date('2026-11-28T03:00:00Z');
    expect(await statsOf(west.client)).toMatchObject({ today_done: true, streak: { current: 1 } });
    expect(await statsOf(east.client)).toMatchObject({ today_done: false, streak: { current: 2 } });
  });
});

describe('results', () => {
  it('count solves, times of solved plays and the distribution; a revealed word is not a solve', async () => {
    const { client, playerId } = await newPlayer();
    await finishDaily(playerId, { at: '2026-11-20T10:00:00Z', gameId: quizzes[0] ?? '', takesMs: 90_000 });
    await finishDaily(playerId, { at: '2026-11-21T10:00:00Z', gameId: quizzes[1] ?? '', takesMs: 30_000 });
    await finishDaily(playerId, { at: '2026-11-22T10:00:00Z', gameId: quizzes[2] ?? '', right: 0, takesMs: 5_000 });
    // Both kriss-kross words right, but one was revealed on request.
    await finishDaily(playerId, { at: '2026-11-22T11:00:00Z', gameId: krissKross, right: 2, takesMs: 1_000, revealed: ['q'] });
    clock = new Date('2026-11-22T12:00:00Z');
    const stats = await statsOf(client);
    expect(stats).toMatchObject({ played: 4, solved: 2, solve_rate: 0.5, average_ms: 60_000, best_ms: 30_000 });
    expect(Object.fromEntries(stats.distribution.map((b) => [b.bucket, b.plays]))).toEqual({
      '100': 2,
      '80-99': 1,
      '60-79': 0,
      '40-59': 0,
      '0-39': 1,
    });
  });

  it('count a daily quiz finished over HTTP today, and nothing from a quiz left unfinished', async () => {
    clock = new Date();
    const { client } = await newPlayer();
    const path = (template: string, id: string) => template.replace(':id', id);
    type Questions = { questions: { question_id: string; choices: string[] }[] };
    const open = await client.request<Questions>('GET', path(api.mcqQuestions.path, quizzes[6] ?? ''));
    expect((await statsOf(client)).played).toBe(0);

    const played = await client.request<Questions>('GET', path(api.mcqQuestions.path, quizzes[7] ?? ''));
    const question = played.body.questions[0];
    if (!open.body.questions[0] || !question) throw new Error('a quiz without its question');
    const answer = await client.request('POST', path(api.mcqAnswer.path, quizzes[7] ?? ''), {
      question_id: question.question_id,
      answer: 'Four',
    });
    expect(answer.body).toMatchObject({ correct: true, finished: true });
    expect(await statsOf(client)).toMatchObject({
      streak: { current: 1, best: 1 },
      played: 1,
      solved: 1,
      today_done: true,
    });
  });
});

describe('one account, every device', () => {
  const account = { country_code: 91, phone: '9811122233', password: 'Streak@2026', confirm_password: 'Streak@2026' };

  it('keeps a guest\'s streak when they sign up, and shows it on a second device', async () => {
    const { client, playerId } = await newPlayer();
    await setZone(client, 'Asia/Kolkata');
    for (const [i, day] of ['2026-11-24', '2026-11-25', '2026-11-26'].entries()) {
      await finishDaily(playerId, { at: `${day}T06:00:00Z`, gameId: quizzes[i] ?? '' });
    }
    clock = new Date('2026-11-26T12:00:00Z');
    const before = await statsOf(client);
    expect(before).toMatchObject({ streak: { current: 3, best: 3 }, played: 3, time_zone: 'Asia/Kolkata' });

    const signedUp = await client.signIn(api.setPlayerAccount.path, account);
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
    expect(signedUp.body.user).toMatchObject({ player: { player_id: playerId, authenticated: true } });
    expect(await statsOf(client)).toEqual(before);

    const phone = new TestClient(server.url);
    const { country_code, password } = account;
    const signedIn = await phone.signIn(api.playerSignIn.path, { country_code, phone: account.phone, password });
    expect(signedIn.status).toBe(200);
    expect(await statsOf(phone)).toEqual(before);

    // A puzzle finished on either device shows on both.
    await finishDaily(playerId, { at: '2026-11-27T06:00:00Z', gameId: quizzes[3] ?? '' });
    clock = new Date('2026-11-27T12:00:00Z');
    const after = await statsOf(phone);
    expect(after).toMatchObject({ streak: { current: 4, best: 4, last_day: '2026-11-27' }, played: 4 });
    expect(await statsOf(client)).toEqual(after);
  });
});
