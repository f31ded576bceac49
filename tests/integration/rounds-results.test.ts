import { api } from '@plw/protocol/api';
import type { ChannelRounds, RoundResults } from '@plw/protocol/rest/rounds';
import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { PlayKind } from '@plw/server/db/tables/plays';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator, scheduleLiveQuiz } from '../support/fixtures.ts';
import { creator, guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A creator's rounds and their results: the list (live, upcoming, past), a hosted round's ranking and question
// figures as JSON and as a CSV a spreadsheet opens, and nobody else's round.

type Db = Kysely<Database>;

let server: TestServer;
let db: Db;
let teacher: TestClient;
let otherCreator: TestClient;
let player: TestClient;
let channelId: string;
let gameId: string;
let questionIds: string[];
let endedRound: string;
let lobbyRound: string;
let runningRound: string;
let upcomingGame: string;
let otherChannelRound: string;

const MALAYALAM_QUESTION = 'ഇന്ത്യയുടെ തലസ്ഥാനം ഏത്?';
const TRICKY_NAME = 'Ravi, "the ace"';

async function newPlayerId(): Promise<string> {
  const { body } = await (await guest(server.url)).autoSignIn();
  if (body.user.role !== 'PLAYER') throw new Error('expected a guest player');
  return body.user.player.player_id;
}

async function insertRound(
  gameIdOf: string,
  channel: string,
  state: 'LOBBY' | 'RUNNING' | 'ENDED',
  window: { startsAt: number; endsAt: number } | null,
) {
  const id = newId();
  const at = new Date().toISOString();
  await db
    .insertInto('rounds')
    .values({
      id,
      game_id: gameIdOf,
      channel_id: channel,
      host_user_id: 'host',
      join_code: String(100000 + Math.floor(Math.random() * 899999)),
      state,
      names: 'CHOSEN',
      duration: 60,
      starts_at: window ? new Date(window.startsAt).toISOString() : null,
      ends_at: window ? new Date(window.endsAt).toISOString() : null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

interface SeatOptions {
  roundId: string;
  name: string | null;
  score: number;
  timeMs: number;
  kind?: PlayKind;
  removed?: boolean;
  answers: ([answer: string, correct: boolean, points: number, elapsedMs: number] | null)[];
}

/** A player's play of the round with their answers, as the round would have stored them (points in hundredths). */
async function seat({ roundId, name, score, timeMs, kind = 'HOSTED', removed = false, answers }: SeatOptions) {
  const playerId = await newPlayerId();
  const playId = newId();
  const at = new Date().toISOString();
  const given = answers.filter((a) => a !== null);
  await db
    .insertInto('plays')
    .values({
      id: playId,
      game_id: gameId,
      player_id: playerId,
      kind,
      round_id: kind === 'HOSTED' ? roundId : '',
      display_name: name,
      started_at: at,
      finished_at: at,
      time_ms: timeMs,
      progress: null,
      updated_at: at,
      score,
      correct_count: given.filter(([, correct]) => correct).length,
      rank: null,
      removed_at: removed ? at : null,
      removed_reason: removed ? 'flooding' : null,
    })
    .execute();
  for (const [index, answer] of answers.entries()) {
    if (!answer) continue;
    const [text, correct, points, elapsedMs] = answer;
    await db
      .insertInto('answers')
      .values({
        id: newId(),
        play_id: playId,
        question_id: questionIds[index] ?? '',
        answer: text,
        correct: correct ? 1 : 0,
        points,
        // Stored from the round's start: a hosted quiz of 60 s opens its three questions 20 s apart.
        elapsed_ms: kind === 'HOSTED' ? index * 20_000 + elapsedMs : elapsedMs,
        answered_at: at,
      })
      .execute();
  }
}

const resultsPath = (id: string) => api.roundResults.path.replace(':id', id);
const csvPath = (id: string) => api.roundResultsCsv.path.replace(':id', id);

beforeAll(async () => {
  server = await startTestServer();
  db = server.app.db;
  const email = 'teacher@rounds.test';
  const password = 'Teacher@2026';
  const channel = await createChannelWithCreator(db, { email, password, channelName: 'Class Quizzes' });
  channelId = channel.channelId;
  teacher = await creator(server.url, email, password);
  otherCreator = await creator(server.url);
  player = await guest(server.url);

  const now = Date.now();
  // The game's own scheduled round ended an hour ago; the hosted rounds are the teacher's classes.
  const quiz = await scheduleLiveQuiz(db, channelId, {
    startInMs: -3_600_000,
    durationS: 60,
    name: 'Capitals',
    questions: [
      { question: MALAYALAM_QUESTION, answer: 'ന്യൂ ഡൽഹി', answer_options: ['മുംബൈ', 'ചെന്നൈ', 'കൊൽക്കത്ത'] },
      { question: 'Capital of Germany, "the big one"?', answer: 'Berlin', answer_options: ['Munich', 'Bonn', 'Köln'] },
      { question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] },
    ],
  });
  gameId = quiz.gameId;
  const rows = await db.selectFrom('mcq_questions').select('id').where('game_id', '=', gameId).orderBy('position').execute();
  questionIds = rows.map((row) => row.id);
  upcomingGame = (await scheduleLiveQuiz(db, channelId, { startInMs: 86_400_000, durationS: 60, name: 'Tomorrow' }))
    .gameId;

  endedRound = await insertRound(gameId, channelId, 'ENDED', { startsAt: now - 600_000, endsAt: now - 540_000 });
  lobbyRound = await insertRound(gameId, channelId, 'LOBBY', null);
  runningRound = await insertRound(gameId, channelId, 'RUNNING', { startsAt: now - 10_000, endsAt: now + 50_000 });
  const demoChannel = await db.selectFrom('games').select('channel_id').where('channel_id', '<>', channelId).executeTakeFirstOrThrow();
  otherChannelRound = await insertRound(gameId, demoChannel.channel_id, 'ENDED', { startsAt: now - 1000, endsAt: now });

  // Two players on equal points: whoever reached them first ranks above.
  await seat({
    roundId: endedRound,
    name: TRICKY_NAME,
    score: 1800,
    timeMs: 9000,
    answers: [['ന്യൂ ഡൽഹി', true, 1000, 4000], ['Munich', false, 0, 6000], ['Cairo', true, 800, 9000]],
  });
  await seat({
    roundId: endedRound,
    name: 'Amina',
    score: 2500,
    timeMs: 7000,
    answers: [['ന്യൂ ഡൽഹി', true, 900, 2000], ['Berlin', true, 800, 5000], ['Cairo', true, 800, 7000]],
  });
  await seat({
    roundId: endedRound,
    name: 'അനു',
    score: 1800,
    timeMs: 5000,
    answers: [['മുംബൈ', false, 0, 3000], ['Berlin', true, 1000, 1000], ['Cairo', true, 800, 5000]],
  });
  await seat({ roundId: endedRound, name: '=SUM(A1)', score: 0, timeMs: 0, answers: [null, null, null] });
  await seat({ roundId: endedRound, name: 'Flooder', score: 0, timeMs: 0, removed: true, answers: [null, null, null] });
  await seat({ roundId: lobbyRound, name: 'Early bird', score: 0, timeMs: 0, answers: [] });
});
afterAll(() => server?.close());

describe("the creator's rounds", () => {
  it('lists live rounds, upcoming scheduled rounds and past rounds newest first', async () => {
    const reply = await teacher.request<ChannelRounds>('GET', api.channelRounds.path);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { live, upcoming, past } = reply.body;
    expect(live.map((row) => row.round_id).sort()).toEqual([lobbyRound, runningRound].sort());
    expect(live.find((row) => row.round_id === lobbyRound)).toMatchObject({
      kind: 'HOSTED',
      state: 'LOBBY',
      players: 1,
      starts_at: null,
      game_name: 'Capitals',
    });
    expect(live.find((row) => row.round_id === lobbyRound)?.join_code).toMatch(/^\d{6}$/);
    expect(upcoming).toEqual([expect.objectContaining({ round_id: upcomingGame, kind: 'SCHEDULED', state: 'LOBBY' })]);
    expect(past.map((row) => row.round_id)).toEqual([endedRound, gameId]);
    expect(past[0]).toMatchObject({ kind: 'HOSTED', state: 'ENDED', players: 4, join_code: null });
    expect(past[1]).toMatchObject({ kind: 'SCHEDULED', game_id: gameId, state: 'ENDED', players: 0 });
    expect(JSON.stringify(reply.body)).not.toContain(otherChannelRound);
  });

  it("answers a hosted round's ranking, every answer and each question's figures", async () => {
    const reply = await teacher.request<RoundResults>('GET', resultsPath(endedRound));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { round, players, questions } = reply.body;
    expect(round).toMatchObject({ round_id: endedRound, kind: 'HOSTED', state: 'ENDED', players: 4 });
    expect(players.map((p) => [p.rank, p.name, p.points, p.correct])).toEqual([
      [1, 'Amina', 25, 3],
      [2, 'അനു', 18, 2],
      [3, TRICKY_NAME, 18, 2],
      [4, '=SUM(A1)', 0, 0],
    ]);
    expect(players[2]?.answers[1]).toEqual({
      question_id: questionIds[1],
      answer: 'Munich',
      correct: false,
      points: 0,
      elapsed_ms: 6000,
    });
    expect(players[3]?.answers).toEqual([null, null, null]);
    expect(questions.map((q) => [q.position, q.answered, q.right_share, q.average_ms])).toEqual([
      [0, 3, 2 / 4, 3000],
      [1, 3, 2 / 4, 4000],
      [2, 3, 3 / 4, 7000],
    ]);
    expect(questions[0]).toMatchObject({ question: MALAYALAM_QUESTION, answer: 'ന്യൂ ഡൽഹി' });
  });

  it("answers a scheduled round by its game's id", async () => {
    const reply = await teacher.request<RoundResults>('GET', resultsPath(gameId));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.round).toMatchObject({ kind: 'SCHEDULED', round_id: gameId, state: 'ENDED' });
    expect(reply.body.players).toEqual([]);
    expect(reply.body.questions.map((q) => q.right_share)).toEqual([0, 0, 0]);
  });

  it('downloads the results as a CSV a spreadsheet opens: BOM, quoted fields, one column per question', async () => {
    const response = await fetch(new URL(csvPath(endedRound), server.url), {
      headers: { authorization: `Bearer ${teacher.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="Capitals-results-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      `Rank,Player,Points,Correct,Q1 ${MALAYALAM_QUESTION},"Q2 Capital of Germany, ""the big one""?",Q3 Capital of Egypt?`,
    );
    expect(lines[1]).toBe('1,Amina,25,3,ന്യൂ ഡൽഹി ✓,Berlin ✓,Cairo ✓');
    expect(lines[2]).toBe('2,അനു,18,2,മുംബൈ ✗,Berlin ✓,Cairo ✓');
    expect(lines[3]).toBe('3,"Ravi, ""the ace""",18,2,ന്യൂ ഡൽഹി ✓,Munich ✗,Cairo ✓');
    // A name a spreadsheet would run as a formula is kept as text.
    expect(lines[4]).toBe("4,'=SUM(A1),0,0,,,");
    expect(lines.slice(5)).toEqual(['']);
  });

  it("answers another channel's round as not found, in the product's words", async () => {
    for (const path of [resultsPath(otherChannelRound), csvPath(otherChannelRound), resultsPath('no-such-round')]) {
      const reply = await teacher.request('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.body).toMatchObject({ error: { message: 'Round not found' } });
    }
    const theirs = await otherCreator.request('GET', resultsPath(endedRound));
    expect(theirs.status).toBe(404);
  });

  it('refuses players and signed-out callers', async () => {
    for (const path of [api.channelRounds.path, resultsPath(endedRound), csvPath(endedRound)]) {
      expect((await player.request('GET', path)).status, path).toBe(403);
      expect((await new TestClient(server.url).request('GET', path)).status, path).toBe(401);
    }
  });
});
