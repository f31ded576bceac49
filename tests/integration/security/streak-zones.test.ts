import { type AuthResponse, api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { type PlayerStats, timeZoneTooSoonMessage } from '@plw/protocol/rest/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, createGame } from '../../support/fixtures.ts';
import { guest, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { clockAt } from '../../support/test-clock.ts';

// The attack: a streak was counted by re-mapping every past play into the player's current time zone, so changing
// the zone joined days that were apart (or split a day in two). Each play now keeps the local day it was finished
// on, and the zone changes at most once a day.

let server: TestServer;
let clock = new Date('2027-01-10T12:00:00Z');
const quizzes: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ config: { clock: clockAt(() => clock) } });
  const { channelId } = await createChannelWithCreator(server.app.db, {
    email: 'zones@demo.test',
    password: 'Channel@Z1',
    channelName: 'Zone Hoppers',
  });
  for (let i = 0; i < 4; i += 1) quizzes.push(await createGame(server.app.db, channelId, { type: 'Mcq' }));
});
afterAll(() => server?.close());

async function newPlayer(): Promise<TestClient> {
  const client = await guest(server.url);
  const { user } = (await client.request<AuthResponse>('POST', api.autoSignIn.path)).body;
  if (user.role !== 'PLAYER') throw new Error('a guest who is not a player');
  return client;
}

const setZone = (client: TestClient, zone: string) =>
  client.request<{ time_zone?: string; error?: { message: string } }>('PUT', api.setTimeZone.path, { time_zone: zone });

async function statsOf(client: TestClient): Promise<PlayerStats> {
  const reply = await client.request<PlayerStats>('GET', api.playerStats.path);
  expect(reply.status).toBe(200);
  return reply.body;
}

/** Plays a one-question daily quiz to its end over HTTP at `at` (the server's clock). */
async function finishQuiz(client: TestClient, gameId: string, at: string) {
  clock = new Date(at);
  type Questions = { questions: { question_id: string }[] };
  const questions = await client.request<Questions>('GET', pathOf(api.mcqQuestions, { id: gameId }));
  const questionId = questions.body.questions[0]?.question_id ?? '';
  const answer = await client.request('POST', pathOf(api.mcqAnswer, { id: gameId }), { question_id: questionId, answer: 'Four' });
  expect(answer.body).toMatchObject({ finished: true });
}

describe('streaks across time zones', () => {
  it('keeps each play on the day it was finished: a change of zone joins no days that were apart', async () => {
    const player = await newPlayer();
    expect((await setZone(player, 'Asia/Kolkata')).status).toBe(200);
    // 01:00 UTC on the 11th is 06:30 on the 11th in Kolkata; 23:00 UTC on the 12th is 04:30 on the 13th there:
    // the 12th was missed. Counted in UTC instead, the same moments are the 11th and the 12th.
    await finishQuiz(player, quizzes[0] ?? '', '2027-01-11T01:00:00Z');
    await finishQuiz(player, quizzes[1] ?? '', '2027-01-12T23:00:00Z');
    clock = new Date('2027-01-13T02:00:00Z');
    const before = await statsOf(player);
    expect(before.streak).toEqual({ current: 1, best: 1, last_day: '2027-01-13' });

    expect((await setZone(player, 'UTC')).status).toBe(200);
    const after = await statsOf(player);
    expect(after.time_zone).toBe('UTC');
    // Today is the 13th in UTC too: the streak still stands on the 13th, and the missed day stays missed.
    expect(after.streak).toEqual({ current: 1, best: 1, last_day: '2027-01-13' });
  });

  it('changes a zone at most once a day, and says when it may change again', async () => {
    clock = new Date('2027-01-20T08:00:00Z');
    const player = await newPlayer();
    // The first report from a new device is free, and so is naming the zone already set.
    expect((await setZone(player, 'Pacific/Kiritimati')).status).toBe(200);
    expect((await setZone(player, 'Pacific/Kiritimati')).status).toBe(200);
    const hop = await setZone(player, 'Pacific/Pago_Pago');
    expect(hop.status).toBe(409);
    expect(hop.body.error?.message).toBe(timeZoneTooSoonMessage(24));
    expect((await statsOf(player)).time_zone).toBe('Pacific/Kiritimati');

    clock = new Date('2027-01-21T07:30:00Z');
    expect((await setZone(player, 'Pacific/Pago_Pago')).body.error?.message).toBe(timeZoneTooSoonMessage(1));
    clock = new Date('2027-01-21T08:00:00Z');
    expect((await setZone(player, 'Pacific/Pago_Pago')).status).toBe(200);
    expect((await statsOf(player)).time_zone).toBe('Pacific/Pago_Pago');
  });

  it('cannot fit two days into one by hopping across the date line', async () => {
    const player = await newPlayer();
    // 10:30 UTC on the 30th: 00:30 on the 31st at UTC+14, 23:30 on the 29th at UTC-11.
    clock = new Date('2027-01-30T10:00:00Z');
    expect((await setZone(player, 'Pacific/Kiritimati')).status).toBe(200);
    await finishQuiz(player, quizzes[2] ?? '', '2027-01-30T10:30:00Z');
    expect((await setZone(player, 'Pacific/Pago_Pago')).status).toBe(409);
    await finishQuiz(player, quizzes[3] ?? '', '2027-01-30T10:40:00Z');
    expect((await statsOf(player)).streak).toEqual({ current: 1, best: 1, last_day: '2027-01-31' });
  });
});
