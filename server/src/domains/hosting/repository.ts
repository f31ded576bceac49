import { randomInt } from 'node:crypto';
import { HOSTED_RULES, type NameStyle, seatsNewcomers } from '@plw/shared/rules/round/hosted';
import { chosenSeatName, givenSeatName } from '@plw/shared/rules/round/seat-names';
import type { StageSkip } from '@plw/shared/rules/round/in-step';
import { type Kysely, type Selectable, sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { RoundsTable } from '../../db/tables/plays.ts';
import { startPlays } from '../plays/repository.ts';
import { hostedRound, ofRound, type RoundRef } from '../plays/round-ref.ts';
import { noteSeat, rosterOf, type RoundPlayerRow } from './roster.ts';

// Hosted rounds in storage: the round's row (its code, state and the host's moves) and its seats (plays of kind
// HOSTED). Every host's move is stored before anyone is told, so every process and a restart agree on it.

type Db = Kysely<Database>;
export type HostedRoundRow = Selectable<RoundsTable>;

export const refOf = (round: Pick<HostedRoundRow, 'id' | 'game_id'>): RoundRef => hostedRound(round.id, round.game_id);

export function findRound(db: Db, roundId: string): Promise<HostedRoundRow | undefined> {
  return db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
}

/** The open round a code leads to (a lobby or a round still running). */
export function roundByCode(db: Db, code: string): Promise<HostedRoundRow | undefined> {
  return db.selectFrom('rounds').selectAll().where('join_code', '=', code).where('state', '<>', 'ENDED').executeTakeFirst();
}

/**
 * Lobbies nobody started within their lifetime, and started rounds nobody joined, are closed: their codes are
 * free again. (A round with players is closed by its room when it is settled.)
 */
export async function closeStale(db: Db, now: Date): Promise<void> {
  const lobbyBefore = new Date(now.getTime() - HOSTED_RULES.lobbyLifetimeMs).toISOString();
  const runningBefore = new Date(now.getTime() - 10 * 60_000).toISOString();
  await db
    .updateTable('rounds')
    .set({ state: 'ENDED', updated_at: now.toISOString() })
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'LOBBY'), eb('created_at', '<', lobbyBefore)]),
        eb.and([eb('state', '=', 'RUNNING'), eb('ends_at', '<', runningBefore)]),
      ]),
    )
    .execute();
}

