import type { FinishedDailyPlay } from '@plw/shared/rules/daily-stats';
import { TIME_ZONE_RULES, type TimeZoneChange, timeZoneChange } from '@plw/shared/rules/streak';
import { revealedOf } from '@plw/shared/rules/play-reveals';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { QUESTION_TABLES, questionTypeOf } from '../../question-types/registry.ts';

// What a player's statistics are worked out from: their finished DAILY plays (never live or hosted rounds), each
// with its game's number of questions, and the time zone their days are counted in. The figures themselves are
// the shared rule's (shared/rules/daily-stats.ts), so every surface counts a streak the same way.

type Db = Kysely<Database>;

/** The player's finished daily plays, oldest first. One row per play: a player has at most one per game. */
export async function finishedDailyPlays(db: Db, playerId: string): Promise<FinishedDailyPlay[]> {
  const rows = await db
    .selectFrom('plays')
    .innerJoin('games', 'games.id', 'plays.game_id')
    .select(['plays.finished_at', 'plays.local_day', 'plays.time_ms', 'plays.correct_count', 'plays.revealed', 'games.type'])
    // Each type's questions counted from its own table; a play reads its game's type's count below.
    .select((eb) =>
      QUESTION_TABLES.map((table) =>
        eb
          .selectFrom(table)
          .select((q) => q.fn.countAll<number | string>().as('n'))
          .whereRef(`${table}.game_id`, '=', 'plays.game_id')
          .as(table),
      ),
    )
    .where('plays.player_id', '=', playerId)
    .where('plays.kind', '=', 'DAILY')
    .where('plays.finished_at', 'is not', null)
    .orderBy('plays.finished_at')
    .execute();
  return rows.map((row) => ({
    finishedAt: row.finished_at ?? '',
    localDay: row.local_day,
    timeMs: row.time_ms,
    right: row.correct_count,
    questions: Number(row[questionTypeOf(row.type).table]),
    revealed: revealedOf(row.revealed).length,
  }));
}

/** The IANA zone the player's days are counted in ('UTC' until their device reports one), and when it was set. */
export async function timeZoneOf(db: Db, playerId: string): Promise<{ zone: string; setAt: number | null }> {
  const row = await db
    .selectFrom('players')
    .select(['time_zone', 'time_zone_set_at'])
    .where('id', '=', playerId)
    .executeTakeFirst();
  const setAt = row?.time_zone_set_at ?? null;
  return { zone: row?.time_zone ?? 'UTC', setAt: setAt === null ? null : Date.parse(setAt) };
}

/**
 * Changes the player's zone if the rule allows it at `now` (shared/rules/streak.ts timeZoneChange), only if the zone
 * is still the one the rule was read for (two devices reporting at once change it once); answers the refusal.
 */
export async function setTimeZone(db: Db, playerId: string, wanted: string, now: Date): Promise<TimeZoneChange> {
  const current = await timeZoneOf(db, playerId);
  if (wanted === current.zone) return { allowed: true };
  const change = timeZoneChange(current, wanted, now.getTime());
  if (!change.allowed) return change;
  const at = now.toISOString();
  const updated = await db
    .updateTable('players')
    .set({ time_zone: wanted, time_zone_set_at: at, updated_at: at })
    .where('id', '=', playerId)
    .where('time_zone', '=', current.zone)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { allowed: true };
  return { allowed: false, nextAt: now.getTime() + TIME_ZONE_RULES.changeEveryMs };
}
