import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type {
  AnswerLocked,
  QuestionOpen,
  RevealFactsMessage,
  RoundEnd,
  RoundState,
} from '@plw/protocol/socket/round-events';
import { openSealedQuestions } from '@plw/protocol/socket/sealed';
import { KRISSKROSS_ROUND_RULES } from '@plw/shared/question-types/krisskross/round-rules';
import { scheduleLiveQuiz, CAPITALS_QUIZ } from '../support/fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCreator, guest, type TestClient } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A quiz round played with its questions in step, over real sockets: each question opens for everyone at its
// moment, answers are locked in without a verdict, the reveal reaches everyone at the lock with the right answer,
// the counts and each player's own points, late joiners and returning players land on the current question, and
// the round ends at publishing_time + game_duration with the one ranking rule's ranks.

const QUESTIONS = CAPITALS_QUIZ;
/** Three questions in 9 s: each open for 2 s, then revealed for 1 s (a third of its share). */
const DURATION_S = 9;
/** How late a moment's event may reach a client on this shared machine (on the server's clock). */
const ON_TIME_MS = 400;

let server: TestServer;
let owner: TestClient;
let channelId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ host: owner, channelId } = await demoCreator(server.url));
});
afterAll(() => server?.close());

async function scheduleInStepRound(startInMs: number) {
  // Starts `startInMs` from now on the server's clock, which runs ahead of the system's once a test has moved it.
  const quiz = { startInMs, now: server.clock.now(), durationS: DURATION_S, questions: QUESTIONS, name: 'Capitals in step', score: 10 };
  return (await scheduleLiveQuiz(server.app.db, channelId, { ...quiz, roundStyle: 'IN_STEP' })).gameId;
}

async function player(): Promise<{ http: TestClient; round: RoundClient }> {
  const http = await guest(server.url);
  return { http, round: await connectRound(server.url, http.accessToken ?? '', undefined, server.clock) };
}

/**
 * Moves the server's clock to `moment`, firing what came due, then waits for `event`: what the server does after
 * the moment (a reveal comes just after its lock) runs on real time from there, so the event's lateness is real.
 */
async function at<T>(moment: number | undefined, event: Promise<T>): Promise<T> {
  if (moment === undefined) throw new Error('no such moment in the schedule');
  await server.clock.advanceTo(moment);
  return event;
}

async function joined(round: RoundClient, gameId: string, resumeToken?: string): Promise<RoundState> {
  const reply = await round.call<RoundState>('round:join', { gameId, resumeToken });
  if (!reply.ok) throw new Error(reply.error.message);
  return reply.data;
}

const opened = (question: number) => (q: QuestionOpen) => q.question === question;
const revealed = (question: number) => (r: RevealFactsMessage) => r.question === question;

/** Nothing a player received says whether an answer was right, nor ties a question to its answer. */
function expectNoVerdictIn(client: RoundClient) {
  const seen = JSON.stringify(client.received);
  expect(seen).not.toMatch(/"correct":/);
  for (const { answer } of QUESTIONS) expect(seen).not.toMatch(new RegExp(`"answer":"${answer}"`));
}

