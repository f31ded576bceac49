import { api } from '@plw/protocol/api';
import { findGame } from '@plw/server/domains/games/repository';
import { gridView, layoutOf, questionsOf } from '@plw/server/question-types/krisskross/grid';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { seedFromText } from '@plw/shared/rules/seed';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../support/fixtures.ts';
import { creator, guest, type TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A kriss-kross grid is laid out off the server's event loop (question-types/krisskross/layout-thread.ts): other
// requests are answered meanwhile, the grid is the one the engine gives on the main thread, players who open a
// new puzzle together share one layout and one write, and a layout that fails fails its request only.

/** The longest question list a game may hold: the studio reorders and redirects at most 500 questions at once. */
const MOST_QUESTIONS = 500;

interface AllQuestions {
  grid: ReturnType<typeof gridView>;
}

let server: TestServer;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  const owner: TestClient = await creator(server.url);
  const me = (await owner.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  channelId = me.creator.channel_id;
});
afterAll(() => server?.close());

/** Distinct made-up words from a fixed generator, alternately Across and Down. */
function wordList(count: number) {
  const syllables = ['CA', 'TO', 'RE', 'MI', 'LA', 'SO', 'PE', 'NU', 'DA', 'KI', 'BO', 'TER', 'MAN', 'SIL', 'VEN'];
  const words = new Set<string>();
  let state = 12345;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  while (words.size < count) {
    let word = '';
    for (let i = 2 + next(3); i > 0; i--) word += syllables[next(syllables.length)];
    words.add(word);
  }
  return [...words].map((answer, i) => ({
    question: `Clue ${i + 1}`,
    answer,
    direction: i % 2 === 0 ? ('Across' as const) : ('Down' as const),
  }));
}

const openPuzzle = (client: TestClient, gameId: string) =>
  client.request<AllQuestions>('GET', `${api.krissKrossAllQuestions.path}?game_id=${gameId}`);

/** The grid the engine gives for the game on the main thread, as the server lays it out (seeded by the game id). */
async function engineLayout(gameId: string) {
  const questions = await questionsOf(server.app.db, gameId);
  const { rows, cols, cells, placements } = layoutKrissKross(
    questions.map((q) => ({ id: q.id, answer: q.answer, direction: q.direction })),
    { language: 'English', seed: seedFromText(gameId) },
  );
  return { stored: { rows, cols, cells, placements }, questions };
}

async function storedLayout(gameId: string): Promise<unknown> {
  const game = await findGame(server.app.db, gameId);
  return game?.layout ? JSON.parse(game.layout) : null;
}

describe('laying out a kriss-kross grid off the event loop', () => {
  it('answers other requests while the largest puzzle is laid out, and lays out the grid the engine gives', async () => {
    const gameId = await createGame(server.app.db, channelId, {
      type: 'Kriss_kross_puzzle',
      krisskross: wordList(MOST_QUESTIONS),
    });
    const player = await guest(server.url);

    // The health check is sent once the server has the puzzle's request, so it can only answer first if the
    // layout leaves the event loop free.
    const arrived = new Promise<void>((resolve) => server.app.server.once('request', () => resolve()));
    const answered: string[] = [];
    const puzzle = openPuzzle(player, gameId).then((reply) => {
      answered.push('puzzle');
      return reply;
    });
    await arrived;
    const health = fetch(new URL(api.health.path, server.url)).then((reply) => {
      answered.push('health');
      return reply;
    });
    const [puzzleReply, healthReply] = await Promise.all([puzzle, health]);

    expect(healthReply.status).toBe(200);
    expect(puzzleReply.status).toBe(200);
    expect(answered).toEqual(['health', 'puzzle']);
    const { stored, questions } = await engineLayout(gameId);
    expect(stored.placements).toHaveLength(MOST_QUESTIONS);
    expect(puzzleReply.body.grid).toEqual(gridView(stored, questions));
    expect(await storedLayout(gameId)).toEqual(stored);
  }, 60_000); // two layouts of the longest list (one in the server, one here) on a shared 2-core machine

  it('lays a new puzzle out once for two players who open it together, and both get that grid', async () => {
    const gameId = await createGame(server.app.db, channelId, { type: 'Kriss_kross_puzzle', krisskross: wordList(30) });
    const writes = await countLayoutWrites(gameId);
    const [first, second] = await Promise.all([guest(server.url), guest(server.url)]);

    const [a, b] = await Promise.all([openPuzzle(first, gameId), openPuzzle(second, gameId)]);

    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.grid).toEqual(a.body.grid);
    const { stored, questions } = await engineLayout(gameId);
    expect(a.body.grid).toEqual(gridView(stored, questions));
    expect(await storedLayout(gameId)).toEqual(stored);
    expect(await writes.count()).toBe(1);
    await writes.stop();
  });

  it('fails only the layout the engine refuses, with its reason, and lays out the next puzzle', async () => {
    // A stored answer without a letter: the studio refuses one, but a row written before that rule may hold it.
    const brokenId = await createGame(server.app.db, channelId, {
      type: 'Kriss_kross_puzzle',
      krisskross: [
        { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
        { question: 'Nothing at all', answer: ' , ', direction: 'Down' },
      ],
    });
    const broken = await findGame(server.app.db, brokenId);
    if (!broken) throw new Error('the game was not stored');
    await expect(layoutOf(server.app.db, broken, await questionsOf(server.app.db, brokenId))).rejects.toThrow(
      /Kriss-kross layout failed: Answer of question \w+ has no letters/,
    );
    expect(await storedLayout(brokenId)).toBeNull();

    const gameId = await createGame(server.app.db, channelId, { type: 'Kriss_kross_puzzle', krisskross: wordList(8) });
    const reply = await openPuzzle(await guest(server.url), gameId);
    expect(reply.status).toBe(200);
    const { stored, questions } = await engineLayout(gameId);
    expect(reply.body.grid).toEqual(gridView(stored, questions));
  });
});

/** Counts the writes of one game's stored layout, with a trigger in the test's own database. */
async function countLayoutWrites(gameId: string) {
  const db = server.app.db;
  if (server.database.kind === 'sqlite') {
    await sql`create table layout_writes (game_id text)`.execute(db);
    await sql`create trigger count_layout_writes after update of layout on games
      begin insert into layout_writes values (new.id); end`.execute(db);
  } else {
    await sql`create table layout_writes (game_id text)`.execute(db);
    await sql`create function count_layout_write() returns trigger language plpgsql as
      $$ begin insert into layout_writes values (new.id); return new; end $$`.execute(db);
    await sql`create trigger count_layout_writes after update of layout on games
      for each row execute function count_layout_write()`.execute(db);
  }
  return {
    async count() {
      const rows = await sql<{ n: number | string }>`select count(*) as n from layout_writes
        where game_id = ${gameId}`.execute(db);
      return Number(rows.rows[0]?.n);
    },
    async stop() {
      await sql`drop trigger count_layout_writes${sql.raw(server.database.kind === 'sqlite' ? '' : ' on games')}`.execute(db);
      await sql`drop table layout_writes`.execute(db);
    },
  };
}
