import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import type { GameStatus } from '@plw/shared/constants';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import type { GameRecord } from '../games/repository.ts';

// A game's status transitions in one place. Games are created DRAFT. A creator's edit of a game or its questions:
//   DRAFT, PENDING_VERIFICATION   → unchanged (a reviewer sees the latest version)
//   REJECTED                      → DRAFT (fixed, to be submitted again)
//   VERIFIED                      → PENDING_VERIFICATION, with a pending verification request, so an admin
//                                   reviews the change before release (what was verified is no longer the game)
//   RELEASED                      → refused: players have it; make a new game or language variant instead
// The way on (review and release, below):
//   DRAFT, REJECTED               → PENDING_VERIFICATION when the creator submits it
//   PENDING_VERIFICATION          → VERIFIED when an admin approves every question, REJECTED when any is refused
//   VERIFIED                      → RELEASED when the creator releases it (only a verified game is released)

export const INITIAL_STATUS: GameStatus = 'DRAFT';

const AFTER_EDIT: Record<GameStatus, GameStatus | null> = {
  DRAFT: 'DRAFT',
  PENDING_VERIFICATION: 'PENDING_VERIFICATION',
  REJECTED: 'DRAFT',
  VERIFIED: 'PENDING_VERIFICATION',
  RELEASED: null,
};

/** The status a game has after its creator changes it, or null when it may not change. */
export function statusAfterEdit(status: GameStatus): GameStatus | null {
  return AFTER_EDIT[status];
}

type What = 'game' | 'questions';

/** Refuses the edit of a game that may not change, with the message for what was edited. */
export function assertEditable(game: Pick<GameRecord, 'status'>, what: What): GameStatus {
  const next = statusAfterEdit(game.status);
  if (next === null) {
    const message = what === 'game' ? STUDIO_MESSAGES.releasedGameLocked : STUDIO_MESSAGES.releasedLocked;
    throw new HttpError(409, 'CONFLICT', message);
  }
  return next;
}

/**
 * Records an edit of a game or its questions: moves its status as the table says, forgets a kriss-kross grid
 * laid out for the old words or language, and files a verification request when the game goes back to review.
 * Run in a transaction.
 */
export async function recordEdit(db: Kysely<Database>, game: GameRecord, what: What, now: Date): Promise<void> {
  const next = assertEditable(game, what);
  const at = now.toISOString();
  // Guarded by the status the edit was judged on: a review or release that got there first leaves the game in
  // another status, and this edit (with everything written in its transaction) is refused rather than changing
  // a game just verified or released without review.
  const moved = await db
    .updateTable('games')
    .set({ status: next, updated_at: at, layout: null })
    .where('id', '=', game.id)
    .where('status', '=', game.status)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, 'CONFLICT', STUDIO_MESSAGES.changedMeanwhile);
  if (next !== 'PENDING_VERIFICATION' || game.status === 'PENDING_VERIFICATION') return;
  const pending = await db
    .selectFrom('verification_requests')
    .select('id')
    .where('game_id', '=', game.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (pending) return;
  await db
    .insertInto('verification_requests')
    .values({
      id: newId(),
      game_id: game.id,
      channel_id: game.channel_id,
      status: 'PENDING',
      note: 'Changed by its creator after verification',
      reviewed_by: null,
      reviewed_at: null,
      created_at: at,
    })
    .execute();
}

const SUBMITTABLE: readonly GameStatus[] = ['DRAFT', 'REJECTED'];

/** Whether the creator may ask for this game's verification. */
export const canSubmit = (status: GameStatus) => SUBMITTABLE.includes(status);

/** The status a review leaves a pending game in. */
export const statusAfterReview = (allApproved: boolean): GameStatus => (allApproved ? 'VERIFIED' : 'REJECTED');

/** Only a verified game is released. */
export const canRelease = (status: GameStatus) => status === 'VERIFIED';
