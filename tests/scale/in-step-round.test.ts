import { api } from '@plw/protocol/api';
import type { AnswerLocked, QuestionOpen, QuestionReveal, RevealFactsMessage, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { openDatabase } from '@plw/server/db/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { TestClient } from '../support/http.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import type { ServerProcess } from '../support/server-process.ts';

// A quiz round played in step by players split over two processes on Postgres and Redis. Each process arms the
// same moments and tells its own players, reading every reveal from storage at the lock: so every player, on
// either process, gets each question and its reveal in order, with the same counts, right answer and board, and
// their own answers' points; a player who moves to the other process mid-question keeps their locked answer; the
// end gives the same ranks everywhere, as the REST board does. Then the process half the players are on dies
// mid-round: they move to the survivor, which opens and reveals the rest on time and ends the round once.

const QUESTIONS = CAPITALS_QUIZ;
/** Time to seat the players before the start. */
const LEAD_MS = 4_000;
/** Three questions of 3 s each: open for 2 s, then revealed for 1 s (a third of its share). */
const DURATION_S = 9;
const ON_TIME_MS = 1_000;
/** Timers on a shared machine never fire early, but two clocks' milliseconds may round apart. */
const CLOCK_SLACK_MS = 50;

let cluster: ProcessCluster;
let first: ServerProcess;
let second: ServerProcess;
let handle: ReturnType<typeof openDatabase>;

beforeAll(async () => {
  cluster = await ProcessCluster.open();
  [first, second] = twoOf(await cluster.start(['first', 'second']));
  handle = openDatabase({ databaseUrl: cluster.database.databaseUrl, sqliteFile: '/unused' });
}, 90_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.close();
});

/** A choice by its place: 0 is the right answer, 1 to 3 the wrong ones; null leaves the question unanswered. */
type Choice = 0 | 1 | 2 | 3 | null;

const choiceOf = (question: number, pick: Exclude<Choice, null>) => {
  const asked = QUESTIONS[question];
  if (!asked) throw new Error(`no question ${question}`);
  return [asked.answer, ...asked.answer_options][pick] ?? '';
};

interface Received<T> {
  at: number;
  payload: T;
}

