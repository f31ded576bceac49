import { LIVE_ROUNDS_AHEAD_MS, LIVE_ROUNDS_MAX } from '@plw/protocol/rest/live-rounds';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The queries behind the live rounds: small reads on the games_round_starts index (status, visibility,
// publishing_time). Whether a round has ended is the round clock's call, which SQL cannot index: only the rounds
// that started within the longest duration of any released game can still be running, so those are read first.

type Db = Kysely<Database>;

/** The earliest start a round still running can have: now, less the longest duration of any released game. */
export async function runningCutoff(db: Db, now: Date): Promise<string> {
  const longest = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('game_duration').as('seconds'))
    .where('status', '=', 'RELEASED')
    .executeTakeFirst();
  return new Date(now.getTime() - Number(longest?.seconds ?? 0) * 1000).toISOString();
}

/** Scheduled public live rounds, with what the strip shows of them. */
function selectRounds(db: Db) {
  return db
    .selectFrom('games')
    .innerJoin('channels', 'channels.id', 'games.channel_id')
    .select([
      'games.id',
      'games.game_name',
      'games.type',
      'games.language',
      'games.image_media_id',
      'games.publishing_time',
      'games.game_duration',
      'games.channel_id',
      'channels.channel_name',
    ])
    .where('games.status', '=', 'RELEASED')
    .where('games.visibility', '=', 'PUBLIC')
    .where('games.mode', 'in', ['RAPID', 'RAPID_THEN_DAILY'])
    .where('games.game_duration', 'is not', null);
}

export type LiveRoundRow = Awaited<ReturnType<ReturnType<typeof selectRounds>['execute']>>[number];

/** Rounds that started within the longest duration of any released game: running now, or just ended. */
export async function startedRounds(db: Db, now: Date): Promise<LiveRoundRow[]> {
  const cutoff = await runningCutoff(db, now);
  return selectRounds(db)
    .where('games.publishing_time', '>', cutoff)
    .where('games.publishing_time', '<=', now.toISOString())
    .execute();
}

/** The soonest rounds to start within the look-ahead, of every channel or only of some. */
export function soonRounds(db: Db, now: Date, channelIds?: readonly string[]): Promise<LiveRoundRow[]> {
  let select = selectRounds(db)
    .where('games.publishing_time', '>', now.toISOString())
    .where('games.publishing_time', '<=', new Date(now.getTime() + LIVE_ROUNDS_AHEAD_MS).toISOString());
  if (channelIds) select = select.where('games.channel_id', 'in', channelIds);
  return select.orderBy('games.publishing_time').orderBy('games.id').limit(LIVE_ROUNDS_MAX).execute();
}
