import type { FinishedDailyPlay } from '@plw/shared/rules/daily-stats';
import { revealedOf } from '@plw/shared/rules/krisskross-reveal';
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
    .select(['plays.finished_at', 'plays.time_ms', 'plays.correct_count', 'plays.revealed', 'games.type'])
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
    timeMs: row.time_ms,
    right: row.correct_count,
    questions: Number(row[questionTypeOf(row.type).table]),
    revealed: revealedOf(row.revealed).length,
  }));
}

/** The IANA zone the player's days are counted in ('UTC' until their device reports one). */
export async function timeZoneOf(db: Db, playerId: string): Promise<string> {
  const row = await db.selectFrom('players').select('time_zone').where('id', '=', playerId).executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

export async function setTimeZone(db: Db, playerId: string, timeZone: string, now: Date): Promise<void> {
  await db
    .updateTable('players')
    .set({ time_zone: timeZone, updated_at: now.toISOString() })
    .where('id', '=', playerId)
    .execute();
}
