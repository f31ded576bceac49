import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

// The foundation's column helpers: every table has a text id, most a created_at, and rows go with their parent.

type Table = CreateTableBuilder<string, never>;

export const withId = (table: Table) => table.addColumn('id', 'text', (col) => col.primaryKey());
export const withCreatedAt = (table: Table) => table.addColumn('created_at', 'text', (col) => col.notNull());
/** A foreign key whose rows go with their parent (a player's plays with the player, and so on). */
export const reference = (table: string) => (col: ColumnDefinitionBuilder) =>
  col.references(`${table}.id`).onDelete('cascade');
