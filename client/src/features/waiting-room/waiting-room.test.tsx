import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer } from '../../test/session-fixtures.ts';
import { type PlayPages, PlayPagesContext } from '../../lib/play-pages.ts';
import { WaitingRoom } from './waiting-room.tsx';

afterEach(cleanup);

const GAME = '/game/krisskross/g1?from=home';

describe('waiting room', () => {
  it('counts down by the clock it is given and then opens the game by itself', async () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    const time = new Date(Date.now() + 65_000).toISOString();
    const app = await renderApp(<WaitingRoom redirect={GAME} time={time} now={clock} />, {
      path: '/game/waitingroom',
      user: guestPlayer,
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Get ready!' })).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Starts in' });
    expect(timer.querySelector('[data-unit="minutes"]')?.textContent).toBe('01');
    expect(['04', '05']).toContain(timer.querySelector('[data-unit="seconds"]')?.textContent);
    expect(app.location()).toBe('/game/waitingroom');

    // The clock (later: the server's) says the time has come: no click, no reload.
    offset = 65_000;
    await waitFor(() => expect(app.location()).toBe(GAME), { timeout: 2500 });
  });

  // Each of these is read by a browser as another site (it drops tabs, reads `\\` as `/`), or is not a path at all.
  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
  ])('goes home instead of following %j', async (redirect) => {
    const app = await renderApp(<WaitingRoom redirect={redirect} time={new Date(0).toISOString()} />, {
      path: '/game/waitingroom',
      user: guestPlayer,
    });

    await waitFor(() => expect(app.location()).toBe('/home'));
  });

  it.each([
    ['/game/mcq/g1', '/game/mcq/g1'],
    ['/game/krisskross/g1?from=home#grid', '/game/krisskross/g1?from=home#grid'],
    [`${window.location.origin}/game/mcq/g1`, '/home'],
  ])('follows %j to %j when the time has come', async (redirect, expected) => {
    const app = await renderApp(<WaitingRoom redirect={redirect} time={new Date(0).toISOString()} />, {
      path: '/game/waitingroom',
      user: guestPlayer,
    });

    await waitFor(() => expect(app.location()).toBe(expected));
  });

  it('loads a play page ahead and counts its last seconds 3, 2, 1; a leaderboard waiting for the end just opens', async () => {
    const preloaded: string[] = [];
    const playPages: PlayPages = {
      isPlayPage: (address) => address === '/game/mcq/g1',
      preload: (address) => void preloaded.push(address),
    };
    const time = new Date(Date.now() + 2_500).toISOString();
    await renderApp(
      <PlayPagesContext value={playPages}>
        <WaitingRoom redirect="/game/mcq/g1" time={time} />
        <WaitingRoom redirect="/game/mcq/g1/leaderboard" time={time} />
      </PlayPagesContext>,
      { path: '/game/waitingroom', user: guestPlayer },
    );

    expect(preloaded).toEqual(['/game/mcq/g1', '/game/mcq/g1/leaderboard']);
    expect(screen.getByRole('timer', { name: 'Starting in' }).textContent).toBe('3');
    expect(screen.getByRole('timer', { name: 'Starts in' }).querySelector('[data-unit="seconds"]')?.textContent).toBe('03');
  });

  it('says so when the start time is not a time', async () => {
    await renderApp(<WaitingRoom redirect={GAME} time="soon" />, { path: '/game/waitingroom', user: guestPlayer });

    expect(screen.getByRole('alert').textContent).toBe('This waiting room has no valid start time.');
  });
});
