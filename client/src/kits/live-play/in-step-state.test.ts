import type { QuestionReveal, RoundState } from '@plw/protocol/socket/round-events';
import { describe, expect, it } from 'vitest';
import { initialLiveRound, type LiveRoundAction, type LiveRoundState, reduceLiveRound } from './live-round-state.ts';

const Q1 = { question_id: 'q1', question: 'Capital of Egypt?', choices: ['Aswan', 'Cairo', 'Giza', 'Luxor'], mediaFile: null, mediaType: null };
const Q2 = { question_id: 'q2', question: 'Capital of India?', choices: ['Chennai', 'Kolkata', 'Mumbai', 'New Delhi'], mediaFile: null, mediaType: null };
const FIRST = { question: 0, opensAt: 10_000, locksAt: 18_000, closesAt: 20_000 };
const SECOND = { question: 1, opensAt: 20_000, locksAt: 28_000, closesAt: 30_000 };
const SCHEDULE = [FIRST, SECOND];

const joinedState = (overrides: Partial<RoundState> = {}): RoundState => ({
  gameId: 'g1',
  type: 'Mcq',
  phase: 'running',
  startsAt: 10_000,
  endsAt: 30_000,
  serverNow: 11_000,
  questions: { type: 'Mcq', questions: [Q1] },
  sealedQuestions: null,
  shuffleSeed: 42,
  answers: [],
  score: 0,
  rank: null,
  resumeToken: 'resume-1',
  inStep: { schedule: SCHEDULE, moment: { question: 0, stage: 'open' }, locked: null, reveal: null },
  ...overrides,
});

const revealOf = (question: number, me: Partial<QuestionReveal['me']> = {}): QuestionReveal => ({
  gameId: 'g1',
  ...(question === 0 ? FIRST : SECOND),
  questionId: question === 0 ? 'q1' : 'q2',
  answer: question === 0 ? 'Cairo' : 'New Delhi',
  counts: [],
  me: { chosen: null, correct: false, points: 0, score: 0, rank: null, ...me },
  top: [{ rank: 1, playerId: 'p1', name: 'Asha', score: 9, simulated: false }],
  players: 3,
});

const run = (...actions: LiveRoundAction[]): LiveRoundState => actions.reduce(reduceLiveRound, initialLiveRound);

