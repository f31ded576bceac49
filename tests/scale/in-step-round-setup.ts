import type {
  AnswerLocked,
  QuestionOpen,
  QuestionReveal,
  RevealFactsMessage,
  RoundEnd,
  RoundState,
} from '@plw/protocol/socket/round-events';
import { openDatabase } from '@plw/server/db/connect';
import { afterAll, beforeAll, expect } from 'vitest';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { TestClient } from '../support/http.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import type { ServerProcess } from '../support/server-process.ts';

// What the in-step-round test files share: the server they start, its clients and the helpers they call.

export const QUESTIONS = CAPITALS_QUIZ;

/** Time to seat the players before the start. */
export const LEAD_MS = 4_000;

/** Three questions of 3 s each: open for 2 s, then revealed for 1 s (a third of its share). */
export const DURATION_S = 9;

export const ON_TIME_MS = 1_000;

/** Timers on a shared machine never fire early, but two clocks' milliseconds may round apart. */
export const CLOCK_SLACK_MS = 50;

export let cluster: ProcessCluster;

export let first: ServerProcess;

export let second: ServerProcess;

export let handle: ReturnType<typeof openDatabase>;

/** A choice by its place: 0 is the right answer, 1 to 3 the wrong ones; null leaves the question unanswered. */
export type Choice = 0 | 1 | 2 | 3 | null;

export const choiceOf = (question: number, pick: Exclude<Choice, null>) => {
  const asked = QUESTIONS[question];
  if (!asked) throw new Error(`no question ${question}`);
  return [asked.answer, ...asked.answer_options][pick] ?? '';
};

export interface Received<T> {
  at: number;
  payload: T;
}

/** A player as the test follows them across sockets and processes. */
export interface Player {
  name: string;
  playerId: string;
  http: TestClient;
  round: RoundClient;
  resumeToken: string;
  /** What the player is to answer to each question. */
  picks: Choice[];
  /** Questions and reveals in the order they came, over every socket the player had. */
  steps: Received<QuestionOpen | QuestionReveal>[];
  ends: Received<RoundEnd>[];
  /** The choice of every answer acknowledged as locked in, by question. */
  locked: Map<number, string>;
}

export async function scheduleInStepRound(name: string) {
  const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const quiz = { startInMs: LEAD_MS, durationS: DURATION_S, questions: QUESTIONS, name, score: 10 };
  return scheduleLiveQuiz(handle.db, channel.id, { ...quiz, roundStyle: 'IN_STEP' });
}

/** The player id inside an access token, as the round's board names players. */
export function playerIdOf(token: string): string {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (payload as { playerId: string }).playerId;
}

/** A socket to `server` whose questions, reveals and end are kept with when they came. */
export async function connect(player: Pick<Player, 'http' | 'steps' | 'ends'>, server: ServerProcess) {
  const round = await connectRound(server.url, player.http.accessToken ?? '');
  const keep = (payload: QuestionOpen | QuestionReveal) => player.steps.push({ at: Date.now(), payload });
  round.socket.on('round:question', keep);
  // A reveal is whole with the player's own line, which follows its facts on the same socket.
  let facts: RevealFactsMessage | null = null;
  round.socket.on('round:reveal', (sent) => (facts = sent));
  round.socket.on('round:verdict', ({ gameId: _gameId, questionId, ...me }) => {
    if (facts?.questionId === questionId) keep({ ...facts, me });
  });
  round.socket.on('round:end', (payload) => player.ends.push({ at: Date.now(), payload }));
  return round;
}

export async function join(round: RoundClient, gameId: string, resumeToken?: string): Promise<RoundState> {
  const reply = await round.call<RoundState>('round:join', { gameId, resumeToken });
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data;
}

export async function seat(name: string, server: ServerProcess, gameId: string, picks: Choice[]): Promise<Player> {
  const http = new TestClient(server.url);
  await http.autoSignIn();
  const followed = { http, steps: [], ends: [] };
  const round = await connect(followed, server);
  const state = await join(round, gameId);
  expect(state.phase).toBe('waiting');
  const playerId = playerIdOf(http.accessToken ?? '');
  return { ...followed, name, playerId, round, resumeToken: state.resumeToken, picks, locked: new Map() };
}

/** The player drops and comes back on `server` with their seat's token; its join state. */
export async function moveTo(player: Player, server: ServerProcess, gameId: string): Promise<RoundState> {
  player.round.close();
  player.round = await connect(player, server);
  return join(player.round, gameId, player.resumeToken);
}

export const isQuestion = (question: number) => (q: QuestionOpen) => q.question === question;

export const isReveal = (question: number) => (r: RevealFactsMessage) => r.question === question;

/** The question as it opened for this player (on whichever socket it came). */
export async function opened(player: Player, question: number): Promise<QuestionOpen> {
  const seen = player.steps.find(({ payload }) => !('answer' in payload) && payload.question === question);
  if (seen) return seen.payload as QuestionOpen;
  return player.round.waitFor<QuestionOpen>('round:question', isQuestion(question));
}

