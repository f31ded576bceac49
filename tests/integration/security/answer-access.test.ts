import { api } from '@plw/protocol/api';
import type { ApiError } from '@plw/protocol/errors';
import type { QuestionOpen, RoundState } from '@plw/protocol/socket/round-events';
import { insertGame, insertKrissKrossQuestions, insertMcqQuestions } from '@plw/server/domains/games/repository';
import type { GameMode, GameType } from '@plw/shared/constants';
import { ANSWERS_CLOSED_MESSAGES, answerAccess, type PlayerPlays } from '@plw/shared/rules/answer-access';
import type { ClockPhase } from '@plw/shared/rules/round/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Found, GAME_READS, readPaths, scanFor } from '../../support/answer-scan.ts';
import { creator, guest, type TestClient } from '../../support/http.ts';
import { advanceUntil, connectRound } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Answers reach a player only when the one answer rule (shared/rules/answer-access.ts) says so. The attack:
// after a RAPID THEN DAILY quiz's live round, a new player read the answers page and then scored everything in
// the daily play. The scan: for both game types and every mode × phase × play state a player can be in, every
// GET route about the game and the round's socket events, searched for the answers and for verdicts.

const QUIZ = [
  { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] },
  { question: 'Capital of Germany?', answer: 'Berlin', answer_options: ['Munich', 'Hamburg', 'Bonn'] },
  { question: 'Largest ocean?', answer: 'Pacific', answer_options: ['Atlantic', 'Indian', 'Arctic'] },
];
const WORDS = [
  { question: 'King of fruits', answer: 'MANGO', direction: 'Across' as const },
  { question: 'Pink-fleshed fruit', answer: 'GUAVA', direction: 'Down' as const },
  { question: 'Sour yellow fruit', answer: 'LEMON', direction: 'Down' as const },
];
const ANSWERS: Record<GameType, string[]> = {
  Mcq: QUIZ.map((q) => q.answer),
  Kriss_kross_puzzle: WORDS.map((w) => w.answer),
};
const RIGHT = new Map<string, string>([...QUIZ, ...WORDS].map((q) => [q.question, q.answer]));

type PlayState = 'none' | 'round started' | 'round finished' | 'daily started' | 'daily finished';
const PLAYS: Record<PlayState, PlayerPlays> = {
  'none': { round: 'none', daily: 'none' },
  'round started': { round: 'started', daily: 'none' },
  'round finished': { round: 'finished', daily: 'none' },
  'daily started': { round: 'none', daily: 'started' },
  'daily finished': { round: 'none', daily: 'finished' },
};

// Every play state a player can reach in each mode and phase, and whether the answers are theirs to see. The
// rule's own table (answer-access.test.ts) covers the combinations no player can reach as well. After a round,
// its player comes first: the others of that phase then meet the game whose round was really played.
const CELLS: [GameMode, ClockPhase, PlayState, boolean][] = [
  ['DAILY', 'waiting', 'none', false],
  ['DAILY', 'running', 'none', false],
  ['DAILY', 'running', 'daily started', false],
  ['DAILY', 'running', 'daily finished', true],
  ['DAILY', 'ended', 'none', false],
  ['DAILY', 'ended', 'daily started', false],
  ['DAILY', 'ended', 'daily finished', true],
  ['RAPID', 'waiting', 'none', false],
  ['RAPID', 'waiting', 'round started', false],
  ['RAPID', 'running', 'none', false],
  ['RAPID', 'running', 'round started', false],
  ['RAPID', 'ended', 'round finished', true],
  ['RAPID', 'ended', 'none', true],
  ['RAPID_THEN_DAILY', 'waiting', 'none', false],
  ['RAPID_THEN_DAILY', 'waiting', 'round started', false],
  ['RAPID_THEN_DAILY', 'running', 'none', false],
  ['RAPID_THEN_DAILY', 'running', 'round started', false],
  ['RAPID_THEN_DAILY', 'ended', 'round finished', true],
  ['RAPID_THEN_DAILY', 'ended', 'none', false],
  ['RAPID_THEN_DAILY', 'ended', 'daily started', false],
  ['RAPID_THEN_DAILY', 'ended', 'daily finished', true],
];
const TYPES: GameType[] = ['Mcq', 'Kriss_kross_puzzle'];
/** A round played for real starts this long after its game is made, and lasts a second. */
const ROUND_LEAD_MS = 2_500;

let server: TestServer;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  const me = (await (await creator(server.url)).autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  channelId = me.creator.channel_id;
});
afterAll(() => server?.close());

const HOUR = 3_600_000;

