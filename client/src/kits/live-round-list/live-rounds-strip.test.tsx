import { api } from '@plw/protocol/api';
import type { LiveRound } from '@plw/protocol/rest/live-rounds';
import { cleanup, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { guestPlayer, jsonResponse } from '../../test/session-fixtures.ts';
import { fakeServer, stubObservers } from '../../test/browse-test-kit.ts';
import { LiveRoundsStrip } from './live-rounds-strip.tsx';

beforeEach(stubObservers);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINUTE = 60_000;

function liveRound(overrides: Partial<LiveRound> & { startInMs: number; durationMs?: number }): LiveRound {
  const { startInMs, durationMs = 10 * MINUTE, ...rest } = overrides;
  const startsAt = Date.now() + startInMs;
  return {
    game_id: 'g-1',
    game_name: 'Capitals of the World',
    game_type: 'Mcq',
    language: 'English',
    image: null,
    channel_id: 'ch-1',
    channel_name: 'Word Wizards',
    subscribed: false,
    phase: startInMs > 0 ? 'soon' : 'running',
    starts_at: new Date(startsAt).toISOString(),
    ends_at: new Date(startsAt + durationMs).toISOString(),
    ...rest,
  };
}

async function renderStrip(rounds: LiveRound[]) {
  const server = fakeServer({ [`GET ${api.liveRounds.path}`]: () => jsonResponse({ rounds }) });
  await renderApp(<LiveRoundsStrip />, { path: '/home', user: guestPlayer, fetch: server.fetch });
  return server;
}

describe('the live rounds strip on home', () => {
  it('shows a running round with a LIVE badge that opens the game, and a soon one counting down to its waiting room', async () => {
    const running = liveRound({ game_id: 'run-1', game_name: 'Flags Live', startInMs: -MINUTE, subscribed: true });
    const soon = liveRound({
      game_id: 'soon-1',
      game_name: 'Rivers Grid',
      game_type: 'Kriss_kross_puzzle',
      language: 'Tamil',
      startInMs: 10 * MINUTE + 30_000,
    });
    await renderStrip([running, soon]);

    const strip = await screen.findByRole('region', { name: 'Live now and starting soon' });
    const cards = within(strip).getAllByRole('link');
    expect(cards).toHaveLength(2);
    const [live, upcoming] = cards;

    expect(live?.getAttribute('href')).toBe('/game/mcq/run-1');
    expect(live?.textContent).toContain('Live');
    expect(live?.textContent).toContain('Word Wizards · Subscribed');
    expect(within(live as HTMLElement).queryByTestId('live-round-countdown')).toBeNull();

    const waitingRoom = new URL(upcoming?.getAttribute('href') ?? '', 'http://app.test');
    expect(waitingRoom.pathname).toBe('/game/waitingroom');
    expect(waitingRoom.searchParams.get('redirect')).toBe('/game/krisskross/soon-1');
    expect(waitingRoom.searchParams.get('time')).toBe(soon.starts_at);
    const countdown = within(upcoming as HTMLElement).getByTestId('live-round-countdown');
    expect(countdown.textContent).toMatch(/^Starts in 00:10:(29|30)$/);
    expect(upcoming?.textContent).toContain('Kriss-kross · Tamil');
    expect(within(upcoming as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Rivers Grid');
  });

  it('is hidden when nothing is live or starting soon', async () => {
    const server = await renderStrip([]);
    await vi.waitFor(() => expect(server.callsTo(api.liveRounds.path)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('live-rounds')).toBeNull();
  });

  it('leaves out a round that ended since the server listed it', async () => {
    await renderStrip([
      liveRound({ game_id: 'over', game_name: 'Already over', startInMs: -10 * MINUTE, durationMs: MINUTE, phase: 'running' }),
      liveRound({ game_id: 'next', game_name: 'Next up', startInMs: 5 * MINUTE }),
    ]);
    const strip = await screen.findByTestId('live-rounds');
    expect(within(strip).getAllByTestId('live-round-card')).toHaveLength(1);
    expect(strip.textContent).not.toContain('Already over');
  });

  it('turns a soon round live at its start, leading to the game itself from then on', async () => {
    await renderStrip([liveRound({ game_id: 'quick', startInMs: 1200 })]);
    const card = await screen.findByTestId('live-round-card');
    expect(card.getAttribute('href')).toMatch(/^\/game\/waitingroom\?/);
    await vi.waitFor(() => expect(card.dataset.phase).toBe('running'), { timeout: 4000, interval: 100 });
    expect(card.getAttribute('href')).toBe('/game/mcq/quick');
    expect(within(card).queryByTestId('live-round-countdown')).toBeNull();
  });

  it('has no accessibility violations axe can see', async () => {
    await renderStrip([
      liveRound({ game_id: 'run-1', startInMs: -MINUTE }),
      liveRound({ game_id: 'soon-1', game_name: 'Rivers Grid', startInMs: 3 * MINUTE, image: '/api/media/m-1' }),
    ]);
    const strip = await screen.findByTestId('live-rounds');
    const result = await axe.run(strip, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