export async function revealed(player: Player, question: number): Promise<QuestionReveal> {
  const seen = player.steps.find(({ payload }) => 'answer' in payload && payload.question === question);
  if (seen) return seen.payload as QuestionReveal;
  return player.round.revealed(isReveal(question));
}

/** Answers by the player's pick, if any: the ack is the lock alone, on either process. */
export async function answer(player: Player, gameId: string, question: number) {
  const pick = player.picks[question];
  if (pick === null || pick === undefined) return;
  const { item } = await opened(player, question);
  const choice = choiceOf(question, pick);
  const ack = await player.round.call<AnswerLocked>('round:answer', { gameId, questionId: item.question_id, answer: choice });
  expect(ack, `${player.name}'s answer to question ${question}`).toEqual({
    ok: true,
    data: { questionId: item.question_id, locked: true },
  });
  player.locked.set(question, choice);
}

export const questionsOf = (player: Player) =>
  player.steps.filter((s): s is Received<QuestionOpen> => !('answer' in s.payload)).map((s) => s.payload);

export const revealsOf = (player: Player) =>
  player.steps.filter((s): s is Received<QuestionReveal> => 'answer' in s.payload);

/** What a reveal tells everyone alike: all of it but the player's own `me`. */
export function sharedPart({ me: _me, ...shared }: QuestionReveal) {
  return shared;
}

/** Each player's `me` in each reveal follows from their own answers, and their rank from the board shown with it. */
export function expectOwnReveals(player: Player) {
  let score = 0;
  for (const [question, { payload: reveal }] of revealsOf(player).entries()) {
    const chosen = player.locked.get(question) ?? null;
    const correct = chosen === QUESTIONS[question]?.answer;
    const why = `${player.name}'s reveal of question ${question}`;
    expect(reveal.me, why).toMatchObject({ chosen, correct });
    if (correct) expect(reveal.me.points, why).toBeGreaterThan(0);
    else expect(reveal.me.points, why).toBe(0);
    score += reveal.me.points;
    expect(reveal.me.score, why).toBeCloseTo(score, 2);
    const line = reveal.top.find((l) => l.playerId === player.playerId);
    expect(line?.score, why).toBeCloseTo(score, 2);
    // A player with no points yet has no rank to be told.
    expect(reveal.me.rank, why).toBe(score > 0 ? line?.rank : null);
  }
  return score;
}

/** Every player had each question and then its reveal, in order, once each, and every reveal tells the same facts. */
export function expectSameStepsEverywhere(players: Player[], gameId: string) {
  for (const player of players) {
    const order = player.steps.map(({ payload }) => `${'answer' in payload ? 'reveal' : 'question'} ${payload.question}`);
    expect(order, player.name).toEqual(QUESTIONS.flatMap((_, i) => [`question ${i}`, `reveal ${i}`]));
    expect(player.steps.every(({ payload }) => payload.gameId === gameId)).toBe(true);
  }
  const [one, ...others] = players;
  if (!one) throw new Error('no players');
  for (const other of others) {
    expect(questionsOf(other), other.name).toEqual(questionsOf(one));
    const told = (player: Player) => revealsOf(player).map((r) => sharedPart(r.payload));
    expect(told(other), other.name).toEqual(told(one));
  }
}

/** The reveal's counts, right answer and players agree with what was answered on both processes. */
export function expectRevealsTellAnswers(players: Player[]) {
  const [one] = players;
  for (const { payload: reveal } of one ? revealsOf(one) : []) {
    const question = QUESTIONS[reveal.question];
    if (!question) throw new Error('no such question');
    expect(reveal.answer).toBe(question.answer);
    expect(reveal.players).toBe(players.length);
    const tally = (choice: string) => players.filter((p) => p.locked.get(reveal.question) === choice).length;
    expect(Object.fromEntries(reveal.counts.map((c) => [c.choice, c.count]))).toEqual(
      Object.fromEntries([question.answer, ...question.answer_options].map((choice) => [choice, tally(choice)])),
    );
  }
}

/**
 * Bob answered the open first question on the first process: he drops and joins again on the second, which gives
 * him his locked answer back, and will not take another.
 */
export async function expectLockedAnswerMoves(bob: Player, gameId: string) {
  const choice = bob.locked.get(0);
  const back = await moveTo(bob, second, gameId);
  expect(back.inStep).toMatchObject({ moment: { question: 0, stage: 'open' }, locked: { answer: choice } });
  const { item } = await opened(bob, 0);
  expect(back.inStep?.locked?.questionId).toBe(item.question_id);
  const again = await bob.round.call('round:answer', { gameId, questionId: item.question_id, answer: choiceOf(0, 0) });
  expect(again).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } });
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useInStepCluster() {
  beforeAll(async () => {
    cluster = await ProcessCluster.open();
    [first, second] = twoOf(await cluster.start(['first', 'second']));
    handle = openDatabase({ databaseUrl: cluster.database.databaseUrl, sqliteFile: '/unused' });
  }, 90_000);
  afterAll(async () => {
    await handle?.close();
    await cluster?.close();
  });
}
