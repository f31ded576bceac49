import { type Kysely, SqliteAdapter, sql } from 'kysely';

// A game may now have many live rounds: besides the round its publishing time schedules, a creator hosts rounds
// of it whenever they like (a teacher runs the same quiz for three classes). Each hosted round is a row of
// `rounds`, with its join code, its state and the host's moves (skips ahead, an early end) stored so every process
// and a restart agree. A play of a hosted round is kind HOSTED with the round's id in `round_id`; every other
// play keeps `round_id` '' (the game's own daily play or scheduled round), so one play per game, player and kind
// still holds for them, and a player may play the same game in any number of hosted rounds.
//
// Nothing is dropped: plays keep every row and column. Postgres swaps the unique constraint in place; SQLite cannot
// alter a constraint, so its plays table is rebuilt (rows copied, indexes recreated) with foreign keys off, in one
// transaction, and checked before it commits.

const OLD_UNIQUE = 'plays_one_per_kind';
const NEW_UNIQUE = 'plays_one_per_round';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rounds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('game_id', 'text', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('channel_id', 'text', (col) => col.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('host_user_id', 'text', (col) => col.notNull())
    .addColumn('join_code', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('names', 'text', (col) => col.notNull())
    .addColumn('duration', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('skips', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  // A code leads to one open round at a time; an ended round's code may be drawn again.
  await db.schema
    .createIndex('rounds_open_code')
    .on('rounds')
    .column('join_code')
    .unique()
    .where(sql.ref('state'), '<>', 'ENDED')
    .execute();
  await db.schema.createIndex('rounds_channel').on('rounds').columns(['channel_id', 'created_at']).execute();

  if (isSqlite(db)) await rebuildSqlitePlays(db);
  else {
    await db.schema.alterTable('plays').addColumn('round_id', 'text', (col) => col.notNull().defaultTo('')).execute();
    await db.schema.alterTable('plays').addColumn('display_name', 'text').execute();
    await db.schema.alterTable('plays').dropConstraint(OLD_UNIQUE).execute();
    await db.schema
      .alterTable('plays')
      .addUniqueConstraint(NEW_UNIQUE, ['game_id', 'player_id', 'kind', 'round_id'])
      .execute();
  }
  await db.schema.createIndex('plays_round').on('plays').columns(['round_id', 'kind']).execute();
}

function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

interface SchemaRow {
  type: string;
  name: string;
  sql: string | null;
}

async function rebuildSqlitePlays(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<SchemaRow>`
    select type, name, sql from sqlite_master where tbl_name = 'plays' and sql is not null
  `.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql;
  if (!table) throw new Error('0015: the plays table was not found');
  const unique = new RegExp(`constraint\\s+"${OLD_UNIQUE}"\\s+unique\\s*\\([^)]*\\)`, 'i');
  if (!unique.test(table)) throw new Error(`0015: the plays table has no ${OLD_UNIQUE} constraint to replace`);
  const created = table
    .replace(/create table\s+"?plays"?/i, 'create table "plays_next"')
    .replace(
      unique,
      '"round_id" text default \'\' not null, "display_name" text, '
      + `constraint "${NEW_UNIQUE}" unique ("game_id", "player_id", "kind", "round_id")`,
    );
  const indexes = rows.filter((row) => row.type === 'index').map((row) => row.sql as string);
  const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info('plays')`.execute(db);
  const copied = columns.map((column) => `"${column.name}"`).join(', ');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(created).execute(db);
      await sql.raw(`insert into "plays_next" (${copied}) select ${copied} from "plays"`).execute(db);
      await sql`drop table "plays"`.execute(db);
      await sql`alter table "plays_next" rename to "plays"`.execute(db);
      for (const index of indexes) await sql.raw(index).execute(db);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error(`0015: ${broken.length} rows would break a foreign key`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
