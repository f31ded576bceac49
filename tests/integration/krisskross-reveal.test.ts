import { api } from '@plw/protocol/api';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { KRISSKROSS_MESSAGES } from '@plw/server/question-types/krisskross/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../support/fixtures.ts';
import { demoCreator, guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { Cell, Placement } from '../support/krisskross-grid.ts';

// "Check word" and "Reveal letter / word" in a daily kriss-kross game, over real HTTP: the check never tells a
// letter, a reveal is recorded on the play before its letters are sent, a revealed word scores nothing at submit
// and is marked, and neither helper exists for someone else's play, a live round or a finished play.

interface AllQuestions {
  grid: { placements: Placement[] };
  play: { status: string; revealed: string[]; result: { revealed: string[]; correct: string[] } | null } | null;
}
interface Checked {
  question_id: string;
  cells: { row: number; col: number; mark: 'right' | 'wrong' | 'empty' }[];
}
interface Revealed {
  question_id: string;
  cells: Cell[];
  revealed: string[];
}
interface Submitted {
  result: { score: number; max_score: number; correct: string[]; revealed: string[]; solved: boolean };
}

const WORDS = [
  { question: 'A red fruit that keeps the doctor away', answer: 'APPLE', direction: 'Across' as const },
  { question: 'A long yellow fruit', answer: 'BANANA', direction: 'Down' as const },
  { question: 'A citrus fruit named after its colour', answer: 'ORANGE', direction: 'Across' as const },
];
const ANSWERS = WORDS.map((w) => w.answer);

let server: TestServer;
let owner: TestClient;
let channelId: string;
let gameId: string;
let solution: Map<string, string>;
let placements: Placement[];

const path = (endpoint: { path: string }, id = gameId) => endpoint.path.replace(':id', id);
const open = (client: TestClient, id = gameId) =>
  client.request<AllQuestions>('GET', `${api.krissKrossAllQuestions.path}?game_id=${id}`);
const check = (client: TestClient, body: unknown, id = gameId) =>
  client.request<Checked>('POST', path(api.krissKrossCheckWord, id), body);
const reveal = (client: TestClient, body: unknown, id = gameId) =>
  client.request<Revealed>('POST', path(api.krissKrossReveal, id), body);
const submit = (client: TestClient, cells: Cell[]) =>
  client.request<Submitted>('POST', path(api.krissKrossSubmit), { cells });

function squares(placement: Placement) {
  return Array.from({ length: placement.length }, (_, i) => ({
    row: placement.direction === 'Down' ? placement.row + i : placement.row,
    col: placement.direction === 'Across' ? placement.col + i : placement.col,
  }));
}
const answerOf = (placement: Placement) => squares(placement).map((c) => solution.get(`${c.row},${c.col}`) ?? '');
const wordOf = (answer: string) => {
  const found = placements.find((p) => answerOf(p).join('') === answer);
  if (!found) throw new Error(`no word ${answer}`);
  return found;
};
const solved = () => [...solution].map(([key, letter]) => {
  const [row = 0, col = 0] = key.split(',').map(Number);
  return { row, col, letter };
});

beforeAll(async () => {
  server = await startTestServer();
  ({ host: owner, channelId } = await demoCreator(server.url));
  gameId = await createGame(server.app.db, channelId, { type: 'Kriss_kross_puzzle', krisskross: WORDS });
  const demo = await owner.request<{ grid: { cells: Cell[]; placements: Placement[] } }>(
    'GET',
    path(api.krissKrossPlayDemoQuestions),
  );
  solution = new Map(demo.body.grid.cells.map((c) => [`${c.row},${c.col}`, c.letter]));
  placements = demo.body.grid.placements;
});
afterAll(() => server?.close());

describe('check word', () => {
  it('marks typed squares right or wrong without telling any letter', async () => {
    const player = await guest(server.url);
    await open(player);
    const apple = wordOf('APPLE');
    const reply = await check(player, { question_id: apple.question_id, letters: ['A', 'X', '', 'l', 'Q'] });
    expect(reply.status).toBe(200);
    expect(reply.body.cells.map((c) => c.mark)).toEqual(['right', 'wrong', 'empty', 'right', 'wrong']);
    expect(reply.body.cells.map(({ row, col }) => ({ row, col }))).toEqual(squares(apple));
    const body = JSON.stringify(reply.body).toUpperCase();
    for (const answer of ANSWERS) expect(body).not.toContain(answer);
    expect(body).not.toMatch(/"LETTER"/);
    // Checking costs nothing: the word is not revealed.
    expect((await open(player)).body.play?.revealed).toEqual([]);
  });

  it('refuses a word of the wrong length or one that is not in the game', async () => {
    const player = await guest(server.url);
    await open(player);
    const short = await check(player, { question_id: wordOf('APPLE').question_id, letters: ['A'] });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.wrongLength } });
    const unknown = await check(player, { question_id: 'nope', letters: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.unknownWord } });
    const missing = await check(player, { letters: [] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { message: 'question_id is required' } });
  });
});