/** A released game whose clock stands in `phase` now; `liveRound` schedules a one-second round about to start. */
async function createGame(type: GameType, mode: GameMode, phase: ClockPhase, liveRound = false) {
  const now = server.clock.now();
  const round = mode !== 'DAILY';
  const timing = liveRound
    ? { publishing_time: now + ROUND_LEAD_MS, game_duration: 1 }
    : {
        waiting: { publishing_time: now + HOUR, game_duration: round ? 600 : null },
        running: { publishing_time: now - 60_000, game_duration: round ? 3_600 : null },
        ended: { publishing_time: now - 2 * HOUR, game_duration: 60 },
      }[phase];
  const at = new Date(now);
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type,
      mode,
      language: 'English',
      game_name: `Scan ${mode} ${phase}`,
      publishing_time: new Date(timing.publishing_time).toISOString(),
      game_duration: timing.game_duration,
      status: 'RELEASED',
      released_at: at.toISOString(),
    },
    at,
  );
  if (type === 'Mcq') await insertMcqQuestions(server.app.db, gameId, QUIZ, at);
  else await insertKrissKrossQuestions(server.app.db, gameId, WORDS, at);
  return gameId;
}

const mcqPath = (template: string, gameId: string) => template.replace(':id', encodeURIComponent(gameId));
const allQuestions = (gameId: string) => `${api.krissKrossAllQuestions.path}?game_id=${encodeURIComponent(gameId)}`;

interface Grid {
  questions: { question_id: string; question: string }[];
  grid: { placements: { question_id: string; row: number; col: number; direction: string }[] };
}

/** The cells that spell the given clues' words, where the grid places them. */
function cellsFor(puzzle: Grid, clues: readonly string[]) {
  const cells = new Map<string, { row: number; col: number; letter: string }>();
  for (const clue of puzzle.questions.filter((q) => clues.includes(q.question))) {
    const placement = puzzle.grid.placements.find((p) => p.question_id === clue.question_id);
    const word = RIGHT.get(clue.question) ?? '';
    [...word].forEach((letter, i) => {
      const across = placement?.direction === 'Across';
      const row = (placement?.row ?? 0) + (across ? 0 : i);
      const col = (placement?.col ?? 0) + (across ? i : 0);
      cells.set(`${row}:${col}`, { row, col, letter });
    });
  }
  return [...cells.values()];
}

/** Opens the daily play over REST, and for kriss-kross types a letter in. */
async function startDaily(player: TestClient, type: GameType, gameId: string) {
  if (type === 'Mcq') {
    expect((await player.request('GET', mcqPath(api.mcqQuestions.path, gameId))).status).toBe(200);
    return;
  }
  const puzzle = await player.request<Grid>('GET', allQuestions(gameId));
  expect(puzzle.status).toBe(200);
  const [first] = cellsFor(puzzle.body, [WORDS[0]?.question ?? '']);
  const saved = await player.request('PUT', mcqPath(api.krissKrossSaveProgress.path, gameId), { cells: [first] });
  expect(saved.status).toBe(200);
}

/** Plays the daily play to its end over REST: some answers right, one wrong. */
async function finishDaily(player: TestClient, type: GameType, gameId: string) {
  if (type === 'Mcq') {
    const play = await player.request<{ questions: { question_id: string; question: string; choices: string[] }[] }>(
      'GET',
      mcqPath(api.mcqQuestions.path, gameId),
    );
    for (const [i, q] of play.body.questions.entries()) {
      const right = RIGHT.get(q.question);
      const answer = i === 1 ? q.choices.find((c) => c !== right) : right;
      const locked = await player.request('POST', mcqPath(api.mcqAnswer.path, gameId), { question_id: q.question_id, answer });
      expect(locked.status).toBe(200);
    }
    return;
  }
  const puzzle = await player.request<Grid>('GET', allQuestions(gameId));
  const cells = cellsFor(puzzle.body, [WORDS[0]?.question ?? '']);
  expect((await player.request('POST', mcqPath(api.krissKrossSubmit.path, gameId), { cells })).status).toBe(200);
}

/** Takes a seat in the game's round over the socket, and leaves. */
async function joinRound(player: TestClient, gameId: string) {
  const round = await connectRound(server.url, player.accessToken ?? '');
  expect(await round.call('round:join', { gameId })).toMatchObject({ ok: true });
  round.close();
}

