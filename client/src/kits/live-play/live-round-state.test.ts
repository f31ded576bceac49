import type { RoundQuestions, RoundState } from '@plw/protocol/socket/round-events';
import { describe, expect, it } from 'vitest';
import { initialLiveRound, type LiveRoundAction, type LiveRoundState, reduceLiveRound } from './live-round-state.ts';

const QUESTIONS: RoundQuestions = {
  type: 'Mcq',
  questions: [
    { question_id: 'q1', question: 'Capital of Egypt?', choices: ['Aswan', 'Cairo', 'Giza', 'Luxor'], mediaFile: null, mediaType: null },
    { question_id: 'q2', question: 'Capital of India?', choices: ['Chennai', 'Kolkata', 'Mumbai', 'New Delhi'], mediaFile: null, mediaType: null },
  ],
};

const joinedState = (overrides: Partial<RoundState> = {}): RoundState => ({
  gameId: 'g1',
  type: 'Mcq',
  phase: 'waiting',
  startsAt: 10_000,
  endsAt: 30_000,
  serverNow: 9_000,
  questions: null,
  sealedQuestions: 'iv.cipher',
  shuffleSeed: 42,
  answers: [],
  score: 0,
  rank: null,
  resumeToken: 'resume-1',
  ...overrides,
});

const run = (...actions: LiveRoundAction[]): LiveRoundState => actions.reduce(reduceLiveRound, initialLiveRound);