describe('reveal', () => {
  it('gives one letter or a whole word, records the word first, and a revealed word scores nothing', async () => {
    const player = await guest(server.url);
    await open(player);
    const apple = wordOf('APPLE');
    const banana = wordOf('BANANA');
    const [, second] = squares(apple);
    if (!second) throw new Error('no second square');

    const letter = await reveal(player, { question_id: apple.question_id, cell: second });
    expect(letter.status).toBe(200);
    expect(letter.body).toEqual({
      question_id: apple.question_id,
      cells: [{ ...second, letter: 'P' }],
      revealed: [apple.question_id],
    });

    const word = await reveal(player, { question_id: banana.question_id });
    expect(word.status).toBe(200);
    expect(word.body.cells.map((c) => c.letter).join('')).toBe('BANANA');
    expect(word.body.revealed).toEqual([apple.question_id, banana.question_id]);

    const outside = await reveal(player, { question_id: apple.question_id, cell: { row: 99, col: 99 } });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.cellNotInWord } });

    // Kept on the play: a reload (or another device) knows which words were revealed.
    expect((await open(player)).body.play?.revealed).toEqual([apple.question_id, banana.question_id]);

    // Everything typed right, yet the two revealed words score nothing; they are marked revealed, not correct.
    const done = await submit(player, solved());
    expect(done.status).toBe(200);
    const both = [apple.question_id, banana.question_id];
    // Every word right, revealed ones too: the grid is solved, though it scores less.
    expect(done.body.result).toMatchObject({ score: 5, max_score: 15, revealed: both, solved: true });
    expect(done.body.result.correct).toEqual([wordOf('ORANGE').question_id]);
    const after = await open(player);
    expect(after.body.play?.result).toMatchObject({ revealed: [apple.question_id, banana.question_id] });

    // Once finished, neither helper answers.
    for (const refused of [
      await reveal(player, { question_id: apple.question_id }),
      await check(player, { question_id: apple.question_id, letters: ['A', 'P', 'P', 'L', 'E'] }),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.alreadyFinished } });
    }
  });

  it("touches only the caller's own play: another player's reveal costs nobody else", async () => {
    const revealer = await guest(server.url);
    const solver = await guest(server.url);
    await open(revealer);
    await open(solver);
    await reveal(revealer, { question_id: wordOf('ORANGE').question_id });
    const done = await submit(solver, solved());
    expect(done.body.result).toMatchObject({ score: 15, revealed: [] });
  });

  it('needs an opened play, and is for players only', async () => {
    const player = await guest(server.url);
    const unopened = await reveal(player, { question_id: wordOf('APPLE').question_id });
    expect(unopened.status).toBe(409);
    expect(unopened.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.notOpened } });
    const byCreator = await reveal(owner, { question_id: wordOf('APPLE').question_id });
    expect(byCreator.status).toBe(403);
  });

  it('is never offered in a live (RAPID) round', async () => {
    const now = new Date();
    const { gameId: liveId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Kriss_kross_puzzle',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Live words',
        score: 10,
        publishing_time: new Date(now.getTime() - 1_000).toISOString(),
        game_duration: 600,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    await insertKrissKrossQuestions(server.app.db, liveId, WORDS, now);
    const player = await guest(server.url);
    const opened = await open(player, liveId);
    expect(opened.status).toBe(200);
    const [first] = opened.body.grid.placements;
    if (!first) throw new Error('no word');
    for (const refused of [
      await reveal(player, { question_id: first.question_id }, liveId),
      await check(player, { question_id: first.question_id, letters: Array(first.length).fill('A') }, liveId),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.helpersDailyOnly } });
      expect(JSON.stringify(refused.body).toUpperCase()).not.toMatch(/APPLE|BANANA|ORANGE/);
    }
  });
});
