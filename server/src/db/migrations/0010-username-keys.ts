import { nameKey } from '@plw/shared/rules/name-key';
import type { Kysely } from 'kysely';

// Usernames become unique by how they look: each gets its look-alike key (shared/rules/name-key) in a column with a
// unique index. Existing usernames are all kept, unchanged. Where some already look alike, the oldest player's
// username takes the key and the others keep theirs without one: nobody else can take a look-alike of any of them,
// and a player without a key gets one when they choose a new username.

interface Players {
  players: { id: string; username: string | null; username_key: string | null; created_at: string };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Players>;
  await db.schema.alterTable('players').addColumn('username_key', 'text').execute();
  const named = await db
    .selectFrom('players')
    .select(['id', 'username'])
    .where('username', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const keyed = new Set<string>();
  for (const player of named) {
    const key = nameKey(player.username ?? '');
    if (keyed.has(key)) continue;
    keyed.add(key);
    await db.updateTable('players').set({ username_key: key }).where('id', '=', player.id).execute();
  }
  // Not players_username_key: Postgres already gave that name to the constraint keeping usernames unique.
  await db.schema.createIndex('players_username_key_unique').unique().on('players').column('username_key').execute();
}
