import { localDay } from '@plw/shared/rules/streak';
import type { Kysely } from 'kysely';

// A finished play keeps the local day it was finished on (issue 30): a streak counted by re-mapping every past
// play into the player's current time zone could be bent by changing the zone. Adds only:
// - plays.local_day: YYYY-MM-DD in the player's zone at the moment the play finished; filled here for every play
//   finished before, from the zone in force now (the only one ever stored), so no streak changes by this migration.
// - players.time_zone_set_at: when the player's device last changed their zone; null until it first reports one.
//   Changes are limited (shared/rules/streak.ts, timeZoneChange), so a zone cannot be moved back and forth.

interface Tables {
  plays: { id: string; player_id: string; finished_at: string | null; local_day: string | null };
  players: { id: string; time_zone: string };
}

const BATCH = 500;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('plays').addColumn('local_day', 'text').execute();
  await db.schema.alterTable('players').addColumn('time_zone_set_at', 'text').execute();
  // Page by id, so memory stays bounded however many plays there are; each page's days are written per day.
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('plays')
      .innerJoin('players', 'players.id', 'plays.player_id')
      .select(['plays.id', 'plays.finished_at', 'players.time_zone'])
      .where('plays.finished_at', 'is not', null)
      .where('plays.id', '>', after)
      .orderBy('plays.id')
      .limit(BATCH)
      .execute();
    if (page.length === 0) return;
    const byDay = new Map<string, string[]>();
    for (const play of page) {
      const day = localDay(new Date(play.finished_at ?? 0), zoneOrUtc(play.time_zone));
      byDay.set(day, [...(byDay.get(day) ?? []), play.id]);
    }
    for (const [day, ids] of byDay) await db.updateTable('plays').set({ local_day: day }).where('id', 'in', ids).execute();
    after = page.at(-1)?.id ?? after;
  }
}

/** A stored zone this runtime no longer knows counts as UTC, as the statistics would have read it. */
function zoneOrUtc(zone: string): string {
  try {
    localDay(0, zone);
    return zone;
  } catch {
    return 'UTC';
  }
}
