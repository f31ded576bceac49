import type { Kysely } from 'kysely';

// The daily habit (issue 17). Adds columns only; nothing written before changes meaning:
// - players.time_zone: the IANA zone a player's days (and so their streak) are counted in; 'UTC' until the client
//   reports one.
// - plays.revealed: JSON of the kriss-kross answers the player asked to have revealed (whole words or single
//   letters); a revealed word scores nothing and is marked as revealed. Null for every play before it.
// - channels.colour: the channel's accent colour (#rrggbb) that draws its covers; null falls back to a colour
//   derived from the channel's id.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC')).execute();
  await db.schema.alterTable('plays').addColumn('revealed', 'text').execute();
  await db.schema.alterTable('channels').addColumn('colour', 'text').execute();
}