/** Opens a lobby with a code no open round holds (drawn again on the rare clash the unique index reports). */
export async function createRound(
  db: Db,
  round: { gameId: string; channelId: string; hostUserId: string; duration: number },
  now: Date,
): Promise<HostedRoundRow> {
  await closeStale(db, now);
  const at = now.toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const row: HostedRoundRow = {
      id: newId(),
      game_id: round.gameId,
      channel_id: round.channelId,
      host_user_id: round.hostUserId,
      join_code: String(randomInt(0, 10 ** HOSTED_RULES.joinCodeDigits)).padStart(HOSTED_RULES.joinCodeDigits, '0'),
      state: 'LOBBY',
      names: 'CHOSEN',
      duration: round.duration,
      starts_at: null,
      ends_at: null,
      skips: '[]',
      late_seats: 0,
      auto_advance: 1,
      created_at: at,
      updated_at: at,
    };
    try {
      await db.insertInto('rounds').values(row).execute();
      return row;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** The host's Start: from the lobby only (false otherwise), the window fixed from now. */
export async function markStarted(db: Db, round: HostedRoundRow, startsAt: number, now: Date): Promise<boolean> {
  const endsAt = startsAt + round.duration * 1000;
  const updated = await db
    .updateTable('rounds')
    .set({
      state: 'RUNNING',
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(endsAt).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', round.id)
    .where('state', '=', 'LOBBY')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export const skipsOf = (round: Pick<HostedRoundRow, 'skips'>): StageSkip[] => JSON.parse(round.skips) as StageSkip[];

/**
 * Stores a host's move (a skip ahead, or an early end) only if the row is still as it was read: two presses at
 * once, on two processes, store one move.
 */
export async function storeMove(
  db: Db,
  round: HostedRoundRow,
  move: { skips: readonly StageSkip[]; endsAt: number },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('rounds')
    .set({
      skips: JSON.stringify(move.skips),
      ends_at: new Date(move.endsAt).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', round.id)
    .where('state', '=', 'RUNNING')
    .where('skips', '=', round.skips)
    .where('ends_at', '=', round.ends_at)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A lobby the host closed before starting it. */
export async function closeLobby(db: Db, round: HostedRoundRow, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('rounds')
    .set({ state: 'ENDED', updated_at: now.toISOString() })
    .where('id', '=', round.id)
    .where('state', '=', 'LOBBY')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function setNames(db: Db, round: HostedRoundRow, names: NameStyle, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('rounds')
    .set({ names, updated_at: now.toISOString() })
    .where('id', '=', round.id)
    .where('state', '=', 'LOBBY')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The channel a round's join page shows. */
export function roundChannel(db: Db, channelId: string) {
  return db
    .selectFrom('channels')
    .select(['id', 'channel_name', 'channel_dp_media_id'])
    .where('id', '=', channelId)
    .executeTakeFirstOrThrow();
}

/** What a player's seat is named from when they choose no name. */
export function playerNames(db: Db, playerId: string) {
  return db
    .selectFrom('players')
    .select(['id as player_id', 'name', 'username'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

export type { RoundPlayerRow } from './roster.ts';

/** Everyone seated in a hosted round, in the order they came, with the name they play under. */
export async function roundPlayers(db: Db, round: RoundRef): Promise<RoundPlayerRow[]> {
  return (await rosterOf(db, round)).seats.slice();
}

/** Who is in the round now, as the lobby and the big screen show them: its seats less those removed. */
export function present(players: readonly RoundPlayerRow[]): { player_id: string; name: string }[] {
  return players.filter((p) => !p.removed).map(({ player_id, name }) => ({ player_id, name }));
}

export type EnterOutcome =
  | { seated: true; name: string }
  | { seated: false; why: 'removed' | 'full' | 'locked' | 'nameTaken' | 'nameReserved' };

/**
 * Seats a player in a hosted round under a name (shared/rules/round/seat-names.ts): the one they chose, unless it
 * looks like a seat's name (removed seats' too) or is the host's; without one, their own; with generated names a
 * friendly one. A player seated already keeps their seat and name (a second tap, a reload).
 */
export async function enterRound(
  db: Db,
  round: HostedRoundRow,
  player: { id: string; chosen: string | undefined; fallback: string },
  now: Date,
): Promise<EnterOutcome> {
  const ref = refOf(round);
  return db.transaction().execute(async (trx) => {
    // One seat at a time per round: the count and the names taken are read where no one else is writing them. The
    // row as locked: a host's Start or a change of late seats meanwhile is seen here.
    const room = await trx
      .updateTable('rounds')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', round.id)
      .returning(['state', 'starts_at', 'late_seats'])
      .executeTakeFirstOrThrow();
    const roster = await rosterOf(trx, ref);
    const mine = roster.byPlayer.get(player.id);
    if (mine) return mine.removed ? { seated: false, why: 'removed' } : { seated: true, name: mine.name };
    const startsAt = room.starts_at === null ? null : Date.parse(room.starts_at);
    if (!seatsNewcomers({ state: room.state, startsAt, lateSeats: room.late_seats === 1 }, now.getTime())) {
      return { seated: false, why: 'locked' };
    }
    if (roster.seats.length >= HOSTED_RULES.maxPlayers) return { seated: false, why: 'full' };
    const taken = roster.keys;
    const draw = randomInt(0, 1 << 30);
    let name: string;
    if (round.names === 'GENERATED' || player.chosen === undefined) {
      name = givenSeatName(round.names === 'GENERATED' ? null : player.fallback, draw, taken);
    } else {
      const chosen = chosenSeatName(player.chosen, taken);
      if (!chosen.ok) return { seated: false, why: chosen.why === 'taken' ? 'nameTaken' : 'nameReserved' };
      name = chosen.name;
    }
    const names = new Map([[player.id, name]]);
    const play = (await startPlays(trx, round.game_id, [player.id], 'HOSTED', now, { roundId: round.id, names })).get(player.id);
    if (play) noteSeat(ref, { playId: play.id, player_id: player.id, name });
    return { seated: true, name };
  });
}

/** The host lets newcomers in after the first question opened, or not; false when the round is over. */
export async function setLateSeats(db: Db, round: HostedRoundRow, lateSeats: boolean, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('rounds')
    .set({ late_seats: lateSeats ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', round.id)
    .where('state', '<>', 'ENDED')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The host lets the server move on once everyone answered (auto-advance), or not; false when the round is over. */
export async function setAutoAdvance(db: Db, round: HostedRoundRow, on: boolean, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('rounds')
    .set({ auto_advance: on ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', round.id)
    .where('state', '<>', 'ENDED')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * How many of a round's players (removed ones left out) answered a question so far, or, with no question, any
 * question: whichever process took the answers.
 */
export async function answeredCount(db: Db, round: RoundRef, questionId?: string): Promise<number> {
  let query = db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select((eb) => eb.fn.count<string | number>('answers.play_id').distinct().as('n'))
    .where(ofRound(round))
    .where('plays.removed_at', 'is', null);
  if (questionId !== undefined) query = query.where('answers.question_id', '=', questionId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many answers (words, in a kriss-kross race) each seated player (removed ones left out) locked in so far. */
export async function answersPerPlayer(db: Db, round: RoundRef): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('answers')
    .innerJoin('plays', 'plays.id', 'answers.play_id')
    .select(['plays.player_id', (eb) => eb.fn.count<string | number>('answers.question_id').distinct().as('n')])
    .where(ofRound(round))
    .where('plays.removed_at', 'is', null)
    .groupBy('plays.player_id')
    .execute();
  return new Map(rows.map((row) => [row.player_id, Number(row.n)]));
}

/** Hosted rounds started and not settled: a restarted server reopens their rooms. */
export function runningRounds(db: Db): Promise<HostedRoundRow[]> {
  return db.selectFrom('rounds').selectAll().where('state', '=', 'RUNNING').execute();
}
