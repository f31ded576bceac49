import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlayersTable } from '../../db/tables/accounts.ts';

// A player's profile row: the fields they edit and their picture's URL.

type Db = Kysely<Database>;

/** Stores the profile fields sent (a taken username fails on the unique index: the caller turns it into a 409). */
export async function updateProfile(db: Db, playerId: string, changes: Updateable<PlayersTable>, now: Date) {
  await db
    .updateTable('players')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', playerId)
    .execute();
}

/** The URL of the player's current picture, if any. */
export async function profilePictureOf(db: Db, playerId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('players').select('profile_pic').where('id', '=', playerId).executeTakeFirst();
  return row?.profile_pic;
}

export async function setProfilePicture(db: Db, playerId: string, url: string, now: Date): Promise<void> {
  await db
    .updateTable('players')
    .set({ profile_pic: url, updated_at: now.toISOString() })
    .where('id', '=', playerId)
    .execute();
}
