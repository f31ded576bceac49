import { api } from '@plw/protocol/api';
import type { Endpoint } from '@plw/protocol/endpoint';
import { hostingApi } from '@plw/protocol/rest/hosting';
import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { Kysely } from 'kysely';

// Hosted rounds' part of the role matrix (access-policy.test.ts): rounds of the demo creator's channel, each in the
// state its call needs (a lobby to start, a round in step to move on, a seated player to remove), so the host gets
// 200 and the other channel's creator finds none of them (404: ids of others' rounds are not told).

type Caller = 'anonymous' | 'player' | 'creatorA' | 'creatorB' | 'admin';
type HostingCall = keyof typeof hostingApi;

export interface HostingAccess {
  /** The game the rounds are of (and that the host hosts again): its own, so the matrix's other games stay quiet. */
  gameId: string;
  rounds: Partial<Record<HostingCall, string>>;
  lobbyCode: string;
  seatedPlayer: string;
}

export async function prepareHostingAccess(
  db: Kysely<Database>,
  fixture: { channelId: string; gameId: string; hostUserId: string; playerId: string },
): Promise<HostingAccess> {
  const { channelId, gameId, hostUserId, playerId } = fixture;
  const now = Date.now();
  const at = new Date(now).toISOString();
  let code = 100_000;
  async function round(state: 'LOBBY' | 'RUNNING'): Promise<{ id: string; code: string }> {
    const id = newId();
    const joinCode = String((code += 1));
    const startsAt = state === 'RUNNING' ? new Date(now - 1_000).toISOString() : null;
    const endsAt = state === 'RUNNING' ? new Date(now - 1_000 + 600_000).toISOString() : null;
    await db
      .insertInto('rounds')
      .values({
        id,
        game_id: gameId,
        channel_id: channelId,
        host_user_id: hostUserId,
        join_code: joinCode,
        state,
        names: 'CHOSEN',
        duration: 600,
        starts_at: startsAt,
        ends_at: endsAt,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { id, code: joinCode };
  }
  const lobby = await round('LOBBY');
  const removal = await round('LOBBY');
  await db
    .insertInto('plays')
    .values({
      id: newId(),
      game_id: gameId,
      player_id: playerId,
      kind: 'HOSTED',
      round_id: removal.id,
      display_name: 'Seated',
      started_at: at,
      finished_at: null,
      time_ms: null,
      progress: null,
      updated_at: at,
      score: 0,
      correct_count: 0,
      rank: null,
    })
    .execute();
  return {
    gameId,
    lobbyCode: lobby.code,
    seatedPlayer: playerId,
    rounds: {
      roundLobby: lobby.id,
      enterRound: lobby.id,
      hostRound: lobby.id,
      startRound: (await round('LOBBY')).id,
      nextQuestion: (await round('RUNNING')).id,
      endRound: (await round('LOBBY')).id,
      removePlayer: removal.id,
      nameStyle: (await round('LOBBY')).id,
      lateSeats: (await round('RUNNING')).id,
      autoAdvance: (await round('LOBBY')).id,
    },
  };
}

const isHosting = (name: string): name is HostingCall => name in hostingApi;

export function hostingCallFor(name: string, access: HostingAccess): { path: string; body?: unknown } | undefined {
  if (!isHosting(name)) return undefined;
  const endpoint = api[name];
  if (name === 'hostGame') return { path: endpoint.path.replace(':id', access.gameId) };
  if (name === 'joinByCode') return { path: endpoint.path.replace(':code', access.lobbyCode) };
  const path = endpoint.path.replace(':id', access.rounds[name] ?? '');
  if (name === 'enterRound') return { path, body: { display_name: 'Access Test' } };
  if (name === 'nextQuestion') return { path, body: { question: 0 } };
  if (name === 'removePlayer') return { path, body: { player_id: access.seatedPlayer } };
  if (name === 'nameStyle') return { path, body: { names: 'GENERATED' } };
  if (name === 'lateSeats') return { path, body: { late_seats: true } };
  if (name === 'autoAdvance') return { path, body: { auto_advance: true } };
  return { path };
}

/** The host's calls on another channel's game answer 403, on its rounds 404; what players call answers all. */
export function hostingStatusFor(endpoint: Endpoint, caller: Caller): number | undefined {
  if (!Object.values(hostingApi).includes(endpoint as (typeof hostingApi)[HostingCall])) return undefined;
  if (caller !== 'creatorB') return 200;
  if (endpoint === api.hostGame) return 403;
  return endpoint.path.startsWith('/api/host/') ? 404 : 200;
}
