import { api } from '@plw/protocol/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '@plw/server/db/ids';
import { POINT_SCALE } from '@plw/shared/rules/scoring';
import { KRISSKROSS_MESSAGES } from '@plw/server/question-types/krisskross/routes';
import { createGame } from '../support/fixtures.ts';
import { demoCreator, guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Daily kriss-kross play over real HTTP: questions without answers, progress, one scored submission,
// the answers after it, and the leaderboard.

interface Cell {
  row: number;
  col: number;
  letter: string;
}
interface AllQuestions {
  questions: { question_id: string; question: string; enumeration: string }[];
  grid: { rows: number; cols: number; cells: { row: number; col: number }[]; placements: { question_id: string }[] };
  play: { status: string; cells: Cell[]; result: unknown } | null;
  answers: { question_id: string; answer: string }[] | null;
}
interface Submitted {
  result: { score: number; max_score: number; correct: string[]; rank: number; time_ms: number };
  answers: { answer: string }[] | null;
}

let server: TestServer;
let owner: TestClient;
let gameId: string;
let channelId: string;
let solution: Cell[];
const ANSWERS = ['APPLE', 'BANANA', 'ORANGE'];

const allQuestions = (client: TestClient, id = gameId) =>
  client.request<AllQuestions>('GET', `${api.krissKrossAllQuestions.path}?game_id=${id}`);
const submit = (client: TestClient, cells: unknown) =>
  client.request<Submitted>('POST', api.krissKrossSubmit.path.replace(':id', gameId), { cells });

beforeAll(async () => {
  server = await startTestServer();
  ({ host: owner, channelId } = await demoCreator(server.url));
  gameId = await createGame(server.app.db, channelId, {
    type: 'Kriss_kross_puzzle',
    krisskross: [
      { question: 'A red fruit that keeps the doctor away', answer: 'APPLE', direction: 'Across' },
      { question: 'A long yellow fruit', answer: 'BANANA', direction: 'Down' },
      { question: 'A citrus fruit named after its colour', answer: 'ORANGE', direction: 'Across' },
    ],
  });
  const demo = await owner.request<{ grid: { cells: Cell[] } }>(
    'GET',
    api.krissKrossPlayDemoQuestions.path.replace(':id', gameId),
  );
  solution = demo.body.grid.cells;
});
afterAll(() => server?.close());

describe('daily kriss-kross play', () => {
  it('gives clues and the grid, but no answer, before the player finishes', async () => {
    const player = await guest(server.url);
    const details = await player.request('GET', `${api.krissKrossDetails.path}?game_id=${gameId}`);
    const reply = await allQuestions(player);
    expect(reply.status).toBe(200);
    expect(reply.body.questions).toHaveLength(3);
    expect(reply.body.questions.map((q) => q.enumeration)).toEqual(expect.arrayContaining(['5', '6']));
    expect(reply.body.grid.cells.length).toBe(solution.length);
    expect(reply.body.answers).toBeNull();
    expect(reply.body.play).toMatchObject({ status: 'IN_PROGRESS', cells: [], result: null });
    for (const body of [JSON.stringify(details.body), JSON.stringify(reply.body)]) {
      for (const answer of ANSWERS) expect(body.toUpperCase()).not.toContain(answer);
      expect(body).not.toMatch(/"letter"/);
    }
  });

  it('keeps progress on the server, so another device resumes', async () => {
    const player = await guest(server.url);
    await allQuestions(player);
    const typed = solution.slice(0, 4);
    const saved = await player.request('PUT', api.krissKrossSaveProgress.path.replace(':id', gameId), { cells: typed });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toMatch(/APPLE|BANANA|ORANGE/);

    const otherDevice = await guest(server.url);
    otherDevice.cookie = player.cookie;
    await otherDevice.autoSignIn();
    const resumed = await allQuestions(otherDevice);
    expect(resumed.body.play?.cells).toEqual(typed);

    // A bad save is refused whole: what was kept stays.
    const progress = api.krissKrossSaveProgress.path.replace(':id', gameId);
    for (const [cells, message] of [
      ['not a list', 'cells must be a list of { row, col, letter }'],
      [[{ row: 99, col: 99, letter: 'A' }], 'Cell 99,99 is not part of this grid'],
    ] as const) {
      const refused = await player.request('PUT', progress, { cells });
      expect(refused.status, message).toBe(400);
      expect(refused.body).toMatchObject({ error: { message } });
    }
    expect((await allQuestions(otherDevice)).body.play?.cells).toEqual(typed);
  });

  it('scores the game once, ranks by points then time, and reveals the answers after', async () => {
    const perfect = await guest(server.url);
    const partial = await guest(server.url);
    await allQuestions(perfect);
    await allQuestions(partial);

    // The partial player types one whole word correctly (the first answer's cells) and nothing else.
    const firstWordCells = solution.filter((cell) => cell.row === solution[0]?.row);
    const partialReply = await submit(partial, firstWordCells);
    expect(partialReply.status).toBe(200);
    expect(partialReply.body.result.score).toBeLessThan(15);
    expect(partialReply.body.result.max_score).toBe(15);

    const perfectReply = await submit(perfect, solution);
    expect(perfectReply.status).toBe(200);
    expect(perfectReply.body.result).toMatchObject({ score: 15, max_score: 15, rank: 1 });
    expect(perfectReply.body.result.correct).toHaveLength(3);
    expect(perfectReply.body.answers?.map((a) => a.answer).sort()).toEqual([...ANSWERS].sort());

    const again = await submit(perfect, solution);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.alreadyFinished } });

    const afterwards = await allQuestions(perfect);
    expect(afterwards.body.play).toMatchObject({ status: 'FINISHED' });
    expect(afterwards.body.answers).toHaveLength(3);

    const board = await partial.request<{ leaderboard: { score: number; rank: number }[]; me: { rank: number } }>(
      'GET',
      `${api.leaderboard.path}?type=DAILY&game_id=${gameId}`,
    );
    expect(board.status).toBe(200);
    expect(board.body.leaderboard[0]).toMatchObject({ rank: 1, score: 15 });
    expect(board.body.me.rank).toBe(2);
  });

  it('ranks a caller whose play the board read before it finished (in another process) among the others', async () => {
    const path = `${api.leaderboard.path}?type=DAILY&game_id=${gameId}`;
    type Board = { leaderboard: { score: number; time_ms: number }[]; me: { rank: number; score: number } | null };
    const late = new TestClient(server.url);
    const signedIn = await late.autoSignIn();
    if (signedIn.body.user.role !== 'PLAYER') throw new Error('expected a guest player');
    const before = await late.request<Board>('GET', path);
    expect(before.body.me).toBeNull();
    const best = before.body.leaderboard[0];
    if (!best) throw new Error('the board is empty');
    // Written behind this process's back, as another process would: full marks, faster than the best so far.
    const at = new Date().toISOString();
    await server.app.db
      .insertInto('plays')
      .values({
        id: newId(),
        game_id: gameId,
        player_id: signedIn.body.user.player.player_id,
        kind: 'DAILY',
        started_at: at,
        finished_at: at,
        time_ms: Math.max(0, best.time_ms - 1),
        progress: null,
        updated_at: at,
        score: 15 * POINT_SCALE,
        correct_count: 3,
        rank: null,
      })
      .execute();
    const after = await late.request<Board>('GET', path);
    expect(after.body.me).toMatchObject({ rank: 1, score: 15 });
  });

  it('refuses bad submissions with 400 and a clear message, and stores nothing', async () => {
    const player = await guest(server.url);
    await allQuestions(player);
    const cases: [unknown, string][] = [
      [[{ row: 99, col: 99, letter: 'A' }], 'Cell 99,99 is not part of this grid'],
      [[{ ...solution[0], letter: 'AB' }], `Cell ${solution[0]?.row},${solution[0]?.col} must hold one letter`],
      [[solution[0], solution[0]], `Cell ${solution[0]?.row},${solution[0]?.col} is given twice`],
      ['not a list', 'cells must be a list of { row, col, letter }'],
      [[{ row: -1, col: 0, letter: 'A' }], 'A cell needs a row and a column: whole numbers from 0'],
      [[{ row: 0, col: 0 }], 'A cell holds one letter'],
      [['A'], 'cells must be a list of { row, col, letter }'],
    ];
    for (const [cells, message] of cases) {
      const reply = await submit(player, cells);
      expect(reply.status, message).toBe(400);
      expect(reply.body).toMatchObject({ error: { message } });
    }
    expect((await allQuestions(player)).body.play?.status).toBe('IN_PROGRESS');
  });

  it('sends a player to wait before publishing time, without questions', async () => {
    const later = await createGame(server.app.db, channelId, { type: 'Kriss_kross_puzzle' });
    await server.app.db
      .updateTable('games')
      .set({ publishing_time: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', later)
      .execute();
    const player = await guest(server.url);
    const reply = await allQuestions(player, later);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ error: { message: KRISSKROSS_MESSAGES.notStarted } });
    const details = await player.request<{ game: { publishing_time: string } }>(
      'GET',
      `${api.krissKrossDetails.path}?game_id=${later}`,
    );
    expect(Date.parse(details.body.game.publishing_time)).toBeGreaterThan(Date.now());
  });

  it('gives the creator the answers and the filled grid for a demo play', async () => {
    const reply = await owner.request<{ questions: { answer: string }[] }>(
      'GET',
      api.krissKrossQuestions.path.replace(':id', gameId),
    );
    expect(reply.body.questions.map((q) => q.answer)).toEqual(ANSWERS);
    expect(solution.map((c) => c.letter).join('')).toMatch(/^[A-Z]+$/);
  });
});

