import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { LiveLeaderboard } from './live-leaderboard.tsx';
import { liveStanding } from './live-standing.ts';
import type { LeaderboardLine } from './live-round-state.ts';

// The live board on a phone (jsdom is a narrow screen: no media query matches): collapsed to the top 3 and the
// reader's own line so it fits above the question, with a button that shows the rest.

afterEach(cleanup);

const top: LeaderboardLine[] = Array.from({ length: 8 }, (_, index) => ({
  rank: index + 1,
  playerId: `p${index + 1}`,
  name: `Player ${index + 1}`,
  score: 800 - index * 100,
  simulated: false,
}));

async function renderBoard(me: string, myRank: number | null, myScore: number) {
  await renderApp(<LiveLeaderboard standing={liveStanding({ top, players: 20, rank: myRank, score: myScore }, me)} />);
  return screen.findByTestId('live-leaderboard');
}

function shownPlayers(board: HTMLElement) {
  return Array.from(board.querySelectorAll('li')).map((line) => line.dataset.player);
}

describe('live board on a phone', () => {
  it('shows the top 3 and the reader\'s own line from the board, and the rest on demand', async () => {
    const board = await renderBoard('p6', 6, 300);
    expect(shownPlayers(board)).toEqual(['p1', 'p2', 'p3', 'p6']);
    expect(board.querySelector('[aria-current="true"]')?.textContent).toContain('Player 6');

    const toggle = within(board).getByRole('button', { name: 'Show all' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(shownPlayers(board)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
    fireEvent.click(within(board).getByRole('button', { name: 'Show top 3' }));
    expect(shownPlayers(board)).toEqual(['p1', 'p2', 'p3', 'p6']);
  });

  it('shows the reader\'s own rank and points under the top 3 when they are not on the board', async () => {
    const board = await renderBoard('p42', 42, 5);
    expect(shownPlayers(board)).toEqual(['p1', 'p2', 'p3']);
    const own = within(board).getByTestId('live-board-own');
    expect(own.textContent).toContain('42');
    expect(own.textContent).toContain('You');
  });

  it('needs no button when the reader is in the top 3 of a short board', async () => {
    const standing = liveStanding({ top: top.slice(0, 3), players: 3, rank: 2, score: 700 }, 'p2');
    await renderApp(<LiveLeaderboard standing={standing} />);
    const board = await screen.findByTestId('live-leaderboard');
    expect(shownPlayers(board)).toEqual(['p1', 'p2', 'p3']);
    expect(within(board).queryByRole('button')).toBeNull();
  });

  it('counts the player and shows their own line, not "no points yet", before any board came', async () => {
    await renderApp(<LiveLeaderboard standing={liveStanding({ top: [], players: 0, rank: 1, score: 39 }, 'p9')} />);
    const board = await screen.findByTestId('live-leaderboard');
    expect(within(board).queryByText(/No points yet/)).toBeNull();
    expect(within(board).queryByTestId('live-players')).toBeNull();
    expect(within(board).getByTestId('live-board-own').textContent).toContain('39');
  });

  it('ranks nobody at 0 points while the round runs, and counts every line shown', async () => {
    const zeros = top.slice(0, 3).map((line, index) => ({ ...line, score: index === 0 ? 10 : 0 }));
    await renderApp(<LiveLeaderboard standing={liveStanding({ top: zeros, players: 2, rank: null, score: 0 }, 'p3')} />);
    const board = await screen.findByTestId('live-leaderboard');
    const ranks = Array.from(board.querySelectorAll('.live-board__rank')).map((rank) => rank.textContent);
    expect(ranks).toEqual(['1', '–', '–']);
    expect(within(board).getByTestId('live-players').textContent).toBe('Players: 3');
  });
});
