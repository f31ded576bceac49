import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { insertTypedAnswerQuestions } from '@plw/server/question-types/typed-answer/repository';
import { api } from '@plw/protocol/api';
import type { ApiError } from '@plw/protocol/errors';
import type { RoundState } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import type { GameMode, GameType } from '@plw/shared/constants';
import { type PlayerPlays } from '@plw/shared/rules/answer-access';
import type { RoundStyle } from '@plw/shared/rules/round/round-style';
import type { ClockPhase } from '@plw/shared/rules/round/schedule';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Found, GAME_READS, readPaths, scanFor } from '../../support/answer-scan.ts';
import { demoCreator, type TestClient } from '../../support/http.ts';
import { advanceUntil, connectRound } from '../../support/round-client.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// What the answer-access test files share: the server they start, its clients and the helpers they call.

export const QUIZ = [
  { question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] },
  { question: 'Capital of Germany?', answer: 'Berlin', answer_options: ['Munich', 'Hamburg', 'Bonn'] },
  { question: 'Largest ocean?', answer: 'Pacific', answer_options: ['Atlantic', 'Indian', 'Arctic'] },
];

export const WORDS = [
  { question: 'King of fruits', answer: 'MANGO', direction: 'Across' as const },
  { question: 'Pink-fleshed fruit', answer: 'GUAVA', direction: 'Down' as const },
  { question: 'Sour yellow fruit', answer: 'LEMON', direction: 'Down' as const },
];

export const TYPED = [
  { question: 'Colour of a ripe banana?', answer: 'Yellow', alternatives: [] },
  { question: 'Opposite of north?', answer: 'South', alternatives: [] },
  { question: 'Planet we live on?', answer: 'Earth', alternatives: ['The Earth'] },
];

export const ANSWERS: Record<GameType, string[]> = {
  Mcq: QUIZ.map((q) => q.answer),
  Kriss_kross_puzzle: WORDS.map((w) => w.answer),
  Typed_answer: TYPED.map((q) => q.answer),
};

export const RIGHT = new Map<string, string>([...QUIZ, ...WORDS, ...TYPED].map((q) => [q.question, q.answer]));

export type PlayState = 'none' | 'round started' | 'round finished' | 'daily started' | 'daily finished';

export const PLAYS: Record<PlayState, PlayerPlays> = {
  'none': { round: 'none', daily: 'none' },
  'round started': { round: 'started', daily: 'none' },
  'round finished': { round: 'finished', daily: 'none' },
  'daily started': { round: 'none', daily: 'started' },
  'daily finished': { round: 'none', daily: 'finished' },
};

