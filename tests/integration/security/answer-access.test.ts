import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { ApiError } from '@plw/protocol/errors';
import type { QuestionOpen, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import type { GameMode, GameType } from '@plw/shared/constants';
import {
  ANSWERS_CLOSED_MESSAGES,
  answerAccess,
  liveRoundOn,
  NO_PLAYS,
  type PlayerPlays,
} from '@plw/shared/rules/answer-access';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import type { RoundStyle } from '@plw/shared/rules/round/round-style';
import type { ClockPhase } from '@plw/shared/rules/round/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Found, GAME_READS, readPaths, scanFor } from '../../support/answer-scan.ts';
import { demoCreator, guest, type TestClient } from '../../support/http.ts';
import { advanceUntil, connectRound } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// Answers reach a player only when the one answer rule (shared/rules/answer-access.ts) says so. The attacks:
// after a RAPID THEN DAILY quiz's live round, a new player read the answers page and then scored everything in
// the daily play; a player seated in a hosted round read its answers from the same game's daily play; throwaway
// players of a free round read the answers from their acks. The scan: for both game types and every mode × phase
// × play state a player can be in (the scheduled round's phases played free, and a hosted round's lobby and run),
// every GET route about the game and the round's socket events, searched for the answers and for verdicts.

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
let host: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  ({ host, channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

const HOUR = 3_600_000;

/**
 * A released game whose clock stands in `phase` now; `liveRound` schedules a one-second round about to start. Its
 * scheduled round plays free (every question open at once, the style that told verdicts in its acks) unless told.
 */
async function createGame(type: GameType, mode: GameMode, phase: ClockPhase, liveRound = false, style: RoundStyle = 'FREE') {
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
      round_style: style,
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

/** The game as the answer rule reads it: its row and its hosted rounds not yet closed. */
async function storedGame(gameId: string) {
  const db = server.app.db;
  const game = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirstOrThrow();
  const hostedRounds = await db
    .selectFrom('rounds')
    .select(['state', 'ends_at', 'created_at'])
    .where('game_id', '=', gameId)
    .where('state', '<>', 'ENDED')
    .execute();
  return { ...game, hostedRounds };
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
    const access = answerAccess(await storedGame(gameId), PLAYS[cell.state], new Date(server.clock.now()));
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
      // During the free round the answers were closed to everyone: not even the player's own answer's verdict came
      // before the end (another player could still give that answer).
      const during: Found = { answers: new Set(), verdicts: [] };
      const beforeEnd = cell.inRound.slice(0, cell.inRound.findIndex(([name]) => name === 'round:end'));
      for (const [name, payload] of beforeEnd) scanFor(cell.type, answers, payload, name, during);
      expect([...during.answers]).toEqual([]);
      expect(during.verdicts).toEqual([]);
      expect(beforeEnd.find(([name]) => name === 'ack:round:answer')?.[1]).toMatchObject({ data: { locked: true } });
    }
  });
});

/** Every GET route about the game, and the round's and watchers' socket events on a join, scanned. */
async function scanEverything(type: GameType, player: TestClient, gameId: string, roundId?: string): Promise<Found> {
  const found: Found = { answers: new Set(), verdicts: [] };
  for (const [name, endpoint] of GAME_READS) {
    for (const path of readPaths(endpoint, gameId)) {
      const reply = await player.request('GET', path);
      expect(reply.status, `${name} ${path}`).toBeLessThan(500);
      scanFor(type, ANSWERS[type], reply.body, name, found);
    }
  }
  const round = await connectRound(server.url, player.accessToken ?? '');
  await round.call('round:join', { gameId, ...(roundId ? { roundId } : {}) });
  if (roundId) await round.call('lobby:join', { roundId });
  await round.call('watch:subscribe', {});
  await round.call('clock:ping', { clientSentAt: 0 });
  round.close();
  for (const [name, payload] of round.received) scanFor(type, ANSWERS[type], payload, name, found);
  return found;
}

