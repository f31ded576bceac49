import type { PlayKind } from '@plw/shared/rules/rapid-round';
import { type Placing, rankAmong } from '@plw/shared/rules/ranking';
import type { Kysely } from 'kysely';
import type { Database, PlayKind as StoredPlayKind } from '../../db/schema.ts';
import { orderByPlacing, placingOfRow } from './placing-sql.ts';
import { finishedPlays, type LeaderboardEntry, toEntry } from './repository.ts';

// A game's leaderboard as every finished play's line in board order (the one ranking rule, shared/rules/ranking,
// in SQL by placing-sql.ts), so the top is a slice and a caller's line a map lookup,
// ranked by binary search over the place keys instead of a count over the game's plays. A finished
// play never changes, so a board is brought up to date by reading only the plays that finished since it was read
// (a few seconds back, for writes that committed late or stamped by another process's clock) and placing them;
// it is read whole again now and then, which also lets go of deleted plays. A play that finished after the
// board was read is still found on its own and ranks right against the others it holds.

/** The cache key of a game's board of one kind; a play finishing there expires it (see SharedCache.expire). */
export const boardKey = (gameId: string, kind: StoredPlayKind) => `board:${gameId}:${kind}`;

/** Where a play places: what the ranking rule compares. */
export type PlaceKey = Placing;

type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

export interface BoardSnapshot {
  top: LeaderboardEntry[];
  keys: readonly PlaceKey[];
  /** A player's line and its place key, when their finished play is on the board. */
  lineOf(playerId: string): { row: BoardRow; key: PlaceKey } | undefined;
}

export interface Board extends BoardSnapshot {
  rows: readonly BoardRow[];
  byPlayer: ReadonlyMap<string, BoardRow>;
  /** The latest finished_at on the board: where the next refresh reads from. */
  newest: string;
  /** When it was last read whole (ms since the epoch). */
  readAt: number;
}

/** How far back a refresh looks before the newest play it holds. */
export const LATE_MS = 5_000;
/** How often a board is read whole again. */
export const WHOLE_READ_MS = 60_000;

function boardRows(db: Kysely<Database>, gameId: string, kind: PlayKind, finishedSince?: string) {
  let select = finishedPlays(db, gameId, kind).select('plays.finished_at');
  if (finishedSince) select = select.where('plays.finished_at', '>=', finishedSince);
  return orderByPlacing(select).execute();
}

function boardOf(
  rows: readonly BoardRow[],
  byPlayer: ReadonlyMap<string, BoardRow>,
  size: number,
  readAt: number,
  keys = rows.map(placingOfRow),
) {
  const newest = rows.reduce((latest, row) => (row.finished_at && row.finished_at > latest ? row.finished_at : latest), '');
  const top = rows.slice(0, size).map((row, index) => toEntry(row, index + 1));
  const lineOf = (playerId: string) => {
    const row = byPlayer.get(playerId);
    return row && { row, key: placingOfRow(row) };
  };
  return { top, keys, lineOf, rows, byPlayer, newest, readAt } satisfies Board;
}

/**
 * The board of a game's plays of one kind, brought up to date from `previous` (returned as it is when nothing
 * finished since) or read whole when there is none or it was read whole over a minute before `now` (ms).
 */
export async function boardSnapshot(
  db: Kysely<Database>,
  gameId: string,
  kind: PlayKind,
  size: number,
  previous: Board | undefined,
  now: number,
): Promise<Board> {
  if (!previous || now - previous.readAt >= WHOLE_READ_MS) {
    const rows = await boardRows(db, gameId, kind);
    return boardOf(rows, new Map(rows.map((row) => [row.player_id, row])), size, now);
  }
  const since = previous.newest && new Date(Date.parse(previous.newest) - LATE_MS).toISOString();
  const recent = await boardRows(db, gameId, kind, since || undefined);
  const fresh = recent.filter((row) => !previous.byPlayer.has(row.player_id));
  if (fresh.length === 0) return previous;
  const rows = [...previous.rows];
  const byPlayer = new Map(previous.byPlayer);
  const keys = [...previous.keys];
  for (const row of fresh) {
    const at = rankAmong(keys, placingOfRow(row)) - 1;
    rows.splice(at, 0, row);
    keys.splice(at, 0, placingOfRow(row));
    byPlayer.set(row.player_id, row);
  }
  return boardOf(rows, byPlayer, size, previous.readAt, keys);
}

/** A player's finished play of a game as a board line without its rank, with its place key; null if none. */
export async function finishedLineOf(db: Kysely<Database>, gameId: string, kind: PlayKind, playerId: string) {
  const row = await finishedPlays(db, gameId, kind)
    .select('plays.finished_at')
    .where('plays.player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) return null;
  return { row, key: placingOfRow(row) };
}