describe('demo kriss-kross games', () => {
  it('offers dailies open today in each of the six languages, each solvable to full marks with whole letters', async () => {
    interface Listed {
      game_id: string;
      type: string;
      language: string;
      game_name: string;
      publishing_time: string | null;
    }
    const games = await owner.request<{ games: Listed[] }>(
      'GET',
      api.channelGames.path,
    );
    // The creator sees the coming days' puzzles too; those open on their day.
    const open = (g: Listed) => g.publishing_time === null || Date.parse(g.publishing_time) <= Date.now();
    const crosswords = games.body.games.filter(
      (g) => g.type === 'Kriss_kross_puzzle' && !g.game_name.startsWith('Test game') && g.game_id !== gameId && open(g),
    );
    const languages = new Set(crosswords.map((g) => g.language));
    expect([...languages].sort()).toEqual(['Arabic', 'English', 'German', 'Hindi', 'Malayalam', 'Tamil']);

    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    for (const game of crosswords) {
      const demo = await owner.request<{ grid: { cells: Cell[] } }>(
        'GET',
        api.krissKrossPlayDemoQuestions.path.replace(':id', game.game_id),
      );
      for (const cell of demo.body.grid.cells) {
        expect([...segmenter.segment(cell.letter)], `${game.language} ${cell.letter}`).toHaveLength(1);
        expect(cell.letter, game.language).not.toMatch(/^\p{M}/u);
      }
      const player = await guest(server.url);
      await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${game.game_id}`);
      const reply = await player.request<Submitted>('POST', api.krissKrossSubmit.path.replace(':id', game.game_id), {
        cells: demo.body.grid.cells,
      });
      expect(reply.status, game.language).toBe(200);
      expect(reply.body.result.score, game.language).toBe(reply.body.result.max_score);
    }
  });
});