describe('a live round on one screen', () => {
  it('waits with sealed questions, and runs once they are opened', () => {
    const waiting = run({ type: 'joined', state: joinedState() });
    expect(waiting).toMatchObject({ status: 'waiting', sealedQuestions: 'iv.cipher', questions: null, resumeToken: 'resume-1' });
    const running = reduceLiveRound(waiting, { type: 'opened', questions: QUESTIONS });
    expect(running).toMatchObject({ status: 'running', questions: QUESTIONS });
  });

  it('runs at once when joined late with plain questions, and keeps the answers and score it is given', () => {
    const state = run({
      type: 'joined',
      state: joinedState({
        phase: 'running',
        questions: QUESTIONS,
        sealedQuestions: null,
        answers: [{ questionId: 'q1', correct: true, points: 9.5 }],
        score: 9.5,
        rank: 2,
      }),
    });
    expect(state).toMatchObject({ status: 'running', score: 9.5, rank: 2 });
    expect(state.answers.get('q1')).toEqual({ questionId: 'q1', correct: true, points: 9.5, answer: null });
  });

  it('keeps a free round\'s answer locked in with its verdict sealed, and finds it again on a rejoin', () => {
    const running = run({ type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) });
    const pending = reduceLiveRound(running, { type: 'answering', questionId: 'q1', answer: 'Cairo' });
    const locked = reduceLiveRound(pending, { type: 'lockedIn', questionId: 'q1', answer: 'Cairo' });
    expect(locked.sealed.get('q1')).toBe('Cairo');
    expect(locked.pending.size).toBe(0);
    expect(locked.answers.size).toBe(0);
    expect(reduceLiveRound(locked, { type: 'answering', questionId: 'q1', answer: 'Giza' }).pending.size).toBe(0);
    const rejoined = run({
      type: 'joined',
      state: joinedState({ phase: 'running', questions: QUESTIONS, lockedIn: [{ questionId: 'q2', answer: 'Mumbai' }] }),
    });
    expect([...rejoined.sealed]).toEqual([['q2', 'Mumbai']]);
  });

  it('shows an answer pending, then locked with its verdict and the new score', () => {
    const running = run({ type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) });
    const pending = reduceLiveRound(running, { type: 'answering', questionId: 'q1', answer: 'Cairo' });
    expect(pending.pending.get('q1')).toBe('Cairo');
    expect(reduceLiveRound(pending, { type: 'answering', questionId: 'q1', answer: 'Giza' }).pending.get('q1')).toBe('Cairo');

    const locked = reduceLiveRound(pending, {
      type: 'locked',
      answer: 'Cairo',
      result: { questionId: 'q1', correct: true, points: 9.2, score: 9.2, rank: 4 },
    });
    expect(locked.pending.size).toBe(0);
    expect(locked.answers.get('q1')).toEqual({ questionId: 'q1', correct: true, points: 9.2, answer: 'Cairo' });
    expect(locked).toMatchObject({ score: 9.2, rank: 4 });
  });

  it('frees a refused answer to be sent again, with the reason', () => {
    const running = run(
      { type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) },
      { type: 'answering', questionId: 'q1', answer: 'Cairo' },
    );
    const refused = reduceLiveRound(running, {
      type: 'refused',
      questionId: 'q1',
      error: { code: 'RATE_LIMITED', message: 'Too many messages; slow down' },
    });
    expect(refused.pending.has('q1')).toBe(false);
    expect(refused.error?.code).toBe('RATE_LIMITED');
  });

  it('keeps the answer text this tab sent when a rejoin brings the same answers back', () => {
    const state = run(
      { type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) },
      { type: 'locked', answer: 'Cairo', result: { questionId: 'q1', correct: true, points: 9, score: 9, rank: null } },
      {
        type: 'joined',
        state: joinedState({
          phase: 'running',
          questions: QUESTIONS,
          answers: [{ questionId: 'q1', correct: true, points: 9 }],
          score: 9,
        }),
      },
    );
    expect(state.answers.get('q1')?.answer).toBe('Cairo');
  });

  it('follows the live board, ignoring an older one that arrives late, and the own standing', () => {
    const line = (rank: number, playerId: string, score: number) => ({
      rank,
      playerId,
      name: playerId,
      score,
      simulated: false,
    });
    const state = run(
      { type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) },
      { type: 'leaderboard', board: { gameId: 'g1', top: [line(1, 'a', 9), line(2, 'me', 8)], players: 2, at: 2_000 } },
      { type: 'leaderboard', board: { gameId: 'g1', top: [line(1, 'me', 1)], players: 1, at: 1_000 } },
      { type: 'standing', standing: { gameId: 'g1', rank: 2, score: 8 } },
    );
    expect(state.top.map((l) => l.playerId)).toEqual(['a', 'me']);
    expect(state.players).toBe(2);
    expect(state).toMatchObject({ rank: 2, score: 8 });
  });

  it('never lets a standing computed before an answer take its points back', () => {
    const state = run(
      { type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) },
      { type: 'locked', answer: 'Cairo', result: { questionId: 'q1', correct: true, points: 9, score: 9, rank: null } },
      { type: 'standing', standing: { gameId: 'g1', rank: 3, score: 0 } },
    );
    expect(state).toMatchObject({ score: 9, rank: 3 });
  });

  it('ends with the final board and standing, and nothing moves it after', () => {
    const ended = run(
      { type: 'joined', state: joinedState({ phase: 'running', questions: QUESTIONS }) },
      { type: 'answering', questionId: 'q2', answer: 'Mumbai' },
      {
        type: 'ended',
        end: { gameId: 'g1', endedAt: 30_000, top: [], me: { gameId: 'g1', rank: 4, score: 12.5 } },
      },
      { type: 'standing', standing: { gameId: 'g1', rank: 1, score: 99 } },
    );
    expect(ended).toMatchObject({ status: 'ended', rank: 4, score: 12.5 });
    expect(ended.pending.size).toBe(0);
  });

  it('knows a round that was over before it joined, and a removal', () => {
    expect(run({ type: 'ended', end: null })).toMatchObject({ status: 'ended', final: null });
    expect(run({ type: 'removed', reason: 'Too many messages' })).toMatchObject({
      status: 'removed',
      error: { code: 'REMOVED', message: 'Too many messages' },
    });
  });
});
