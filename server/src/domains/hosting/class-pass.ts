import { HOSTED_RULES, normalJoinCode, seatsNewcomers } from '@plw/shared/rules/round/hosted';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { findRound, type HostedRoundRow, roundByCode } from './repository.ts';

// A class behind one school address walks into one hosted round: up to a lobby's worth of guest sign-ins, code
// lookups and seats from one address within a minute or two. Requests that name a round still taking newcomers
// (by its join code, or its id) are therefore counted per address and round, with a class-sized budget
// (config.ts `classJoins`), instead of against the address's own budget (new guests per address, whichever live
// round: auth/routes.ts); anything else (no code, a wrong or closed code, another route) keeps the address's
// budget. A guesser gains nothing: a wrong code is counted per address as before and against the wrong-code
// budgets (lookup-budgets.ts), and a live code is worth one class's budget.

type Db = Kysely<Database>;

/** A lobby past its lifetime is closed, whatever its row still says (closeStale ends it at the next hosting). */
export function lobbyExpired(round: HostedRoundRow, now: number): boolean {
  return round.state === 'LOBBY' && now - Date.parse(round.created_at) > HOSTED_RULES.lobbyLifetimeMs;
}

/** Whether the round seats newcomers now: the only rounds a class budget is for. */
function takingNewcomers(round: HostedRoundRow | undefined, now: number): round is HostedRoundRow {
  if (!round || lobbyExpired(round, now)) return false;
  const startsAt = round.starts_at === null ? null : Date.parse(round.starts_at);
  return seatsNewcomers({ state: round.state, startsAt, lateSeats: round.late_seats === 1 }, now);
}

type Found = Promise<HostedRoundRow | undefined>;

/**
 * The rounds requests name, read once per request (`request` given): the limit's check before the route and the
 * route itself share the row.
 */
export function classRounds(db: Db, clock: Clock) {
  const read = new WeakMap<object, Found>();
  const once = (request: object | undefined, load: () => Found): Found => {
    if (request === undefined) return load();
    const known = read.get(request);
    if (known) return known;
    const loading = load();
    read.set(request, loading);
    return loading;
  };
  const liveId = (round: HostedRoundRow | undefined) => (takingNewcomers(round, clock.now()) ? round.id : null);

  const roundOfCode = (typed: unknown, request?: object): Found =>
    once(request, async () => {
      const code = typeof typed === 'string' ? normalJoinCode(typed) : null;
      return code ? roundByCode(db, code) : undefined;
    });
  const roundOfId = (roundId: string | undefined, request?: object): Found =>
    once(request, async () => (roundId ? findRound(db, roundId) : undefined));

  return {
    /** The open round a typed join code leads to (a lobby or a round still running). */
    roundOfCode,
    roundOfId,
    /** The round a typed join code leads to, if it seats newcomers now; else null. */
    byCode: async (typed: unknown, request?: object) => liveId(await roundOfCode(typed, request)),
    /** The round of this id, if it seats newcomers now; else null. */
    byId: async (roundId: string | undefined, request?: object) => liveId(await roundOfId(roundId, request)),
  };
}
