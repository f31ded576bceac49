import type { ChannelCard, GamePage, Playlist } from '@plw/protocol/rest/discover';
import type { GameSummary } from '@plw/shared/schemas/game';
import { vi } from 'vitest';
import { gameSummary } from './game-fixtures.ts';
import { jsonResponse } from './session-fixtures.ts';

// Fixtures and a fake server for the browse pages' component tests.

export function game(overrides: Partial<GameSummary> = {}): GameSummary {
  return gameSummary({
    game_id: 'g-1',
    game_group_id: 'gg-1',
    type: 'Mcq',
    game_name: 'Capitals of the World',
    status: 'RELEASED',
    publishing_time: '2026-01-01T00:00:00.000Z',
    channel: { channel_id: 'ch-1', channel_name: 'Demo Channel' },
    ...overrides,
  });
}

export function games(count: number, prefix = 'g'): GameSummary[] {
  return Array.from({ length: count }, (_, index) =>
    game({ game_id: `${prefix}-${index + 1}`, game_name: `Game ${prefix}-${index + 1}` }));
}

export function page(list: GameSummary[], nextCursor: string | null = null): GamePage {
  return { games: list, next_cursor: nextCursor };
}

export function channel(overrides: Partial<ChannelCard> = {}): ChannelCard {
  return {
    channel_id: 'ch-1',
    channel_name: 'Demo Channel',
    channel_dp: null,
    channel_description: 'Puzzles and quizzes every day.',
    subscribers: 41,
    games: 7,
    subscribed: false,
    ...overrides,
  };
}

export function playlist(id: string, list: GameSummary[]): Playlist {
  return {
    playlist_id: id,
    name: `Playlist ${id}`,
    channel: { channel_id: 'ch-1', channel_name: 'Demo Channel', channel_dp: null },
    games: list,
  };
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

/** A fetch that answers by "METHOD /path" and records every call; anything unrouted is a 404. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    return handler(call);
  });
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const serverError = () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500);

/** jsdom has neither; embla and the paging sentinel use them when they exist. */
export function stubObservers(): void {
  class Inert {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Inert);
  vi.stubGlobal('IntersectionObserver', Inert);
}
