import type { PlayStateView } from '@plw/protocol/rest/today';
import { playStateSchema } from '@plw/protocol/rest/today';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkedJson, JsonBody } from '../../http/route.ts';
import { playStates } from '../today/repository.ts';

// Which of the listed games the caller has started or finished (issue 17: every card shows played / in progress /
// new). The cards are the same for everyone and come from the shared cache; the caller's states are read in one
// query per list and added beside them as `play_states`, so no card costs a request or a query of its own.

const statesSchema = z.record(z.string(), playStateSchema);

/** The caller's started games among these, by id; empty for a caller who is not a player. */
export async function startedStates(app: FastifyInstance, playerId: string | undefined, gameIds: readonly string[]) {
  const states = await playStates(app.db, playerId, gameIds);
  const started: Record<string, PlayStateView> = {};
  for (const [id, state] of states) if (state.status !== 'NEW') started[id] = state;
  return started;
}

/** A cached object body (`{...}`) with the caller's `play_states` added as its last field. */
export async function withPlayStates(
  app: FastifyInstance,
  playerId: string | undefined,
  body: JsonBody,
  gameIds: readonly string[],
): Promise<JsonBody> {
  if (!playerId || gameIds.length === 0) return body;
  const states = checkedJson(statesSchema, await startedStates(app, playerId, gameIds));
  const json = body.bytes.toString();
  if (!json.endsWith('}')) throw new Error('a list body must be a JSON object');
  return JsonBody.fromParts([json.slice(0, -1), ',"play_states":', states, '}']);
}
