import { sql, type Kysely } from 'kysely';
import type { FailedLookupLimits } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { RateLimitedError } from '../../errors.ts';
import type { RateLimit } from '../../http/route.ts';

// Budgets for join-code lookups that find nothing, beside the per-address limit: a guesser with many addresses (or
// a whole IPv6 range) still has one player, and all guessers together meet the service's budget. Counted in the
// database in fixed windows, so every process sees the same count. A player over their budget waits for their
// window's end (429 with Retry-After); once the service's budget is spent, only players who typed a wrong code in
// their own window wait, so a guessing storm never locks out a class typing its code right.

const EVERYONE = 'everyone';
const playerKey = (playerId: string) => `player:${playerId}`;

interface Count {
  failures: number;
  /** When the window ends, in epoch ms. */
  endsAt: number;
}

async function countOf(db: Kysely<Database>, key: string, limit: RateLimit, now: number): Promise<Count> {
  const row = await db
    .selectFrom('join_lookup_failures')
    .select(['failures', 'window_start'])
    .where('budget_key', '=', key)
    .executeTakeFirst();
  const endsAt = row ? Date.parse(row.window_start) + limit.windowMs : now;
  return endsAt > now && row ? { failures: Number(row.failures), endsAt } : { failures: 0, endsAt: now };
}

/**
 * One more in `key`'s window (a new window when the last has ended), in one statement, safe across processes and
 * against a burst: the count it answers includes this one.
 */
async function countOne(db: Kysely<Database>, key: string, limit: RateLimit, now: number): Promise<Count> {
  const at = new Date(now).toISOString();
  const cutoff = new Date(now - limit.windowMs).toISOString();
  const expired = sql<boolean>`join_lookup_failures.window_start <= ${cutoff}`;
  const row = await db
    .insertInto('join_lookup_failures')
    .values({ budget_key: key, failures: 1, window_start: at })
    .onConflict((conflict) =>
      conflict.column('budget_key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else join_lookup_failures.failures + 1 end`,
        window_start: sql<string>`case when ${expired} then ${at} else join_lookup_failures.window_start end`,
      }))
    .returning(['failures', 'window_start'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), endsAt: Date.parse(row.window_start) + limit.windowMs };
}

/** Takes back a lookup counted before it ran that found its round. */
async function uncount(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('join_lookup_failures')
    .set({ failures: sql<number>`failures - 1` })
    .where('budget_key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

const waitUntil = (endsAt: number, now: number) => new RateLimitedError(Math.max(1, Math.ceil((endsAt - now) / 1000)));

/**
 * Runs a lookup unless the player may not look up now; a lookup answering `null` (no such code) is counted against
 * the player and the service. Without limits, only runs it.
 */
export async function budgetedLookup<T>(
  db: Kysely<Database>,
  limits: FailedLookupLimits | undefined,
  playerId: string,
  now: number,
  lookup: () => Promise<T | null>,
): Promise<T | null> {
  if (!limits) return lookup();
  // Counted before the lookup runs, so a burst of lookups at once cannot all slip under the budget.
  const key = playerKey(playerId);
  const mine = await countOne(db, key, limits.perPlayer, now);
  if (mine.failures > limits.perPlayer.max) {
    await uncount(db, key);
    throw waitUntil(mine.endsAt, now);
  }
  if (mine.failures > 1) {
    const everyone = await countOf(db, EVERYONE, limits.everyone, now);
    if (everyone.failures >= limits.everyone.max) {
      await uncount(db, key);
      throw waitUntil(Math.min(everyone.endsAt, mine.endsAt), now);
    }
  }
  const found = await lookup();
  if (found === null) await countOne(db, EVERYONE, limits.everyone, now);
  else await uncount(db, key);
  return found;
}