/** Plays a one-second round for real: one right answer, then its end. Every event received comes back. */
async function playRound(player: TestClient, gameId: string) {
  const round = await connectRound(server.url, player.accessToken ?? '', undefined, server.clock);
  let state = await round.call<RoundState>('round:join', { gameId });
  if (state.ok && !state.data.questions) {
    // Joined before the start's key went out: on to the start, then read the questions plain.
    await round.started();
    state = await round.call<RoundState>('round:join', { gameId });
  }
  if (!state.ok || !state.data.questions) throw new Error('no questions in the running round');
  const first = state.data.questions.questions[0];
  if (!first) throw new Error('no question');
  const answer = RIGHT.get(first.question) ?? '';
  expect(await round.call('round:answer', { gameId, questionId: first.question_id, answer })).toMatchObject({ ok: true });
  await advanceUntil(server.clock, round.waitFor('round:end', () => true, 10_000));
  round.close();
  return round.received;
}

describe('the answers page of a RAPID THEN DAILY quiz after its live round', () => {
  it('refuses a player who never played with 409, and opens once their daily play is finished', async () => {
    const gameId = await createGame('Mcq', 'RAPID_THEN_DAILY', 'ended');
    const newcomer = await guest(server.url);
    const report = mcqPath(api.mcqReport.path, gameId);

    const refused = await newcomer.request<ApiError>('GET', report);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'CONFLICT', message: ANSWERS_CLOSED_MESSAGES['play-unfinished'] });
    for (const { answer } of QUIZ) expect(JSON.stringify(refused.body)).not.toContain(answer);

    // Still refused in the middle of the daily play.
    await startDaily(newcomer, 'Mcq', gameId);
    expect((await newcomer.request('GET', report)).status).toBe(409);

    await finishDaily(newcomer, 'Mcq', gameId);
    const opened = await newcomer.request<{ questions: { answer: string; correct: boolean }[]; score: number }>('GET', report);
    expect(opened.status).toBe(200);
    expect(opened.body.questions.map((q) => q.answer)).toEqual(ANSWERS.Mcq);
    expect(opened.body.questions.map((q) => q.correct)).toEqual([true, false, true]);
    expect(opened.body.score).toBe(10);
  });
});

describe('answer scan: every mode × phase × play state, both game types', () => {
  interface Cell {
    type: GameType;
    mode: GameMode;
    phase: ClockPhase;
    state: PlayState;
    open: boolean;
    gameId: string;
    player: TestClient;
    /** What a round player received during the round, when the answers were closed to everyone. */
    inRound?: [string, unknown][];
  }
  const cells: Cell[] = [];

  beforeAll(async () => {
    // One game per type, mode and phase. The players come first, then the rounds to be played for real, which
    // start a moment after they are made: each is played as soon as it is made, the server's clock moved through
    // it (one at a time, as the clock is shared).
    const players = await Promise.all(TYPES.flatMap(() => CELLS.map(() => guest(server.url))));
    const games = new Map<string, string>();
    const keyOf = (type: GameType, mode: GameMode, phase: ClockPhase) => `${type}/${mode}/${phase}`;
    for (const type of TYPES) {
      for (const [mode, phase, state, open] of CELLS) {
        const key = keyOf(type, mode, phase);
        const liveRound = state === 'round finished';
        if (!games.has(key) || liveRound) games.set(key, await createGame(type, mode, phase, liveRound));
        const cell: Cell = { type, mode, phase, state, open, gameId: games.get(key) ?? '', player: players[cells.length] as TestClient };
        cells.push(cell);
        if (liveRound) cell.inRound = await playRound(cell.player, cell.gameId);
      }
    }
    for (const cell of cells) {
      if (cell.state === 'round started') await joinRound(cell.player, cell.gameId);
      if (cell.state === 'daily started') await startDaily(cell.player, cell.type, cell.gameId);
      if (cell.state === 'daily finished') await finishDaily(cell.player, cell.type, cell.gameId);
    }
  }, 60_000);

  const names = TYPES.flatMap((type) => CELLS.map(([mode, phase, state, open]) => [type, mode, phase, state, open ? 'open' : 'closed']));

  it.each(names)('%s, %s game, %s, player with %s: answers %s', async (type, mode, phase, state) => {
    const cell = cells.find((c) => c.type === type && c.mode === mode && c.phase === phase && c.state === state);
    if (!cell) throw new Error('cell not prepared');
    const { gameId, player, open } = cell;
    const answers = ANSWERS[cell.type];

    // The shared rule agrees with this table for the game as stored.
    const game = await server.app.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirstOrThrow();
    const access = answerAccess(game, PLAYS[cell.state], new Date(server.clock.now()));
    expect(access.open).toBe(open);

    const found: Found = { answers: new Set(), verdicts: [] };
    for (const [name, endpoint] of GAME_READS) {
      for (const path of readPaths(endpoint, gameId)) {
        const reply = await player.request('GET', path);
        expect(reply.status, `${name} ${path}`).toBeLessThan(500);
        scanFor(cell.type, answers, reply.body, name, found);
      }
    }
    const round = await connectRound(server.url, player.accessToken ?? '');
    await round.call('round:join', { gameId });
    await round.call('watch:subscribe', {});
    // One more round trip: whatever the server sent on the join and the subscription has arrived before it.
    await round.call('clock:ping', { clientSentAt: 0 });
    round.close();
    for (const [name, payload] of round.received) scanFor(cell.type, answers, payload, name, found);

    if (open) {
      expect([...found.answers].sort()).toEqual([...answers].sort());
    } else {
      expect([...found.answers]).toEqual([]);
      expect(found.verdicts).toEqual([]);
    }
    if (cell.type === 'Mcq') {
      const report = await player.request<ApiError>('GET', mcqPath(api.mcqReport.path, gameId));
      expect(report.status).toBe(open ? 200 : 409);
      if (!access.open) expect(report.body.error.message).toBe(access.message);
    }

    if (cell.inRound) {
      // During the round the answers were closed to everyone: the only verdict is the player's own locked answer's.
      const during: Found = { answers: new Set(), verdicts: [] };
      for (const [name, payload] of cell.inRound) scanFor(cell.type, answers, payload, name, during);
      expect([...during.answers]).toEqual([]);
      expect(during.verdicts).toEqual(['ack:round:answer data.correct']);
    }
  });
});

