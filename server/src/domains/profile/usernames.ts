import { nameKey } from '@plw/shared/rules/name-key';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';

// Usernames are unique by how they look: each is stored with its look-alike key (shared/rules/name-key), and the
// key is unique in the database too, so `Alice`, `alice` and `Аlice` (Cyrillic А) cannot belong to two players.

export const USERNAME_TAKEN = 'This username is already taken';

/**
 * The columns to store for the username a player asked for (already normalised by its schema): the name and its
 * key, or both cleared; nothing when the field was not sent or names the username the player already has (a
 * look-alike kept from before keys existed stays as it was). 409 when another player's username looks the same.
 */
export async function usernameColumns(db: Kysely<Database>, playerId: string, username: string | null | undefined) {
  if (username === undefined) return {};
  if (username === null) return { username: null, username_key: null };
  const current = await db.selectFrom('players').select('username').where('id', '=', playerId).executeTakeFirst();
  if (current?.username === username) return {};
  const key = nameKey(username);
  const holder = await db
    .selectFrom('players')
    .select('id')
    .where('username_key', '=', key)
    .where('id', '!=', playerId)
    .executeTakeFirst();
  if (holder) throw conflict(USERNAME_TAKEN);
  return { username, username_key: key };
}