/** What a daily play asks that would carry a verdict, each refused while a live round runs: its status and message. */
async function dailyVerdictCalls(type: GameType, player: TestClient, gameId: string) {
  const calls: { status: number; message: string | undefined }[] = [];
  const call = async (path: string, body: unknown) => {
    const reply = await player.request<ApiError>('POST', path, body);
    calls.push({ status: reply.status, message: reply.body.error?.message });
  };
  if (type === 'Mcq') {
    // The daily play itself (its state holds its answers' verdicts), and an answer to it (its ack would tell one).
    const play = await player.request<ApiError>('GET', mcqPath(api.mcqQuestions.path, gameId));
    calls.push({ status: play.status, message: play.body.error?.message });
    const first = await server.app.db.selectFrom('mcq_questions').select(['id', 'answer']).where('game_id', '=', gameId)
      .orderBy('id').executeTakeFirstOrThrow();
    await call(mcqPath(api.mcqAnswer.path, gameId), { question_id: first.id, answer: first.answer });
    return calls;
  }
  const puzzle = await player.request<Grid>('GET', allQuestions(gameId));
  const clue = puzzle.body.questions[0];
  const letters = [...(RIGHT.get(clue?.question ?? '') ?? '')].map(() => 'A');
  await call(mcqPath(api.krissKrossCheckWord.path, gameId), { question_id: clue?.question_id, letters });
  await call(mcqPath(api.krissKrossReveal.path, gameId), { question_id: clue?.question_id });
  await call(mcqPath(api.krissKrossSubmit.path, gameId), { cells: [] });
  return calls;
}

describe('answer scan: a hosted round of a released game, from its lobby to its end', () => {
  type HostedState = 'none' | 'hosted seat' | 'daily started' | 'daily finished';
  const STATES: HostedState[] = ['none', 'hosted seat', 'daily started', 'daily finished'];
  const MODES: GameMode[] = ['DAILY', 'RAPID', 'RAPID_THEN_DAILY'];
  interface Game {
    type: GameType;
    mode: GameMode;
    gameId: string;
    roundId: string;
    players: Map<HostedState, TestClient>;
  }
  const games: Game[] = [];

  beforeAll(async () => {
    // A game whose own round is over (its daily play open), each player in their state before the host opens a lobby.
    for (const type of TYPES) {
      for (const mode of MODES) {
        const gameId = await createGame(type, mode, 'ended');
        const players = new Map<HostedState, TestClient>();
        for (const state of STATES) players.set(state, await guest(server.url));
        const daily = (state: HostedState) => players.get(state) as TestClient;
        if (mode !== 'RAPID') {
          await startDaily(daily('daily started'), type, gameId);
          await finishDaily(daily('daily finished'), type, gameId);
        }
        const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
        expect(hosted.status).toBe(200);
        const roundId = hosted.body.round_id;
        const seat = await daily('hosted seat').request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: 'Seated' });
        expect(seat.status).toBe(200);
        games.push({ type, mode, gameId, roundId, players });
      }
    }
  }, 60_000);

  const cells = TYPES.flatMap((type) => MODES.flatMap((mode) => STATES.map((state) => [type, mode, state] as const)));

  async function scanClosed(game: Game, state: HostedState) {
    const player = game.players.get(state) as TestClient;
    const access = answerAccess(await storedGame(game.gameId), NO_PLAYS, new Date(server.clock.now()));
    expect(access).toMatchObject({ open: false, because: 'round-live' });
    const found = await scanEverything(game.type, player, game.gameId, game.roundId);
    expect([...found.answers]).toEqual([]);
    expect(found.verdicts).toEqual([]);
    if (game.type === 'Mcq') {
      const report = await player.request<ApiError>('GET', mcqPath(api.mcqReport.path, game.gameId));
      expect(report.status).toBe(409);
      expect(report.body.error.message).toBe(ANSWERS_CLOSED_MESSAGES['round-live']);
    }
    if (game.mode !== 'RAPID' && state !== 'daily finished') {
      // The daily play is paused, in the rule's words, and nothing of it is lost.
      for (const refused of await dailyVerdictCalls(game.type, player, game.gameId)) {
        expect(refused).toEqual({ status: 409, message: ANSWERS_CLOSED_MESSAGES['daily-paused'] });
      }
    }
  }

  it.each(cells)('%s, %s game, its hosted round in the lobby, player with %s: answers closed', async (type, mode, state) => {
    const game = games.find((g) => g.type === type && g.mode === mode);
    if (!game) throw new Error('game not prepared');
    await scanClosed(game, state);
  });

  it('starts every hosted round (the lobbies above are done)', async () => {
    for (const game of games) {
      expect((await host.request('POST', pathOf(api.startRound, { id: game.roundId }))).status).toBe(200);
    }
  });

  it.each(cells)('%s, %s game, its hosted round running, player with %s: answers closed', async (type, mode, state) => {
    const game = games.find((g) => g.type === type && g.mode === mode);
    if (!game) throw new Error('game not prepared');
    await scanClosed(game, state);
  });

  it('opens the answers again once the hosted round ends, and the paused daily play goes on', async () => {
    for (const game of games) {
      expect((await host.request('POST', pathOf(api.endRound, { id: game.roundId }))).status).toBe(200);
    }
    // Ended during its countdown, a round ends at its start: the clock moves past it.
    await server.clock.advance(HOSTED_RULES.countdownMs + 1_000);
    for (const game of games) {
      expect(liveRoundOn(await storedGame(game.gameId), new Date(server.clock.now()))).toBe(false);
      if (game.mode === 'RAPID') continue;
      const finished = game.players.get('daily finished') as TestClient;
      const found = await scanEverything(game.type, finished, game.gameId);
      expect([...found.answers].sort()).toEqual([...ANSWERS[game.type]].sort());
      for (const call of await dailyVerdictCalls(game.type, game.players.get('daily started') as TestClient, game.gameId)) {
        expect(call.status).toBe(200);
      }
    }
  }, 30_000);
});

