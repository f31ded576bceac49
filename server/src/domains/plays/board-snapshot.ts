import type { PlayKind } from '@plw/shared/rules/rapid-round';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { finishedPlays, type LeaderboardEntry, toEntry } from './repository.ts';

// A game's leaderboard as one read: every finished play's line in board order, so the top is a slice and a
// caller's line a map lookup, ranked by binary search over the place keys instead of a count over the game's
// plays. Built once per cache lifetime for a busy board; a play that finished after it (in another process,
// which could not drop it) is read on its own and still ranks right against the others it holds.

export interface PlaceKey {
  score: number;
  timeMs: number;
  finishedAt: string;
}

type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

export interface BoardSnapshot {
  top: LeaderboardEntry[];
  keys: PlaceKey[];
  /** A player's line and its place key, when their finished play is on the board. */
  lineOf(playerId: string): { row: BoardRow; key: PlaceKey } | undefined;
}

function boardRows(db: Kysely<Database>, gameId: string, kind: PlayKind) {
  return finishedPlays(db, gameId, kind)
    .select('plays.finished_at')
    .orderBy('plays.score', 'desc')
    .orderBy('plays.time_ms', 'asc')
    .orderBy('plays.finished_at', 'asc')
    .execute();
}

const placeKey = (row: { score: number; time_ms: number | null; finished_at: string | null }): PlaceKey => ({
  score: row.score,
  timeMs: row.time_ms ?? 0,
  finishedAt: row.finished_at ?? '',
});

export async function boardSnapshot(db: Kysely<Database>, gameId: string, kind: PlayKind, size: number) {
  const rows = await boardRows(db, gameId, kind);
  const keys = rows.map(placeKey);
  const indexOf = new Map(rows.map((row, index) => [row.player_id, index]));
  const top = rows.slice(0, size).map((row, index) => toEntry(row, index + 1));
  const lineOf = (playerId: string) => {
    const index = indexOf.get(playerId);
    return index === undefined ? undefined : { row: rows[index] as BoardRow, key: keys[index] as PlaceKey };
  };
  return { top, keys, lineOf } satisfies BoardSnapshot;
}

/** Whether `a` places before `b`: more points, then less time, then finished earlier (the board's order). */
export function placesBefore(a: PlaceKey, b: PlaceKey): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.timeMs !== b.timeMs) return a.timeMs < b.timeMs;
  return a.finishedAt < b.finishedAt;
}

/** 1 + how many of the board's plays place before `key`. */
export function rankAmong(keys: readonly PlaceKey[], key: PlaceKey): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (placesBefore(keys[middle] as PlaceKey, key)) low = middle + 1;
    else high = middle;
  }
  return low + 1;
}

/** A player's finished play of a game as a board line without its rank, with its place key; null if none. */
export async function finishedLineOf(db: Kysely<Database>, gameId: string, kind: PlayKind, playerId: string) {
  const row = await finishedPlays(db, gameId, kind)
    .select('plays.finished_at')
    .where('plays.player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) return null;
  return { row, key: placeKey(row) };
}