describe('a quiz round with questions in step', () => {
  it('opens each question for everyone at its moment, locks answers without a verdict and reveals them to all at the lock', async () => {
    // Well ahead of the start, so both players join a waiting round however slowly a busy machine answers; the
    // clock is then moved to the start.
    const gameId = await scheduleInStepRound(60_000);
    const alice = await player();
    const bob = await player();

    const waiting = await joined(alice.round, gameId);
    const bobWaiting = await joined(bob.round, gameId);
    const schedule = waiting.inStep?.schedule ?? [];
    expect(schedule).toHaveLength(3);
    expect(schedule[0]?.opensAt).toBe(waiting.startsAt);
    expect(schedule[2]?.closesAt).toBe(waiting.endsAt);
    expect(waiting).toMatchObject({ phase: 'waiting', questions: null, inStep: { moment: null, locked: null } });

    // The start's key opens the first question alone.
    const start = await at(waiting.startsAt, alice.round.started());
    const sealed = await openSealedQuestions(waiting.sealedQuestions ?? '', start.key);
    expect(sealed.questions.map((q) => q.question)).toEqual([QUESTIONS[0]?.question]);

    const [first, firstForBob] = await at(schedule[0]?.opensAt, Promise.all([
      alice.round.waitFor<QuestionOpen>('round:question', opened(0)),
      bob.round.waitFor<QuestionOpen>('round:question', opened(0)),
    ]));
    expect(first).toMatchObject({ ...schedule[0], gameId, item: { question: QUESTIONS[0]?.question } });
    expect(firstForBob.item.question_id).toBe(first.item.question_id);
    expect(server.clock.now() - first.opensAt).toBeLessThan(ON_TIME_MS);
    // Only the open question has gone out: no later one, sealed or plain.
    expect(JSON.stringify(alice.round.received)).not.toContain(QUESTIONS[1]?.question ?? '-');

    const q0 = first.item.question_id;
    const aliceAck = await alice.round.call<AnswerLocked>('round:answer', { gameId, questionId: q0, answer: 'New Delhi' });
    expect(aliceAck).toEqual({ ok: true, data: { questionId: q0, locked: true } });
    const bobAck = await bob.round.call<AnswerLocked>('round:answer', { gameId, questionId: q0, answer: 'Mumbai' });
    expect(bobAck).toEqual({ ok: true, data: { questionId: q0, locked: true } });

    // A question not open yet takes no answer (its id taken from the stored game: players have not seen it).
    const later = await server.app.db.selectFrom('mcq_questions').select('id').where('game_id', '=', gameId).where('position', '=', 1).executeTakeFirstOrThrow();
    const early = await alice.round.call('round:answer', { gameId, questionId: later.id, answer: 'Berlin' });
    expect(early).toMatchObject({ ok: false, error: { code: 'QUESTION_NOT_OPEN' } });

    // Bob drops and comes back mid-question: his locked answer is still his, its verdict still unsaid.
    bob.round.close();
    const bobAgain = await connectRound(server.url, bob.http.accessToken ?? '');
    const back = await joined(bobAgain, gameId, bobWaiting.resumeToken);
    expect(back.inStep).toMatchObject({ moment: { question: 0, stage: 'open' }, locked: { questionId: q0, answer: 'Mumbai' } });
    expect(back).toMatchObject({ answers: [], score: 0, rank: null });
    const again = await bobAgain.call('round:answer', { gameId, questionId: q0, answer: 'New Delhi' });
    expect(again).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } });

    for (const client of [alice.round, bobAgain]) expectNoVerdictIn(client);

    // The lock: everyone gets the reveal at once, each with their own points.
    const [aliceReveal, bobReveal] = await at(schedule[0]?.locksAt, Promise.all([
      alice.round.revealed(revealed(0)),
      bobAgain.revealed(revealed(0)),
    ]));
    expect(server.clock.now() - (schedule[0]?.locksAt ?? 0)).toBeLessThan(ON_TIME_MS);
    expect(server.clock.now()).toBeGreaterThanOrEqual(schedule[0]?.locksAt ?? Infinity);
    for (const reveal of [aliceReveal, bobReveal]) {
      expect(reveal).toMatchObject({ gameId, questionId: q0, answer: 'New Delhi', players: 2 });
      expect(Object.fromEntries(reveal.counts.map((c) => [c.choice, c.count]))).toEqual({
        'New Delhi': 1,
        'Mumbai': 1,
        'Kolkata': 0,
        'Chennai': 0,
      });
    }
    // Kahoot's rule inside the question's own 2 s window: at least half, at most all of the game's 10 points.
    expect(aliceReveal.me).toMatchObject({ chosen: 'New Delhi', correct: true, rank: 1 });
    expect(aliceReveal.me.points).toBeGreaterThan(5);
    expect(aliceReveal.me.points).toBeLessThanOrEqual(10);
    expect(aliceReveal.me.score).toBe(aliceReveal.me.points);
    expect(bobReveal.me).toEqual({ chosen: 'Mumbai', correct: false, points: 0, score: 0, rank: null });
    expect(aliceReveal.top.map((line) => line.score)).toEqual([aliceReveal.me.points, 0]);

    // Joining again during the reveal shows it, and the question's verdict now stands among the answers.
    const duringReveal = await joined(bobAgain, gameId, bobWaiting.resumeToken);
    expect(duringReveal.inStep).toMatchObject({ moment: { question: 0, stage: 'revealed' }, locked: null, reveal: bobReveal });
    expect(duringReveal.answers).toEqual([{ questionId: q0, correct: false, points: 0 }]);

    // Locked: no answer for it any more.
    const locked = await bobAgain.call('round:answer', { gameId, questionId: q0, answer: 'Kolkata' });
    expect(locked).toMatchObject({ ok: false, error: { code: 'QUESTION_LOCKED' } });
    const carol = await player();

    // Carol joins late, during the second question: she gets it, and the first with its reveal behind it.
    const second = await at(schedule[1]?.opensAt, alice.round.waitFor<QuestionOpen>('round:question', opened(1)));
    expect(server.clock.now() - second.opensAt).toBeLessThan(ON_TIME_MS);
    const late = await joined(carol.round, gameId);
    expect(late.phase).toBe('running');
    expect(late.inStep?.moment).toEqual({ question: 1, stage: 'open' });
    expect(late.questions?.questions.map((q) => q.question)).toEqual([QUESTIONS[0]?.question, QUESTIONS[1]?.question]);
    const q1 = second.item.question_id;
    const lockedOut = await carol.round.call('round:answer', { gameId, questionId: q0, answer: 'New Delhi' });
    expect(lockedOut).toMatchObject({ ok: false, error: { code: 'QUESTION_LOCKED' } });
    expect(await carol.round.call('round:answer', { gameId, questionId: q1, answer: 'Berlin' })).toEqual({
      ok: true,
      data: { questionId: q1, locked: true },
    });
    await alice.round.call('round:answer', { gameId, questionId: q1, answer: 'Bonn' });

    const carolReveal = await at(schedule[1]?.locksAt, carol.round.revealed(revealed(1)));
    expect(carolReveal.me).toMatchObject({ chosen: 'Berlin', correct: true });

    // The end comes at publishing_time + game_duration, with the ranks of the one ranking rule.
    const [aliceEnd, bobEnd, carolEnd] = await at(waiting.endsAt, Promise.all(
      [alice.round, bobAgain, carol.round].map((client) => client.next<RoundEnd>('round:end', 15_000)),
    ));
    expect(server.clock.now()).toBeGreaterThanOrEqual(waiting.endsAt);
    expect(aliceEnd?.endedAt).toBe(waiting.endsAt);
    const byScore = [
      { who: 'alice', end: aliceEnd, score: aliceReveal.me.points },
      { who: 'carol', end: carolEnd, score: carolReveal.me.points },
      { who: 'bob', end: bobEnd, score: 0 },
    ].sort((a, b) => b.score - a.score);
    expect(byScore.map(({ end }) => end?.me?.rank)).toEqual([1, 2, 3]);
    expect(byScore.map(({ end }) => end?.me?.score)).toEqual(byScore.map(({ score }) => score));
    for (const client of [alice.round, bobAgain, carol.round]) client.close();
  }, 30_000);

  it('refuses questions in step for a kriss-kross game, and gives each type its own style where the form leaves it out', async () => {
    const path = fillPath(api.createGame.path, undefined);
    const krissKross = await owner.request<{ error: { code: string; message: string } }>(api.createGame.method, path, {
      type: 'Kriss_kross_puzzle',
      language: 'English',
      game_name: 'Crossing in step',
      round_style: 'IN_STEP',
    });
    expect(krissKross.status).toBe(400);
    expect(krissKross.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: KRISSKROSS_ROUND_RULES.freeOnly });
    const stored = await server.app.db.selectFrom('games').select('id').where('game_name', '=', 'Crossing in step').execute();
    expect(stored).toEqual([]);

    const quiz = await owner.request<{ game: StudioGame }>(api.createGame.method, path, {
      type: 'Mcq',
      language: 'English',
      game_name: 'Quiz in step',
      round_style: 'IN_STEP',
    });
    expect(quiz.status).toBe(200);
    expect(quiz.body.game.round_style).toBe('IN_STEP');
    // Left out, a quiz plays in step (no verdict before a question's lock) and a kriss-kross game free.
    const plain = await owner.request<{ game: StudioGame }>(api.createGame.method, path, {
      type: 'Mcq',
      language: 'English',
      game_name: 'Quiz left to its default',
    });
    expect(plain.body.game.round_style).toBe('IN_STEP');
    const grid = await owner.request<{ game: StudioGame }>(api.createGame.method, path, {
      type: 'Kriss_kross_puzzle',
      language: 'English',
      game_name: 'Grid left to its default',
    });
    expect(grid.body.game.round_style).toBe('FREE');
    // An edit that leaves the style out keeps the creator's choice as stored.
    const chosenFree = await owner.request<{ game: StudioGame }>(api.createGame.method, path, {
      type: 'Mcq',
      language: 'English',
      game_name: 'Quiz chosen free',
      round_style: 'FREE',
    });
    const edited = await owner.request<{ game: StudioGame }>(
      api.updateGame.method,
      fillPath(api.updateGame.path, { id: chosenFree.body.game.game_id }),
      { type: 'Mcq', language: 'English', game_name: 'Quiz chosen free, renamed' },
    );
    expect(edited.body.game.round_style).toBe('FREE');

    // Editing a quiz into a kriss-kross game in step is refused the same way, and changes nothing.
    const editPath = fillPath(api.updateGame.path, { id: quiz.body.game.game_id });
    const edit = await owner.request(api.updateGame.method, editPath, {
      type: 'Kriss_kross_puzzle',
      language: 'English',
      game_name: 'Quiz in step',
      round_style: 'IN_STEP',
    });
    expect(edit.status).toBe(400);
    const kept = await server.app.db
      .selectFrom('games')
      .select(['type', 'round_style'])
      .where('id', '=', quiz.body.game.game_id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ type: 'Mcq', round_style: 'IN_STEP' });
  });
});
