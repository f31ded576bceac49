import type { Language } from '@plw/shared/constants';
import type { GameSummary } from '@plw/shared/schemas/game';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Reading games as the API shows them: each row joined with its channel's name.

type Db = Kysely<Database>;

export function selectGameSummaries(db: Db) {
  return db
    .selectFrom('games')
    .innerJoin('channels', 'channels.id', 'games.channel_id')
    .selectAll('games')
    .select('channels.channel_name');
}

type GameRow = Awaited<ReturnType<ReturnType<typeof selectGameSummaries>['executeTakeFirstOrThrow']>>;

export function toGameSummary(row: GameRow): GameSummary {
  return {
    game_id: row.id,
    game_group_id: row.group_id,
    type: row.type,
    mode: row.mode,
    visibility: row.visibility,
    language: row.language as Language,
    game_name: row.game_name,
    paid: row.paid === 1,
    local_circle: row.local_circle === 1,
    transit_game: row.transit_game === 1,
    supporting_lesson: row.supporting_lesson === 1,
    score: row.score,
    image: row.image_media_id ? `/api/media/${row.image_media_id}` : null,
    hashtag: row.hashtag,
    status: row.status,
    publishing_time: row.publishing_time,
    game_configuration: { game_duration: row.game_duration },
    channel: { channel_id: row.channel_id, channel_name: row.channel_name },
  };
}

export async function findGame(db: Db, gameId: string) {
  return db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
}
