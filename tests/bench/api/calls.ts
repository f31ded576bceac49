import { authApi, authResponseSchema } from '@plw/protocol/rest/auth';
import { discoverApi } from '@plw/protocol/rest/discover';
import { krissKrossApi } from '@plw/protocol/rest/krisskross';
import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { Kysely } from 'kysely';
import { CHANNEL_SEARCH, SEARCH_TOPIC } from './data-set.ts';
import type { SeededData } from './seed.ts';

// The calls under load, each as a signed-in guest player who follows a few popular channels (the lists put
// what one follows first) and has finished the leaderboard's game (so the board also ranks the caller).

export const CALL_NAMES = ['dailypuzzles', 'channels', 'playlists', 'leaderboard'] as const;
export type CallName = (typeof CALL_NAMES)[number];

/** The list calls: the baseline's body is as large as their responses on average. */
export const LIST_CALLS: readonly CallName[] = ['dailypuzzles', 'channels', 'playlists'];

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

/** What a regular player has: five followed channels and a finished play in the middle of the board. */
export async function makeRegular(db: Kysely<Database>, playerId: string, seeded: SeededData, now: Date) {
  const at = now.toISOString();
  const follows = seeded.popularChannelIds.slice(0, 5).map((channelId) => ({
    player_id: playerId,
    channel_id: channelId,
    created_at: at,
  }));
  await db.insertInto('subscriptions').values(follows).execute();
  const board = await db
    .selectFrom('plays')
    .select(['score', 'time_ms'])
    .where('game_id', '=', seeded.leaderboardGameId)
    .where('kind', '=', 'DAILY')
    .where('finished_at', 'is not', null)
    .orderBy('score', 'desc')
    .execute();
  const middle = board[Math.floor(board.length / 2)];
  await db
    .insertInto('plays')
    .values({
      id: newId(),
      game_id: seeded.leaderboardGameId,
      player_id: playerId,
      kind: 'DAILY',
      started_at: new Date(now.getTime() - 120_000).toISOString(),
      finished_at: at,
      time_ms: middle?.time_ms ?? 60_000,
      progress: null,
      updated_at: at,
      score: middle?.score ?? 0,
      correct_count: 3,
      rank: null,
    })
    .execute();
}

/** Each call once: its status and response size, before any load (the baseline's body is sized from them). */
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
