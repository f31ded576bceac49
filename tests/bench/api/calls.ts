import { authApi, authResponseSchema } from '@plw/protocol/rest/auth';
import { discoverApi } from '@plw/protocol/rest/discover';
import { krissKrossApi } from '@plw/protocol/question-types/krisskross/play-api';
import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { Kysely } from 'kysely';
import { CHANNEL_SEARCH, type Random, SEARCH_TOPIC, seededRandom } from './data-set.ts';
import { insertRows } from './insert-rows.ts';
import type { SeededData } from './seed.ts';

// The calls under load, made in turn by many signed-in guest players, each following a few popular channels
// (the lists put what one follows first) and with a finished play of the leaderboard's game (so the board also
// ranks the caller): what is cached per player is then as cold as it is for many players browsing at once.

export const CALL_NAMES = ['dailypuzzles', 'channels', 'playlists', 'leaderboard'] as const;
export type CallName = (typeof CALL_NAMES)[number];

export interface Call {
  name: CallName;
  path: string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function callsFor(seeded: SeededData): Call[] {
  const paths: Record<CallName, string> = {
    dailypuzzles: `${discoverApi.dailyPuzzles.path}?${query({ search: SEARCH_TOPIC, language: 'English', localcircle: 'true' })}`,
    channels: `${discoverApi.channelAll.path}?${query({ search: CHANNEL_SEARCH, filter: 'All' })}`,
    playlists: discoverApi.allPlaylists.path,
    leaderboard: `${krissKrossApi.leaderboard.path}?${query({ type: 'DAILY', game_id: seeded.leaderboardGameId })}`,
  };
  return CALL_NAMES.map((name) => ({ name, path: paths[name] }));
}

/** Starts a guest player through the API and returns its bearer token and player id. */
export async function signIn(baseUrl: string): Promise<{ token: string; playerId: string }> {
  const response = await fetch(new URL(authApi.autoSignIn.path, baseUrl), { method: 'POST' });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { accessToken, user } = authResponseSchema.parse(await response.json());
  if (user.role !== 'PLAYER') throw new Error(`sign-in did not start a player: ${JSON.stringify(user)}`);
  return { token: accessToken, playerId: user.player.player_id };
}

/** `count` guest players signed in through the API, a few at a time. */
export async function signInMany(baseUrl: string, count: number) {
  const players: { token: string; playerId: string }[] = [];
  const atOnce = 8;
  for (let start = 0; start < count; start += atOnce) {
    const batch = Math.min(atOnce, count - start);
    players.push(...(await Promise.all(Array.from({ length: batch }, () => signIn(baseUrl)))));
  }
  return players;
}

/**
 * What regular players have: each follows five of the ten popular channels (picked at random) and has a
 * finished play of the leaderboard's game, spread over the board from its top to its bottom.
 */
export async function makeRegulars(db: Kysely<Database>, playerIds: readonly string[], seeded: SeededData, now: Date) {
  const at = now.toISOString();
  const random = seededRandom(7);
  const follows = playerIds.flatMap((playerId) =>
    shuffled(random, seeded.popularChannelIds)
      .slice(0, 5)
      .map((channelId) => ({ player_id: playerId, channel_id: channelId, created_at: at })),
  );
  const board = await db
    .selectFrom('plays')
    .select(['score', 'time_ms'])
    .where('game_id', '=', seeded.leaderboardGameId)
    .where('kind', '=', 'DAILY')
    .where('finished_at', 'is not', null)
    .orderBy('score', 'desc')
    .execute();
  const plays = playerIds.map((playerId, index) => {
    const place = board[Math.floor(((index + 0.5) / playerIds.length) * board.length)];
    return {
      id: newId(),
      game_id: seeded.leaderboardGameId,
      player_id: playerId,
      kind: 'DAILY' as const,
      started_at: new Date(now.getTime() - 120_000).toISOString(),
      finished_at: at,
      time_ms: place?.time_ms ?? 60_000,
      progress: null,
      updated_at: at,
      score: place?.score ?? 0,
      correct_count: 3,
      rank: null,
    };
  });
  await db.transaction().execute(async (trx) => {
    await insertRows(trx, 'subscriptions', follows);
    await insertRows(trx, 'plays', plays);
  });
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Each call once: its status and response size, before any load (its baseline's body is sized from it). */
export async function probeCalls(baseUrl: string, token: string, calls: readonly Call[]) {
  const sizes: Partial<Record<CallName, number>> = {};
  for (const call of calls) {
    const response = await fetch(new URL(call.path, baseUrl), { headers: { authorization: `Bearer ${token}` } });
    const body = await response.arrayBuffer();
    if (!response.ok) {
      throw new Error(`${call.name} (${call.path}) answered ${response.status}: ${Buffer.from(body).toString()}`);
    }
    sizes[call.name] = body.byteLength;
  }
  return sizes;
}
