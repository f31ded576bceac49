import { isTimeZone, localDay } from '@plw/shared/rules/streak';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addToChannelScores } from './channel-scores.ts';
import type { Play } from './repository.ts';

// Scoring a play the player finishes on their own (a daily play, or a round's play over REST): once, with the
// player's channel totals.

type Db = Kysely<Database>;

export interface Finish {
  play: Play;
  channelId: string;
  score: number;
  correctCount: number;
  /** What the player typed (kriss-kross); left as it is when not given. */
  progress?: string;
  now: Date;
}

/**
 * Scores a play once, with the player's channel totals in the same transaction. Returns false when the play
 * was already finished (a second submit, or two at once): nothing is written then.
 */
export async function finishPlay(db: Db, finish: Finish): Promise<boolean> {
  const { play, now } = finish;
  const at = now.toISOString();
  const timeMs = Math.max(0, now.getTime() - Date.parse(play.started_at));
  return db.transaction().execute(async (trx) => {
    // The day it counts for, fixed now in the player's zone now: a later change of zone never moves it.
    const player = await trx.selectFrom('players').select('time_zone').where('id', '=', play.player_id).executeTakeFirst();
    const updated = await trx
      .updateTable('plays')
      .set({
        finished_at: at,
        local_day: localDayIn(now, player?.time_zone),
        time_ms: timeMs,
        score: finish.score,
        correct_count: finish.correctCount,
        ...(finish.progress === undefined ? {} : { progress: finish.progress }),
        updated_at: at,
      })
      .where('id', '=', play.id)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;

    const { channelId, score: points } = finish;
    await addToChannelScores(trx, { playerId: play.player_id, channelId, kind: play.kind, points, at });
    return true;
  });
}

/** The local day of `at` in a stored zone; one this runtime does not know counts as UTC, as the statistics read it. */
function localDayIn(at: Date, zone: string | undefined): string {
  return localDay(at, zone !== undefined && isTimeZone(zone) ? zone : 'UTC');
}