describe('a round played in step on one screen', () => {
  it('locks an answer in on the ack, reveals it with the verdict and score, then moves to the next question', () => {
    const joined = run({ type: 'joined', state: joinedState() });
    expect(joined.inStep).toMatchObject({ current: 0, locked: null, reveal: null });
    const sent = reduceLiveRound(joined, { type: 'answering', questionId: 'q1', answer: 'Cairo' });
    const lockedIn = reduceLiveRound(sent, { type: 'lockedIn', questionId: 'q1', answer: 'Cairo' });
    expect(lockedIn.pending.has('q1')).toBe(false);
    expect(lockedIn.inStep?.locked).toEqual({ questionId: 'q1', answer: 'Cairo' });

    const revealed = reduceLiveRound(lockedIn, { type: 'revealed', reveal: revealOf(0, { chosen: 'Cairo', correct: true, points: 9, score: 9, rank: 1 }) });
    expect(revealed).toMatchObject({ score: 9, rank: 1, players: 3 });
    expect(revealed.top).toHaveLength(1);
    expect(revealed.answers.get('q1')).toEqual({ questionId: 'q1', correct: true, points: 9, answer: 'Cairo' });
    expect(revealed.inStep).toMatchObject({ current: 0, locked: null, rankBefore: null });
    expect(revealed.inStep?.reveal?.answer).toBe('Cairo');

    const next = reduceLiveRound(revealed, { type: 'questionOpened', open: { gameId: 'g1', ...SECOND, item: Q2 } });
    expect(next.inStep).toMatchObject({ current: 1, locked: null, reveal: null });
    expect(next.questions?.questions.map((q) => q.question_id)).toEqual(['q1', 'q2']);

    const secondReveal = reduceLiveRound(next, { type: 'revealed', reveal: revealOf(1, { chosen: 'Mumbai', score: 9, rank: 2 }) });
    expect(secondReveal.inStep).toMatchObject({ current: 1, rankBefore: 1 });
    expect(secondReveal.answers.get('q2')).toMatchObject({ correct: false, answer: 'Mumbai' });
  });

  it('opens the first question from the start when it comes as a question, not only sealed', () => {
    const waiting = run({ type: 'joined', state: joinedState({ phase: 'waiting', questions: null, sealedQuestions: 'iv.cipher', inStep: { schedule: SCHEDULE, moment: null, locked: null, reveal: null } }) });
    expect(waiting.status).toBe('waiting');
    const open = reduceLiveRound(waiting, { type: 'questionOpened', open: { gameId: 'g1', ...FIRST, item: Q1 } });
    expect(open).toMatchObject({ status: 'running', inStep: { current: 0 } });
  });

  it('lands a player joining mid-reveal on that reveal, with its board', () => {
    const reveal = revealOf(0, { chosen: 'Giza', score: 0, rank: 3 });
    const state = run({
      type: 'joined',
      state: joinedState({ answers: [{ questionId: 'q1', correct: false, points: 0 }], rank: 3, inStep: { schedule: SCHEDULE, moment: { question: 0, stage: 'revealed' }, locked: null, reveal } }),
    });
    expect(state.inStep).toMatchObject({ current: 0, reveal, rankBefore: 3 });
    expect(state).toMatchObject({ top: reveal.top, players: 3, status: 'running' });
  });

  it('keeps an answer locked in across a rejoin mid-question, and ignores a late reveal of an earlier question', () => {
    const state = run({
      type: 'joined',
      state: joinedState({
        questions: { type: 'Mcq', questions: [Q1, Q2] },
        inStep: { schedule: SCHEDULE, moment: { question: 1, stage: 'open' }, locked: { questionId: 'q2', answer: 'Kolkata' }, reveal: null },
      }),
    });
    expect(state.inStep).toMatchObject({ current: 1, locked: { questionId: 'q2', answer: 'Kolkata' } });
    expect(reduceLiveRound(state, { type: 'revealed', reveal: revealOf(0) })).toBe(state);
  });

  it('shows a refusal on its question only: the next question opens without it', () => {
    const joined = run({ type: 'joined', state: joinedState() });
    const refused = reduceLiveRound(joined, { type: 'refused', questionId: 'q1', error: { code: 'QUESTION_LOCKED', message: 'locked' } });
    expect(refused.error?.code).toBe('QUESTION_LOCKED');
    expect(reduceLiveRound(refused, { type: 'questionOpened', open: { gameId: 'g1', ...SECOND, item: Q2 } }).error).toBeNull();
  });

  it("opens a typed-answer round's questions as its own (nothing to choose among), and no other type's", () => {
    const T1 = { question_id: 't1', question: 'Capital of Egypt?', mediaFile: null, mediaType: null };
    const T2 = { question_id: 't2', question: 'Capital of India?', mediaFile: null, mediaType: null };
    const typed = run({
      type: 'joined',
      state: joinedState({ type: 'Typed_answer', questions: { type: 'Typed_answer', questions: [T1] } }),
    });
    const next = reduceLiveRound(typed, { type: 'questionOpened', open: { gameId: 'g1', ...SECOND, item: T2 } });
    expect(next.questions).toEqual({ type: 'Typed_answer', questions: [T1, T2] });
    expect(next.inStep).toMatchObject({ current: 1 });
    // A quiz's round is sent quiz questions: a question without choices is none of its own, and changes nothing.
    const quiz = run({ type: 'joined', state: joinedState() });
    expect(reduceLiveRound(quiz, { type: 'questionOpened', open: { gameId: 'g1', ...SECOND, item: T2 } })).toBe(quiz);
  });

  it('leaves a free round without an in-step part', () => {
    expect(run({ type: 'joined', state: joinedState({ inStep: undefined }) }).inStep).toBeNull();
  });
});
