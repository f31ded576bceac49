import type { PlayKind } from '@plw/shared/rules/rapid-round';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { finishedPlays, type LeaderboardEntry, topPlays } from './repository.ts';

// A game's leaderboard as one read: the top lines, and every finished play's place key in board order, so a
// caller's rank is a binary search instead of a count over the game's plays. Built once per cache lifetime
// for a busy board; a play that finished after it still ranks right against the others it holds.

export interface PlaceKey {
  score: number;
  timeMs: number;
  finishedAt: string;
}

export interface BoardSnapshot {
  top: LeaderboardEntry[];
  keys: PlaceKey[];
}

export async function boardSnapshot(db: Kysely<Database>, gameId: string, kind: PlayKind, size: number) {
  const [top, rows] = await Promise.all([
    topPlays(db, gameId, kind, size),
    db
      .selectFrom('plays')
      .select(['score', 'time_ms', 'finished_at'])
      .where('game_id', '=', gameId)
      .where('kind', '=', kind)
      .where('finished_at', 'is not', null)
      .orderBy('score', 'desc')
      .orderBy('time_ms', 'asc')
      .orderBy('finished_at', 'asc')
      .execute(),
  ]);
  const keys = rows.map((row) => ({ score: row.score, timeMs: row.time_ms ?? 0, finishedAt: row.finished_at ?? '' }));
  return { top, keys } satisfies BoardSnapshot;
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
  const key: PlaceKey = { score: row.score, timeMs: row.time_ms ?? 0, finishedAt: row.finished_at ?? '' };
  return { row, key };
}
