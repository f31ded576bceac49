import { api } from '@plw/protocol/api';
import type { Endpoint } from '@plw/protocol/endpoint';
import { roundsApi } from '@plw/protocol/rest/rounds';
import { newId } from '@plw/server/db/ids';
import type { Database } from '@plw/server/db/schema';
import type { Kysely } from 'kysely';

// The rounds' part of the role matrix (access-policy.test.ts): an ended hosted round of the demo creator's channel,
// whose results its creator reads and the other channel's creator finds missing (404: ids elsewhere are not told).

type Caller = 'anonymous' | 'player' | 'creatorA' | 'creatorB' | 'admin';

export async function prepareRoundsAccess(db: Kysely<Database>, channelId: string, gameId: string): Promise<string> {
  const id = newId();
  const at = new Date().toISOString();
  await db
    .insertInto('rounds')
    .values({
      id,
      game_id: gameId,
      channel_id: channelId,
      host_user_id: 'access-host',
      join_code: '000000',
      state: 'ENDED',
      names: 'CHOSEN',
      duration: 60,
      starts_at: at,
      ends_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

const isRounds = (name: string): name is keyof typeof roundsApi => name in roundsApi;

export function roundsCallFor(name: string, roundId: string): { path: string } | undefined {
  if (!isRounds(name)) return undefined;
  return { path: api[name].path.replace(':id', roundId) };
}

export function roundsStatusFor(endpoint: Endpoint, caller: Caller): number | undefined {
  if (!Object.values(roundsApi).includes(endpoint as (typeof roundsApi)[keyof typeof roundsApi])) return undefined;
  return caller === 'creatorB' && endpoint.path.includes(':id') ? 404 : 200;
}
