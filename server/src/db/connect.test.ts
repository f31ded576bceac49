import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

it('opens the embedded SQLite file in WAL mode with foreign keys on, creating its folder', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'plw-connect-'));
  folders.push(folder);
  const handle = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(folder, 'nested', 'plw.sqlite') });
  try {
    expect(handle.kind).toBe('sqlite');
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    expect(keys.rows[0]?.foreign_keys).toBe(1);
  } finally {
    await handle.close();
  }
});

it('chooses Postgres for a postgres:// URL without connecting yet', async () => {
  const handle = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', sqliteFile: '/unused' });
  expect(handle.kind).toBe('postgres');
  await handle.close();
});
