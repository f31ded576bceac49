import { mediaUrl } from '@plw/protocol/rest/media';
import type { GameType } from '@plw/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { dateOf } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { AccessClaims } from '../../http/access.ts';
import type { GameRecord } from '../games/repository.ts';
import { assertOwnMedia, ownedGame } from './repository.ts';
import { assertEditable, recordEdit } from './status-policy.ts';

// What every question type's studio routes do around their own columns: find the creator's game checked
// editable (its media too), run the change with the status policy's record of it, and show a question's media.

type Db = Kysely<Database>;

export interface QuestionMedia {
  mediaFile?: string | null | undefined;
  mediaType?: 'image' | 'audio' | 'video' | null | undefined;
}

/** The caller's game of this type, checked editable, with its question's media checked too. */
export async function editableGame(
  db: Db,
  auth: AccessClaims,
  gameId: string,
  type: GameType | undefined,
  media: QuestionMedia = {},
) {
  const game = await ownedGame(db, auth, gameId, type);
  assertEditable(game, 'questions');
  if (media.mediaFile && media.mediaType) await assertOwnMedia(db, auth, media.mediaFile, media.mediaType, 'mediaFile');
  return game;
}

/** Runs a change of the game's questions in one transaction with the status policy's record of the edit. */
export async function changed<T>(app: FastifyInstance, game: GameRecord, work: (trx: Db) => Promise<T>): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await recordEdit(trx, game, 'questions', dateOf(app.clock));
    return value;
  });
}

/** A question's media columns as stored: a media type only with a file. */
export function mediaColumns(media: QuestionMedia) {
  return { media_id: media.mediaFile ?? null, media_type: media.mediaFile ? (media.mediaType ?? null) : null };
}

/** A stored question's media as the studio shows it. */
export function mediaOf(row: { media_id: string | null; media_type: 'image' | 'audio' | 'video' | null }) {
  return { mediaFile: row.media_id, mediaUrl: mediaUrl(row.media_id), mediaType: row.media_type };
}
