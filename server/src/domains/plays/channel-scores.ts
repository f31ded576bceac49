import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlayKind as StoredPlayKind } from '../../db/tables/plays.ts';

// A player's running totals per channel, added to as each play is scored (alone, or with its live round).

type Db = Kysely<Database>;

export interface ChannelScoreChange {
  playerId: string;
  channelId: string;
  kind: StoredPlayKind;
  points: number;
  at: string;
}

/** Adds a finished play's points to the player's totals for the channel. */
export async function addToChannelScores(
  db: Db,
  { playerId, channelId, kind, points, at }: ChannelScoreChange,
) {
  // A hosted round's points stay with its own board: a host could otherwise run a game again and again for them.
  if (kind === 'HOSTED') return;
  const rapid = kind === 'RAPID' ? points : 0;
  const daily = kind === 'DAILY' ? points : 0;
  await db
    .insertInto('channel_scores')
    .values({
      player_id: playerId,
      channel_id: channelId,
      total_score: points,
      rapid_score: rapid,
      daily_score: daily,
      games_played: 1,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['player_id', 'channel_id']).doUpdateSet({
        total_score: sql`channel_scores.total_score + ${points}`,
        rapid_score: sql`channel_scores.rapid_score + ${rapid}`,
        daily_score: sql`channel_scores.daily_score + ${daily}`,
        games_played: sql`channel_scores.games_played + 1`,
        updated_at: at,
      }),
    )
    .execute();
}