describe('a quiz round played in step', () => {
  it('tells nobody whether an answer was right before its question locks, then reveals it to everyone at once', async () => {
    const now = new Date(server.clock.now());
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Mcq',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Scan in step',
        round_style: 'IN_STEP',
        publishing_time: new Date(now.getTime() + 1_500).toISOString(),
        // Three questions in 9 s: each open for 2 s, then revealed for 1 s.
        game_duration: 9,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    await insertMcqQuestions(server.app.db, gameId, QUIZ, now);
    const [answering, watching] = await Promise.all([guest(server.url), guest(server.url)]);
    const round = await connectRound(server.url, answering.accessToken ?? '', undefined, server.clock);
    const other = await connectRound(server.url, watching.accessToken ?? '', undefined, server.clock);
    await round.call('round:join', { gameId });
    await other.call('round:join', { gameId });

    // The open question answered by a player who reads everything they can while it is open. A wrong choice: the
    // state echoes the player's own locked choice back, which must not be mistaken for the answer.
    const open = await advanceUntil(server.clock, round.waitFor<QuestionOpen>('round:question', (q) => q.question === 0));
    const right = RIGHT.get(open.item.question) ?? '';
    const wrong = open.item.choices.find((choice) => choice !== right);
    expect(await round.call('round:answer', { gameId, questionId: open.item.question_id, answer: wrong })).toMatchObject({
      ok: true,
      data: { locked: true },
    });
    const whileOpen: Found = { answers: new Set(), verdicts: [] };
    for (const [name, endpoint] of GAME_READS) {
      for (const path of readPaths(endpoint, gameId)) {
        scanFor('Mcq', ANSWERS.Mcq, (await answering.request('GET', path)).body, name, whileOpen);
      }
    }
    const rejoined = await round.call<RoundState>('round:join', { gameId });
    await other.call('round:join', { gameId });
    // All of it read while the question was still open.
    expect(server.clock.now()).toBeLessThan(rejoined.ok ? (rejoined.data.inStep?.schedule[0]?.locksAt ?? 0) : 0);
    for (const client of [round, other]) {
      for (const [name, payload] of client.received) scanFor('Mcq', ANSWERS.Mcq, payload, name, whileOpen);
    }
    expect([...whileOpen.answers]).toEqual([]);
    expect(whileOpen.verdicts).toEqual([]);

    // At the lock both get the reveal: the right answer of that question alone, and each their own verdict.
    await advanceUntil(server.clock, Promise.all([round, other].map((client) => client.waitFor('round:reveal', () => true))));
    for (const client of [round, other]) {
      const revealed: Found = { answers: new Set(), verdicts: [] };
      for (const [name, payload] of client.received) scanFor('Mcq', ANSWERS.Mcq, payload, name, revealed);
      expect([...revealed.answers]).toEqual([right]);
      expect(revealed.verdicts).toEqual(['round:reveal me.correct']);
    }
    round.close();
    other.close();
  }, 20_000);
});
