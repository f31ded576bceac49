import { seatKey } from '@plw/shared/rules/round/seat-names';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { displayName } from '../plays/repository.ts';
import { ofRound, type RoundRef } from '../plays/round-ref.ts';

// Who sits in a hosted round, kept by this process so that a seat taken or a lobby joined does not read the whole
// room again (and work out every name's look-alike key again): a class of 2,000 walking in would otherwise read
// 2,000 rows 2,000 times. The copy is checked against storage with one small count (seats, the newest seat's id,
// removals) before each use and read again whenever another process, a removal or a deleted account changed the
// room; seats this process stores are added to it as they are stored.

type Db = Kysely<Database>;

export interface RoundPlayerRow {
  player_id: string;
  name: string;
  removed: boolean;
}

interface Roster {
  /** Seats in the order they came (plays.id), removed ones included. */
  seats: RoundPlayerRow[];
  byPlayer: Map<string, RoundPlayerRow>;
  /** The look-alike keys of every seat's name (shared/rules/round/seat-names.ts), removed seats' too. */
  keys: Set<string>;
  /** What storage said when this copy was made: seats, the newest seat's id, removals. */
  version: string;
  /** When storage last confirmed it (performance.now()). */
  checkedAt: number;
}

/** Rooms whose rosters are kept; the least recently used goes first (a process rarely holds more lobbies). */
const KEPT_ROUNDS = 200;
const rosters = new Map<string, Roster>();

async function versionOf(db: Db, round: RoundRef): Promise<string> {
  const row = await db
    .selectFrom('plays')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<string | null>`max(plays.id)`.as('last'),
      sql<number>`count(plays.removed_at)`.as('removed'),
    ])
    .where(ofRound(round))
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}/${row.last ?? ''}/${Number(row.removed)}`;
}

async function load(db: Db, round: RoundRef, version: string): Promise<Roster> {
  const rows = await db
    .selectFrom('plays')
    .innerJoin('players', 'players.id', 'plays.player_id')
    .select(['plays.player_id', 'plays.display_name', 'plays.removed_at', 'players.name', 'players.username'])
    .where(ofRound(round))
    .orderBy('plays.id')
    .execute();
  const seats = rows.map((row) => ({
    player_id: row.player_id,
    name: row.display_name ?? displayName(row),
    removed: row.removed_at !== null,
  }));
  return {
    seats,
    byPlayer: new Map(seats.map((seat) => [seat.player_id, seat])),
    keys: new Set(seats.map((seat) => seatKey(seat.name))),
    version,
    checkedAt: performance.now(),
  };
}

/**
 * The round's seats as storage has them now. Inside a transaction that locked the round (enterRound), pass the
 * transaction: the count is then read where nobody else is writing. With `maxAgeMs`, a copy storage confirmed
 * that recently is taken as it is (a list to show, which lobby:players corrects as it changes).
 */
export async function rosterOf(db: Db, round: RoundRef, maxAgeMs = 0): Promise<Readonly<Roster>> {
  const kept = rosters.get(round.key);
  if (kept && maxAgeMs > 0 && performance.now() - kept.checkedAt <= maxAgeMs) return kept;
  const version = await versionOf(db, round);
  let roster = kept;
  if (roster?.version === version) roster.checkedAt = performance.now();
  else roster = await load(db, round, version);
  rosters.delete(round.key);
  rosters.set(round.key, roster);
  if (rosters.size > KEPT_ROUNDS) rosters.delete(rosters.keys().next().value ?? '');
  return roster;
}

/** One player's seat in the round, read on its own: whether they sit in it, and whether they were removed. */
export async function seatOf(db: Db, round: RoundRef, playerId: string): Promise<{ removed: boolean } | undefined> {
  const row = await db
    .selectFrom('plays')
    .select('removed_at')
    .where(ofRound(round))
    .where('plays.player_id', '=', playerId)
    .executeTakeFirst();
  return row && { removed: row.removed_at !== null };
}

/** A seat just stored by this process (still inside its transaction): the kept copy follows it. */
export function noteSeat(round: RoundRef, seat: { playId: string; player_id: string; name: string }): void {
  const roster = rosters.get(round.key);
  if (!roster) return;
  const [n = '0', last = '', removed = '0'] = roster.version.split('/');
  const row = { player_id: seat.player_id, name: seat.name, removed: false };
  roster.seats.push(row);
  roster.byPlayer.set(row.player_id, row);
  roster.keys.add(seatKey(row.name));
  // Should the id not be the newest (ids from two processes' clocks), the next check reads the room again.
  roster.version = `${Number(n) + 1}/${seat.playId > last ? seat.playId : last}/${removed}`;
}

/** A transaction that stored a seat failed after noteSeat: the copy is no longer storage's. */
export function forgetRoster(round: RoundRef): void {
  rosters.delete(round.key);
}
