import type { RoomFigures, WatchSnapshot } from '@plw/protocol/socket/watch-events';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { LiveRoundsView } from './live-rounds-panel.tsx';
import type { WatchState } from './watch-stream.ts';

afterEach(cleanup);

const NOW = Date.now();

const running: RoomFigures = {
  gameId: 'g-live',
  gameName: 'Live Quiz',
  channelId: 'ch-1',
  channelName: 'Demo Channel',
  type: 'Mcq',
  phase: 'running',
  startsAt: NOW - 10_000,
  endsAt: NOW + 65_000,
  players: 6,
  connected: 2,
  answers: 9,
  answersPerSecond: 1.4,
  questions: [
    { questionId: 'q1', question: 'Which planet is red?', answered: 4, right: 3 },
    { questionId: 'q2', question: 'How many continents?', answered: 0, right: 0 },
    { questionId: 'q3', question: 'Largest ocean?', answered: 2, right: null },
  ],
  top: [
    { rank: 2, playerId: 'p2', name: 'Ravi (simulated)', score: 8.5, simulated: true },
    { rank: 1, playerId: 'p1', name: 'Meera', score: 12, simulated: false },
  ],
};

const upcoming: RoomFigures = {
  ...running,
  gameId: 'g-next',
  gameName: 'Evening Quiz',
  phase: 'scheduled',
  startsAt: NOW + 3_600_000 + 5_000,
  endsAt: NOW + 3_700_000,
  players: 0,
  connected: 0,
  answers: 0,
  answersPerSecond: 0,
  questions: [],
  top: [],
};

const health: WatchSnapshot['health'] = {
  connections: 12,
  eventLoopLagMs: { p50: 0.42, p99: 12.6, max: 40 },
  memory: { rssBytes: 96 * 1024 * 1024, heapUsedBytes: 40 * 1024 * 1024 },
  uptimeSeconds: 125,
};

function live(rooms: RoomFigures[], withHealth = false): WatchState {
  return { status: 'live', snapshot: { at: NOW, rooms, health: withHealth ? health : null }, offsetMs: 0 };
}

describe('live rounds panel', () => {
  it('lists the running round before the upcoming one, with its figures, questions and board', async () => {
    await renderApp(<LiveRoundsView audience="creator" state={live([upcoming, running])} />);

    const rooms = screen.getAllByTestId('watch-room');
    expect(rooms.map((room) => room.dataset.gameId)).toEqual(['g-live', 'g-next']);
    const [first, second] = rooms as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Live Quiz');
    expect(within(first).getByTestId('watch-phase').textContent).toBe('Live now');
    expect(within(first).getByTestId('watch-players').textContent).toBe('6');
    expect(within(first).getByText('2 connected')).toBeTruthy();
    expect(within(first).getByTestId('watch-rate').textContent).toBe('1.4');
    expect(within(first).getByText('Time left')).toBeTruthy();
    expect(within(first).getByRole('timer').textContent).toMatch(/^1:0[45]$/);

    const bars = within(first).getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['75', '0', '0']);
    expect(within(first).getByText('75% right · 4 answered')).toBeTruthy();
    expect(within(first).getByText('No answers yet')).toBeTruthy();
    // A question whose answers are not all in yet: how many answered, nothing of how many were right.
    expect(within(first).getByText('2 answered · % right when all are in')).toBeTruthy();

    const board = within(first).getByTestId('watch-leaderboard');
    const lines = within(board).getAllByRole('listitem');
    expect(lines.map((line) => line.dataset.player)).toEqual(['p1', 'p2']);
    expect(within(lines[1] as HTMLElement).getByText('Simulated')).toBeTruthy();
    expect(within(lines[0] as HTMLElement).queryByText('Simulated')).toBeNull();

    expect(within(second).getByTestId('watch-phase').textContent).toBe('Upcoming');
    expect(within(second).getByText('Starts in')).toBeTruthy();
    expect(within(second).getByRole('timer').textContent).toMatch(/^1:00:0[45]$/);
    expect(within(second).queryByTestId('watch-leaderboard')).toBeNull();
  });

  it('shows a creator neither the channel nor the server health', async () => {
    await renderApp(<LiveRoundsView audience="creator" state={live([running], true)} />);

    expect(screen.queryByTestId('watch-channel')).toBeNull();
    expect(screen.queryByTestId('watch-health')).toBeNull();
  });

  it("shows an admin each round's channel and the server health", async () => {
    await renderApp(<LiveRoundsView audience="admin" state={live([running], true)} />);

    expect(screen.getByTestId('watch-channel').textContent).toBe('Channel: Demo Channel');
    const card = screen.getByTestId('watch-health');
    expect(within(card).getByTestId('watch-connections').textContent).toBe('12');
    expect(within(card).getByText('p50 0.4 ms')).toBeTruthy();
    expect(within(card).getByText('p99 13 ms')).toBeTruthy();
    expect(within(card).getByText('RSS 96 MB')).toBeTruthy();
    expect(within(card).getByText('heap 40 MB')).toBeTruthy();
    expect(within(card).getByText('2m 5s')).toBeTruthy();
  });

  it('says so when there is no round to watch', async () => {
    await renderApp(<LiveRoundsView audience="creator" state={live([])} />);

    expect(screen.getByTestId('watch-empty').textContent).toContain('No live or upcoming rounds right now.');
    expect(screen.getByTestId('watch-status').textContent).toBe('Live');
  });

  it('keeps the last figures while it reconnects, and says why it cannot watch when refused', async () => {
    const state: WatchState = { ...live([running]), status: 'reconnecting' };
    await renderApp(<LiveRoundsView audience="creator" state={state} />);
    expect(screen.getByTestId('watch-status').textContent).toBe('Reconnecting...');
    expect(screen.getAllByTestId('watch-room')).toHaveLength(1);
    cleanup();

    await renderApp(<LiveRoundsView audience="creator" state={{ status: 'refused', snapshot: null, offsetMs: 0 }} />);
    expect(screen.getByRole('alert').textContent).toBe('The live server refused the connection. Please reload the page.');
    expect(screen.queryByTestId('watch-empty')).toBeNull();
  });
});