// Every play state a player can reach in each mode and phase, and whether the answers are theirs to see. The
// rule's own table (answer-access.test.ts) covers the combinations no player can reach as well. After a round,
// its player comes first: the others of that phase then meet the game whose round was really played.
export const CELLS: [GameMode, ClockPhase, PlayState, boolean][] = [
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

export const TYPES: GameType[] = ['Mcq', 'Kriss_kross_puzzle', 'Typed_answer'];

/** The daily play of the types played one locked answer at a time, over REST: its questions, answer and report. */
export const ONE_AT_A_TIME: Partial<Record<GameType, Record<'questions' | 'answer' | 'report', { path: string }>>> = {
  Mcq: { questions: api.mcqQuestions, answer: api.mcqAnswer, report: api.mcqReport },
  Typed_answer: { questions: api.typedAnswerQuestions, answer: api.typedAnswerAnswer, report: api.typedAnswerReport },
};

/** A round played for real starts this long after its game is made, and lasts a second. */
export const ROUND_LEAD_MS = 2_500;

export let server: TestServer;

export let channelId: string;

export let host: TestClient;

export const HOUR = 3_600_000;

/**
 * A released game whose clock stands in `phase` now; `liveRound` schedules a one-second round about to start. Its
 * scheduled round plays free (every question open at once, the style that told verdicts in its acks) unless told.
 */
export async function createGame(type: GameType, mode: GameMode, phase: ClockPhase, liveRound = false, style: RoundStyle = 'FREE') {
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
  else if (type === 'Typed_answer') await insertTypedAnswerQuestions(server.app.db, gameId, TYPED, at);
  else await insertKrissKrossQuestions(server.app.db, gameId, WORDS, at);
  return gameId;
}

/** The game as the answer rule reads it: its row and its hosted rounds not yet closed. */
export async function storedGame(gameId: string) {
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

export const mcqPath = (template: string, gameId: string) => template.replace(':id', encodeURIComponent(gameId));

export const allQuestions = (gameId: string) => `${api.krissKrossAllQuestions.path}?game_id=${encodeURIComponent(gameId)}`;

export interface Grid {
  questions: { question_id: string; question: string }[];
  grid: { placements: { question_id: string; row: number; col: number; direction: string }[] };
}

/** The cells that spell the given clues' words, where the grid places them. */
export function cellsFor(puzzle: Grid, clues: readonly string[]) {
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
export async function startDaily(player: TestClient, type: GameType, gameId: string) {
  const paths = ONE_AT_A_TIME[type];
  if (paths) {
    expect((await player.request('GET', mcqPath(paths.questions.path, gameId))).status).toBe(200);
    return;
  }
  const puzzle = await player.request<Grid>('GET', allQuestions(gameId));
  expect(puzzle.status).toBe(200);
  const [first] = cellsFor(puzzle.body, [WORDS[0]?.question ?? '']);
  const saved = await player.request('PUT', mcqPath(api.krissKrossSaveProgress.path, gameId), { cells: [first] });
  expect(saved.status).toBe(200);
}

/** Plays the daily play to its end over REST: some answers right, one wrong. */
export async function finishDaily(player: TestClient, type: GameType, gameId: string) {
  const paths = ONE_AT_A_TIME[type];
  if (paths) {
    const play = await player.request<{ questions: { question_id: string; question: string; choices?: string[] }[] }>(
      'GET',
      mcqPath(paths.questions.path, gameId),
    );
    for (const [i, q] of play.body.questions.entries()) {
      const right = RIGHT.get(q.question);
      const wrong = q.choices ? q.choices.find((c) => c !== right) : 'Purple';
      const answer = i === 1 ? wrong : right;
      const locked = await player.request('POST', mcqPath(paths.answer.path, gameId), { question_id: q.question_id, answer });
      expect(locked.status).toBe(200);
    }
    return;
  }
  const puzzle = await player.request<Grid>('GET', allQuestions(gameId));
  const cells = cellsFor(puzzle.body, [WORDS[0]?.question ?? '']);
  expect((await player.request('POST', mcqPath(api.krissKrossSubmit.path, gameId), { cells })).status).toBe(200);
}

/** Takes a seat in the game's round over the socket, and leaves. */
export async function joinRound(player: TestClient, gameId: string) {
  const round = await connectRound(server.url, player.accessToken ?? '');
  expect(await round.call('round:join', { gameId })).toMatchObject({ ok: true });
  round.close();
}

/** Plays a one-second round for real: one right answer, then its end. Every event received comes back. */
export async function playRound(player: TestClient, gameId: string) {
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

/** Every GET route about the game, and the round's and watchers' socket events on a join, scanned. */
export async function scanEverything(
  type: GameType,
  player: TestClient,
  gameId: string,
  roundId?: string,
): Promise<Found> {
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
export async function dailyVerdictCalls(type: GameType, player: TestClient, gameId: string) {
  const calls: { status: number; message: string | undefined }[] = [];
  const call = async (path: string, body: unknown) => {
    const reply = await player.request<ApiError>('POST', path, body);
    calls.push({ status: reply.status, message: reply.body.error?.message });
  };
  const paths = ONE_AT_A_TIME[type];
  if (paths) {
    // The daily play itself (its state holds its answers' verdicts), and an answer to it (its ack would tell one).
    const play = await player.request<ApiError>('GET', mcqPath(paths.questions.path, gameId));
    calls.push({ status: play.status, message: play.body.error?.message });
    const table = type === 'Mcq' ? 'mcq_questions' : 'typed_answer_questions';
    const first = await server.app.db.selectFrom(table).select(['id', 'answer']).where('game_id', '=', gameId)
      .orderBy('id').executeTakeFirstOrThrow();
    await call(mcqPath(paths.answer.path, gameId), { question_id: first.id, answer: first.answer });
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

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useAnswerAccessServer() {
  beforeAll(async () => {
    server = await startTestServer();
    ({ host, channelId } = await demoCreator(server.url));
  });
  afterAll(() => server?.close());
}