/** A player as the test follows them across sockets and processes. */
interface Player {
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

async function scheduleInStepRound(name: string) {
  const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  const quiz = { startInMs: LEAD_MS, durationS: DURATION_S, questions: QUESTIONS, name, score: 10 };
  return scheduleLiveQuiz(handle.db, channel.id, { ...quiz, roundStyle: 'IN_STEP' });
}

/** The player id inside an access token, as the round's board names players. */
function playerIdOf(token: string): string {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (payload as { playerId: string }).playerId;
}

/** A socket to `server` whose questions, reveals and end are kept with when they came. */
async function connect(player: Pick<Player, 'http' | 'steps' | 'ends'>, server: ServerProcess) {
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

async function join(round: RoundClient, gameId: string, resumeToken?: string): Promise<RoundState> {
  const reply = await round.call<RoundState>('round:join', { gameId, resumeToken });
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data;
}

async function seat(name: string, server: ServerProcess, gameId: string, picks: Choice[]): Promise<Player> {
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
async function moveTo(player: Player, server: ServerProcess, gameId: string): Promise<RoundState> {
  player.round.close();
  player.round = await connect(player, server);
  return join(player.round, gameId, player.resumeToken);
}

const isQuestion = (question: number) => (q: QuestionOpen) => q.question === question;
const isReveal = (question: number) => (r: RevealFactsMessage) => r.question === question;

/** The question as it opened for this player (on whichever socket it came). */
async function opened(player: Player, question: number): Promise<QuestionOpen> {
  const seen = player.steps.find(({ payload }) => !('answer' in payload) && payload.question === question);
  if (seen) return seen.payload as QuestionOpen;
  return player.round.waitFor<QuestionOpen>('round:question', isQuestion(question));
}

async function revealed(player: Player, question: number): Promise<QuestionReveal> {
  const seen = player.steps.find(({ payload }) => 'answer' in payload && payload.question === question);
  if (seen) return seen.payload as QuestionReveal;
  return player.round.revealed(isReveal(question));
}

/** Answers by the player's pick, if any: the ack is the lock alone, on either process. */
async function answer(player: Player, gameId: string, question: number) {
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

const questionsOf = (player: Player) =>
  player.steps.filter((s): s is Received<QuestionOpen> => !('answer' in s.payload)).map((s) => s.payload);
const revealsOf = (player: Player) =>
  player.steps.filter((s): s is Received<QuestionReveal> => 'answer' in s.payload);

/** What a reveal tells everyone alike: all of it but the player's own `me`. */
function sharedPart({ me: _me, ...shared }: QuestionReveal) {
  return shared;
}

/** Each player's `me` in each reveal follows from their own answers, and their rank from the board shown with it. */
function expectOwnReveals(player: Player) {
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
function expectSameStepsEverywhere(players: Player[], gameId: string) {
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
function expectRevealsTellAnswers(players: Player[]) {
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

describe('a quiz round in step on two processes', () => {
  it('opens and reveals each question alike on both processes, keeps a moving player\'s locked answer, and ends with one ranking', async () => {
    const { gameId, startsAt, endsAt } = await scheduleInStepRound('Capitals in step on two processes');
    // Bob answers the first question on the first process, then moves to the second while it is still open.
    const players = [
      await seat('alice', first, gameId, [0, 1, 0]),
      await seat('bob', first, gameId, [1, 0, null]),
      await seat('carol', second, gameId, [0, 0, 2]),
      await seat('dave', second, gameId, [null, 0, 0]),
    ];
    const [alice, bob] = players;
    if (!alice || !bob) throw new Error('players missing');
    // Both processes work out the same schedule.
    const states = await Promise.all(players.map((p) => join(p.round, gameId, p.resumeToken)));
    const schedules = states.map((state) => state.inStep?.schedule);
    expect(schedules[0]?.[0]?.opensAt).toBe(startsAt);
    expect(schedules[0]?.at(-1)?.closesAt).toBe(endsAt);
    for (const schedule of schedules) expect(schedule).toEqual(schedules[0]);

    for (const question of QUESTIONS.keys()) {
      await Promise.all(players.map((p) => opened(p, question)));
      for (const player of players) await answer(player, gameId, question);
      if (question === 0) await expectLockedAnswerMoves(bob, gameId);
      await Promise.all(players.map((p) => revealed(p, question)));
    }

    expectSameStepsEverywhere(players, gameId);
    const moments = questionsOf(alice).map(({ gameId: _game, item: _item, ...window }) => window);
    expect(moments).toEqual(schedules[0]);
    expectRevealsTellAnswers(players);
    for (const { payload: reveal, at } of players.flatMap(revealsOf)) {
      expect(at).toBeGreaterThanOrEqual(reveal.locksAt - CLOCK_SLACK_MS);
    }
    const scores = new Map(players.map((p) => [p.playerId, expectOwnReveals(p)]));

    // The end: the same board and ranks on both processes, each player's own score, and the REST board's order.
    await Promise.all(players.map((p) => p.round.waitFor<RoundEnd>('round:end', () => true, 5_000)));
    const ends = players.map((p) => {
      expect(p.ends, p.name).toHaveLength(1);
      return p.ends[0]?.payload as RoundEnd;
    });
    for (const end of ends) {
      expect({ endedAt: end.endedAt, top: end.top }).toEqual({ endedAt: endsAt, top: ends[0]?.top });
    }
    const top = ends[0]?.top ?? [];
    expect(top.map((l) => l.rank)).toEqual([1, 2, 3, 4]);
    for (const [i, player] of players.entries()) {
      const line = top.find((l) => l.playerId === player.playerId);
      expect(ends[i]?.me, player.name).toMatchObject({ rank: line?.rank, score: line?.score });
      expect(ends[i]?.me?.score, player.name).toBeCloseTo(scores.get(player.playerId) ?? -1, 2);
    }
    const board = await alice.http.request<{ leaderboard: { rank: number; player_id: string }[] }>(
      api.mcqLeaderboard.method,
      api.mcqLeaderboard.path.replace(':id', gameId),
    );
    expect(board.status).toBe(200);
    expect(board.body.leaderboard.map((l) => [l.rank, l.player_id])).toEqual(top.map((l) => [l.rank, l.playerId]));
    for (const player of players) player.round.close();
  }, 45_000);

  it('opens and reveals the rest on time on the survivor when the process half the players are on dies mid-round', async () => {
    const { gameId, endsAt } = await scheduleInStepRound('Capitals in step through a crash');
    const moved = [await seat('erin', first, gameId, [0, 0, 1]), await seat('frank', first, gameId, [1, 0, 0])];
    const stayed = [await seat('grace', second, gameId, [0, 1, 0]), await seat('heidi', second, gameId, [2, 0, 0])];
    const players = [...moved, ...stayed];
    let killedAt = Infinity;

    for (const question of QUESTIONS.keys()) {
      await Promise.all(players.map((p) => opened(p, question)));
      for (const player of players) await answer(player, gameId, question);
      if (question === 1) {
        // Everyone's second answer is acked; then the first process dies before its lock, and its players come
        // back on the survivor, where their locked answers wait for them.
        await first.kill('SIGKILL');
        killedAt = Date.now();
        for (const player of moved) {
          const back = await moveTo(player, second, gameId);
          expect(back.inStep, player.name).toMatchObject({ moment: { question: 1, stage: 'open' }, locked: { answer: player.locked.get(1) } });
        }
      }
      await Promise.all(players.map((p) => revealed(p, question)));
    }
    await Promise.all(players.map((p) => p.round.waitFor<RoundEnd>('round:end', () => true, 5_000)));
    // Any second end would come at once: give it a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expectSameStepsEverywhere(players, gameId);
    expectRevealsTellAnswers(players);
    // After the crash, every question and reveal came on time by the schedule, and the end once, on time.
    for (const player of players) {
      const afterCrash = player.steps.filter((step) => step.at > killedAt);
      expect(afterCrash.map((s) => s.payload.question), player.name).toEqual([1, 2, 2]);
      for (const { at, payload } of afterCrash) {
        const due = 'answer' in payload ? payload.locksAt : payload.opensAt;
        const what = `${player.name}: ${'answer' in payload ? 'reveal' : 'question'} ${payload.question}`;
        expect(at - due, what).toBeLessThan(ON_TIME_MS);
        expect(at, what).toBeGreaterThanOrEqual(due - CLOCK_SLACK_MS);
      }
      expect(player.ends, player.name).toHaveLength(1);
      const end = player.ends[0];
      expect(end?.payload.endedAt).toBe(endsAt);
      expect((end?.at ?? 0) - endsAt).toBeLessThan(ON_TIME_MS);
      // Every acked answer counted: in its reveal, and in the final score.
      const score = expectOwnReveals(player);
      expect(end?.payload.me?.score, player.name).toBeCloseTo(score, 2);
    }
    expect(players.map((p) => p.ends[0]?.payload.me?.rank).sort()).toEqual([1, 2, 3, 4]);
    const stored = await handle.db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select(['plays.player_id', 'answers.answer'])
      .where('plays.game_id', '=', gameId)
      .execute();
    const acked = players.flatMap((p) => [...p.locked.values()].map((choice) => `${p.playerId} ${choice}`));
    expect(stored.map((row) => `${row.player_id} ${row.answer}`).sort()).toEqual(acked.sort());
    for (const player of players) player.round.close();
  }, 45_000);
});

/**
 * Bob answered the open first question on the first process: he drops and joins again on the second, which gives
 * him his locked answer back, and will not take another.
 */
async function expectLockedAnswerMoves(bob: Player, gameId: string) {
  const choice = bob.locked.get(0);
  const back = await moveTo(bob, second, gameId);
  expect(back.inStep).toMatchObject({ moment: { question: 0, stage: 'open' }, locked: { answer: choice } });
  const { item } = await opened(bob, 0);
  expect(back.inStep?.locked?.questionId).toBe(item.question_id);
  const again = await bob.round.call('round:answer', { gameId, questionId: item.question_id, answer: choiceOf(0, 0) });
  expect(again).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } });
}
