import { mediaUrl } from '@plw/protocol/rest/media';
import { api } from '@plw/protocol/api';
import { LIVE_ROUNDS_MAX, type LiveRound } from '@plw/protocol/rest/live-rounds';
import type { Language } from '@plw/shared/constants';
import { clockPhase, roundWindow } from '@plw/shared/rules/round/schedule';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { route } from '../../http/route.ts';
import { followsOf } from '../subscriptions/follows.ts';
import { type LiveRoundRow, soonRounds, startedRounds } from './live-round-queries.ts';

// The home page's "Live now / Starting soon" strip: scheduled public live rounds running now or starting within
// LIVE_ROUNDS_AHEAD_MS, followed channels first, running before soon, then soonest. Three small queries
// (live-round-queries.ts): the rounds started within the longest duration (the only ones that can be running),
// the soonest few to start, and, for a player who follows channels, the soonest few of those channels.

/** Key in the shared cache (a second's life): the candidates every caller reads alike. */
const CANDIDATES_KEY = 'games:live-rounds';

function toLiveRound(row: LiveRoundRow, follows: ReadonlySet<string>, now: number): LiveRound | null {
  const window = roundWindow(row);
  if (!window) return null;
  const phase = clockPhase(window, now);
  if (phase === 'ended') return null;
  return {
    game_id: row.id,
    game_name: row.game_name,
    game_type: row.type,
    language: row.language as Language,
    image: mediaUrl(row.image_media_id),
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    subscribed: follows.has(row.channel_id),
    phase: phase === 'running' ? 'running' : 'soon',
    starts_at: new Date(window.startsAt).toISOString(),
    ends_at: new Date(window.endsAt).toISOString(),
  };
}

/** Followed channels first, running before soon, then the earliest start (then id, for a stable order). */
export function compareLiveRounds(a: LiveRound, b: LiveRound): number {
  if (a.subscribed !== b.subscribed) return a.subscribed ? -1 : 1;
  if (a.phase !== b.phase) return a.phase === 'running' ? -1 : 1;
  if (a.starts_at !== b.starts_at) return a.starts_at < b.starts_at ? -1 : 1;
  return a.game_id < b.game_id ? -1 : a.game_id > b.game_id ? 1 : 0;
}

/**
 * The strip's rounds. The soonest LIVE_ROUNDS_MAX of all and of the followed channels are enough: however many
 * followed rounds come first, the others fill only the places left, and those are among the soonest of all.
 */
export function pickLiveRounds(rows: readonly LiveRoundRow[], follows: ReadonlySet<string>, now: number): LiveRound[] {
  const unique = new Map(rows.map((row) => [row.id, row]));
  return [...unique.values()]
    .flatMap((row) => toLiveRound(row, follows, now) ?? [])
    .sort(compareLiveRounds)
    .slice(0, LIVE_ROUNDS_MAX);
}

export function liveRoundsRoute(app: FastifyInstance) {
  route(app, api.liveRounds, async ({ auth }) => {
    const now = dateOf(app.clock);
    const shared = await app.sharedCache.get(CANDIDATES_KEY, async () => [
      ...(await startedRounds(app.db, now)),
      ...(await soonRounds(app.db, now)),
    ]);
    const follows = auth.playerId ? await followsOf(app, auth.playerId) : new Set<string>();
    const followed = follows.size > 0 ? await soonRounds(app.db, now, [...follows]) : [];
    return { rounds: pickLiveRounds([...shared, ...followed], follows, now.getTime()) };
  });
}