describe('a free round mined by throwaway players', () => {
  it('tells nobody right or wrong, points or rank before the round ends, so four guests learn nothing for a fifth', async () => {
    const now = server.clock.now();
    const at = new Date(now);
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Mcq',
        mode: 'RAPID_THEN_DAILY',
        language: 'English',
        game_name: 'Mined free round',
        round_style: 'FREE',
        publishing_time: new Date(now + 1_500).toISOString(),
        game_duration: 60,
        status: 'RELEASED',
        released_at: at.toISOString(),
      },
      at,
    );
    await insertMcqQuestions(server.app.db, gameId, QUIZ, at);
    const miners = await Promise.all([0, 1, 2, 3].map(async () => {
      const player = await guest(server.url);
      const round = await connectRound(server.url, player.accessToken ?? '', undefined, server.clock);
      expect(await round.call('round:join', { gameId })).toMatchObject({ ok: true });
      return { player, round };
    }));
    await advanceUntil(server.clock, Promise.all(miners.map(({ round }) => round.started())));
    // Each miner answers a different choice of every question: one of the four is right each time.
    for (const [i, { round }] of miners.entries()) {
      const state = await round.call<RoundState>('round:join', { gameId });
      if (!state.ok || state.data.questions?.type !== 'Mcq') throw new Error('no questions in the running round');
      for (const q of state.data.questions.questions) {
        const ack = await round.call('round:answer', { gameId, questionId: q.question_id, answer: q.choices[i] });
        expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true, data: { questionId: q.question_id, locked: true } });
      }
      // Back again, they see which questions they answered and with what, never whether it was right.
      const again = await round.call<RoundState>('round:join', { gameId });
      expect(again).toMatchObject({ ok: true, data: { answers: [], score: 0, rank: null } });
      expect(again.ok && again.data.lockedIn?.length).toBe(QUIZ.length);
    }
    // A few board ticks later, still before the end: nothing on any board or standing tells a right answer.
    await server.clock.advance(2_000);
    for (const { player, round } of miners) {
      await round.call('clock:ping', { clientSentAt: 0 });
      const found: Found = { answers: new Set(), verdicts: [] };
      for (const [name, payload] of round.received) {
        if (name.startsWith('ack:round:join')) continue; // their own choices echoed back, one of them right
        scanFor('Mcq', ANSWERS.Mcq, payload, name, found);
      }
      expect(found.verdicts).toEqual([]);
      expect([...found.answers]).toEqual([]);
      const scores = round.received.flatMap(([name, payload]) => {
        if (name === 'round:standing') return [(payload as { score: number }).score];
        if (name === 'round:leaderboard') return (payload as { top: { score: number }[] }).top.map((line) => line.score);
        return [];
      });
      expect(scores.every((score) => score === 0)).toBe(true);
      expect((await player.request('GET', mcqPath(api.mcqReport.path, gameId))).status).toBe(409);
    }
    // At the end each learns their own verdicts: how many were right, in their final standing.
    const ends = await advanceUntil(server.clock, Promise.all(miners.map(({ round }) => round.waitFor<RoundEnd>('round:end', () => true, 70_000))));
    expect(ends.map((end) => end.me?.right ?? 0).reduce((a, b) => a + b, 0)).toBe(QUIZ.length);
    for (const { round } of miners) round.close();
  }, 40_000);
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
    await advanceUntil(server.clock, Promise.all([round, other].map((client) => client.revealed(() => true))));
    for (const client of [round, other]) {
      const revealed: Found = { answers: new Set(), verdicts: [] };
      for (const [name, payload] of client.received) scanFor('Mcq', ANSWERS.Mcq, payload, name, revealed);
      expect([...revealed.answers]).toEqual([right]);
      expect(revealed.verdicts).toEqual(['round:verdict correct']);
    }
    round.close();
    other.close();
  }, 20_000);
});
