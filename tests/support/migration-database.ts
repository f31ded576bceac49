import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@plw/server/db/connect';
import { sql } from 'kysely';

// A migration's test over data written before it: a fresh SQLite file (whatever DATABASE_URL says, since rows are
// written with SQLite's own table listing), and a way to insert rows into tables as an earlier schema had them.

type Value = string | number | null;

interface Column {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
}

export interface MigrationDatabase {
  handle: DatabaseHandle;
  /** Inserts a row with every required column filled: `values` first, else a text or a zero. */
  insertRow(table: string, values: Record<string, Value>): Promise<void>;
  close(): Promise<void>;
}

export async function openMigrationDatabase(): Promise<MigrationDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'plw-migration-'));
  const handle = openDatabase({ sqliteFile: path.join(dir, 'plw.sqlite'), databaseUrl: undefined });
  return {
    handle,
    async insertRow(table, values) {
      const { rows } = await sql<Column>`select * from pragma_table_info(${table})`.execute(handle.db);
      const row: Record<string, Value> = {};
      for (const column of rows) {
        if (column.name in values) row[column.name] = values[column.name] ?? null;
        else if (column.notnull && column.dflt_value === null) {
          row[column.name] = column.type === 'integer' ? 0 : `${table}-${column.name}`;
        }
      }
      const names = Object.keys(row);
      const columns = sql.join(names.map((name) => sql.ref(name)));
      await sql`insert into ${sql.table(table)} (${columns}) values (${sql.join(names.map((n) => row[n]))})`.execute(
        handle.db,
      );
    },
    async close() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
