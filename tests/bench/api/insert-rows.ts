import type { Database } from '@plw/server/db/schema';
import type { Insertable, Kysely, Transaction } from 'kysely';

// Multi-row inserts sized to the engines' limits on bound parameters (SQLite 32,766; Postgres 65,535).

const MAX_PARAMETERS = 30_000;

export async function insertRows<T extends keyof Database & string>(
  trx: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    // Kysely cannot check a row against a table picked by a type parameter; the signature above does.
    const chunk = rows.slice(start, start + perStatement) as never;
    await trx.insertInto(table).values(chunk).execute();
  }
}

/** Inserts rows in transactions of at most `batch` rows each. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  batch = 50_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch) {
    await db.transaction().execute((trx) => insertRows(trx, table, rows.slice(start, start + batch)));
  }
}
