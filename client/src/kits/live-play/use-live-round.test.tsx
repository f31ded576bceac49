import type { RoundState } from '@plw/protocol/socket/round-events';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../../test/fake-round-socket.ts';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer } from '../../test/session-fixtures.ts';
import { initialLiveRound, reduceLiveRound } from './live-round-state.ts';
import { type LiveRound, useLiveRound } from './use-live-round.ts';

vi.mock('socket.io-client', () => import('../../test/fake-round-socket.ts'));

afterEach(() => {
  cleanup();
  fakeSockets.reset();
});

const Q1 = { question_id: 'q1', question: 'Capital of Egypt?', choices: ['Aswan', 'Cairo', 'Giza', 'Luxor'], mediaFile: null, mediaType: null };
const FIRST = { question: 0, opensAt: 10_000, locksAt: 18_000, closesAt: 20_000 };
const SECOND = { question: 1, opensAt: 20_000, locksAt: 28_000, closesAt: 30_000 };

const running = (): RoundState => ({
  gameId: 'g-1',
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
  inStep: { schedule: [FIRST, SECOND], moment: { question: 0, stage: 'open' }, locked: null, reveal: null },
});

/** Renders the live round of g-1 (a hosted round of it when `roundId`) and hands back what it shows. */
async function playRound(roundId?: string) {
  fakeSockets.replies.set('round:join', () => ({ ok: true, data: running() }));
  fakeSockets.replies.set('round:answer', () => ({ ok: true, data: { questionId: 'q1', locked: true } }));
  const seen: { round: LiveRound | null } = { round: null };
  function Probe() {
    seen.round = useLiveRound('g-1', roundId);
    return null;
  }
  await renderApp(<Probe />, { user: guestPlayer });
  await waitFor(() => expect(seen.round?.status).toBe('running'));
  return { seen, socket: fakeSockets.last() };
}

describe('the live round of a hosted round', () => {
  it('names the hosted round in every join, answer and leave', async () => {
    const { seen, socket } = await playRound('r-1');
    expect(socket.sentOf('round:join')[0]).toEqual({ gameId: 'g-1', roundId: 'r-1' });
    act(() => seen.round?.answer('q1', 'Cairo'));
    await waitFor(() => expect(socket.sentOf('round:answer')).toEqual([
      { gameId: 'g-1', roundId: 'r-1', questionId: 'q1', answer: 'Cairo' },
    ]));
    cleanup();
    expect(socket.sentOf('round:leave')).toEqual([{ gameId: 'g-1', roundId: 'r-1' }]);
  });

  it('sends no round id for the game\'s own round', async () => {
    const { socket } = await playRound();
    const [join] = socket.sentOf('round:join') as Record<string, unknown>[];
    expect(join?.roundId).toBeUndefined();
    expect(JSON.parse(JSON.stringify(join))).toEqual({ gameId: 'g-1' });
  });

  it("takes the host's new moments and end for its own round only", async () => {
    const { seen, socket } = await playRound('r-1');
    const moved = { question: 1, opensAt: 15_000, locksAt: 23_000, closesAt: 25_000 };
    act(() => socket.push('round:rescheduled', { roundId: 'r-9', gameId: 'g-1', endsAt: 1, schedule: [] }));
    expect(seen.round?.endsAt).toBe(30_000);
    act(() => socket.push('round:rescheduled', { roundId: 'r-1', gameId: 'g-1', endsAt: 25_000, schedule: [moved] }));
    expect(seen.round?.endsAt).toBe(25_000);
    expect(seen.round?.inStep?.schedule).toEqual([FIRST, moved]);
  });
});

describe('a rescheduled round, as the reducer applies it', () => {
  it('replaces the windows sent and keeps the ones already played', () => {
    const joined = reduceLiveRound(initialLiveRound, { type: 'joined', state: running() });
    const moved = { question: 1, opensAt: 12_000, locksAt: 20_000, closesAt: 22_000 };
    const next = reduceLiveRound(joined, { type: 'rescheduled', moved: { endsAt: 22_000, schedule: [moved] } });
    expect(next.endsAt).toBe(22_000);
    expect(next.inStep?.schedule).toEqual([FIRST, moved]);
  });

  it('moves the end alone in a round that is not played in step', () => {
    const joined = reduceLiveRound(initialLiveRound, { type: 'joined', state: { ...running(), inStep: undefined } });
    const next = reduceLiveRound(joined, { type: 'rescheduled', moved: { endsAt: 22_000, schedule: [] } });
    expect(next.endsAt).toBe(22_000);
    expect(next.inStep).toBeNull();
  });
});
