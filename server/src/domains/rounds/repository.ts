import { PAST_ROUNDS_MAX, ROUNDS_MESSAGES, type RoundRow } from '@plw/protocol/rest/rounds';
import type { GameType } from '@plw/shared/constants';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import type { RoundOpenings } from '@plw/shared/rules/round/answer-timing';
import type { StageSkip } from '@plw/shared/rules/round/in-step';
import { playsInStep } from '@plw/shared/rules/round/round-style';
import { roundWindow } from '@plw/shared/rules/round/schedule';
import { canPlayInStep } from '@plw/shared/rules/round/type-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { questionTypeOf } from '../../question-types/registry.ts';

// The SQL of a channel's rounds: its hosted rounds (table `rounds`) and its games' scheduled rounds (a RAPID
// game's publishing time and duration), as rows of one shape, and what a round's results are made from.

type Db = Kysely<Database>;

/** Game modes that schedule a live round at the publishing time. */
const SCHEDULED_MODES = ['RAPID', 'RAPID_THEN_DAILY'] as const;

/** Which plays belong to a round: a hosted round's by its id, a scheduled round's as the game's RAPID plays. */
export interface RoundPlays {
  gameId: string;
  kind: 'RAPID' | 'HOSTED';
  roundId: string;
}

export interface FoundRound {
  row: RoundRow;
  plays: RoundPlays;
  /** How its questions opened, for timing answers from each one's opening; null for a round never started. */
  openings: RoundOpenings | null;
}

const epoch = (iso: string | null) => (iso === null ? null : Date.parse(iso));

type HostedRecord = Pick<
  Database['rounds'],
  'id' | 'game_id' | 'state' | 'join_code' | 'starts_at' | 'ends_at' | 'created_at'
> & { game_name: string; game_type: GameType };

/** A hosted round's questions opened from its start by its planned window and the host's skips. */
function hostedOpenings(round: HostedRecord & { duration: number; skips: string }): RoundOpenings | null {
  const startsAt = epoch(round.starts_at);
  if (startsAt === null) return null;
  const window = { startsAt, endsAt: startsAt + round.duration * 1000 };
  // The host's skips as stored (a JSON list): the same moves the round's room applied.
  return { window, inStep: canPlayInStep(round.game_type), skips: JSON.parse(round.skips) as StageSkip[] };
}

/** A hosted round's state as of `now`: a round past its end, or a lobby past its lifetime, is over. */
function hostedRow(round: HostedRecord, players: number, now: number): RoundRow {
  const endsAt = epoch(round.ends_at);
  const lobbyClosed = round.state === 'LOBBY' && Date.parse(round.created_at) + HOSTED_RULES.lobbyLifetimeMs <= now;
  const ended = round.state === 'ENDED' || lobbyClosed || (round.state === 'RUNNING' && endsAt !== null && endsAt <= now);
  return {
    round_id: round.id,
    kind: 'HOSTED',
    game_id: round.game_id,
    game_name: round.game_name,
    game_type: round.game_type,
    starts_at: epoch(round.starts_at),
    ends_at: endsAt,
    state: ended ? 'ENDED' : round.state,
    players,
    join_code: round.state === 'ENDED' ? null : round.join_code,
  };
}

type ScheduledRecord = Pick<Database['games'], 'id' | 'game_name' | 'type' | 'publishing_time' | 'game_duration'>;

/** A scheduled round by its clock: before its start it is not open yet (LOBBY), then RUNNING, then ENDED. */
function scheduledRow(game: ScheduledRecord, players: number, now: number): RoundRow | null {
  const window = roundWindow(game);
  if (!window) return null;
  const state = now < window.startsAt ? 'LOBBY' : now < window.endsAt ? 'RUNNING' : 'ENDED';
  return {
    round_id: game.id,
    kind: 'SCHEDULED',
    game_id: game.id,
    game_name: game.game_name,
    game_type: game.type,
    starts_at: window.startsAt,
    ends_at: window.endsAt,
    state,
    players,
    join_code: null,
  };
}

function hostedRounds(db: Db) {
  return db
    .selectFrom('rounds')
    .innerJoin('games', 'games.id', 'rounds.game_id')
    .select([
      'rounds.id',
      'rounds.game_id',
      'rounds.channel_id',
      'rounds.state',
      'rounds.join_code',
      'rounds.starts_at',
      'rounds.ends_at',
      'rounds.created_at',
      'rounds.duration',
      'rounds.skips',
      'games.game_name',
      'games.type as game_type',
    ]);
}

function scheduledGames(db: Db) {
  return db
    .selectFrom('games')
    .select(['id', 'channel_id', 'game_name', 'type', 'round_style', 'publishing_time', 'game_duration'])
    .where('mode', 'in', SCHEDULED_MODES)
    .where('status', '=', 'RELEASED')
    .where('publishing_time', 'is not', null)
    .where('game_duration', 'is not', null);
}

/** Players seated in each round (removed players left out), keyed `kind:gameId:roundId`. */
async function playerCounts(db: Db, rounds: readonly RoundPlays[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const hosted = rounds.filter((r) => r.kind === 'HOSTED').map((r) => r.roundId);
  const scheduled = rounds.filter((r) => r.kind !== 'HOSTED').map((r) => r.gameId);
  const base = db
    .selectFrom('plays')
    .select(['game_id', 'kind', 'round_id', db.fn.countAll<string | number>().as('n')])
    .where('removed_at', 'is', null)
    .groupBy(['game_id', 'kind', 'round_id']);
  const found = [
    ...(hosted.length ? await base.where('kind', '=', 'HOSTED').where('round_id', 'in', hosted).execute() : []),
    ...(scheduled.length
      ? await base.where('kind', '=', 'RAPID').where('round_id', '=', '').where('game_id', 'in', scheduled).execute()
      : []),
  ];
  for (const row of found) {
    counts.set(playsKey({ gameId: row.game_id, kind: row.kind, roundId: row.round_id }), Number(row.n));
  }
  return counts;
}

const playsKey = (plays: Pick<RoundPlays, 'gameId' | 'roundId'> & { kind: string }) =>
  `${plays.kind}:${plays.gameId}:${plays.roundId}`;
const hostedPlays = (round: { id: string; game_id: string }): RoundPlays => ({
  gameId: round.game_id,
  kind: 'HOSTED',
  roundId: round.id,
});
const scheduledPlays = (game: { id: string }): RoundPlays => ({ gameId: game.id, kind: 'RAPID', roundId: '' });

/**
 * A channel's rounds at `now`: live (running, or a hosted lobby open), upcoming (scheduled, soonest first) and
 * past (newest first, at most PAST_ROUNDS_MAX). Each list is read with a limit, never the channel's whole history.
 */
export async function channelRounds(db: Db, channelId: string, now: number) {
  const nowIso = new Date(now).toISOString();
  const [openHosted, endedHosted, toCome, started] = await Promise.all([
    hostedRounds(db).where('rounds.channel_id', '=', channelId).where('rounds.state', '<>', 'ENDED').execute(),
    hostedRounds(db)
      .where('rounds.channel_id', '=', channelId)
      .where('rounds.state', '=', 'ENDED')
      .orderBy('rounds.ends_at', 'desc')
      .orderBy('rounds.created_at', 'desc')
      .limit(PAST_ROUNDS_MAX)
      .execute(),
    scheduledGames(db)
      .where('channel_id', '=', channelId)
      .where('publishing_time', '>', nowIso)
      .orderBy('publishing_time', 'asc')
      .limit(PAST_ROUNDS_MAX)
      .execute(),
    // Started rounds newest first: the running ones are among the latest starts, the rest are past.
    scheduledGames(db)
      .where('channel_id', '=', channelId)
      .where('publishing_time', '<=', nowIso)
      .orderBy('publishing_time', 'desc')
      .limit(PAST_ROUNDS_MAX * 2)
      .execute(),
  ]);
  const hosted = [...openHosted, ...endedHosted];
  const games = [...toCome, ...started];
  const counts = await playerCounts(db, [...hosted.map(hostedPlays), ...games.map(scheduledPlays)]);
  const rows = [
    ...hosted.map((round) => hostedRow(round, counts.get(playsKey(hostedPlays(round))) ?? 0, now)),
    ...games.flatMap((game) => scheduledRow(game, counts.get(playsKey(scheduledPlays(game))) ?? 0, now) ?? []),
  ];
  const live = rows.filter((row) => row.state !== 'ENDED' && !(row.kind === 'SCHEDULED' && row.state === 'LOBBY'));
  const upcoming = rows.filter((row) => row.kind === 'SCHEDULED' && row.state === 'LOBBY');
  const past = rows.filter((row) => row.state === 'ENDED');
  const startOf = (row: RoundRow) => row.starts_at ?? Number.MAX_SAFE_INTEGER;
  const endOf = (row: RoundRow) => row.ends_at ?? row.starts_at ?? 0;
  return {
    live: live.sort((a, b) => startOf(a) - startOf(b)),
    upcoming: upcoming.sort((a, b) => startOf(a) - startOf(b)),
    past: past.sort((a, b) => endOf(b) - endOf(a)).slice(0, PAST_ROUNDS_MAX),
  };
}

/**
 * One of the channel's rounds by id: a hosted round, else a game's scheduled round. Another channel's round is
 * answered as missing (404), so a creator cannot learn which ids exist elsewhere.
 */
export async function channelRound(db: Db, channelId: string, id: string, now: number): Promise<FoundRound> {
  const round = await hostedRounds(db).where('rounds.id', '=', id).executeTakeFirst();
  if (round && round.channel_id === channelId) {
    const plays = hostedPlays(round);
    const counts = await playerCounts(db, [plays]);
    return { row: hostedRow(round, counts.get(playsKey(plays)) ?? 0, now), plays, openings: hostedOpenings(round) };
  }
  const game = round ? undefined : await scheduledGames(db).where('id', '=', id).executeTakeFirst();
  if (game && game.channel_id === channelId) {
    const plays = scheduledPlays(game);
    const counts = await playerCounts(db, [plays]);
    const row = scheduledRow(game, counts.get(playsKey(plays)) ?? 0, now);
    const window = roundWindow(game);
    if (row && window) return { row, plays, openings: { window, inStep: playsInStep(game) } };
  }
  throw notFound(ROUNDS_MESSAGES.roundNotFound);
}

/** Every answer given in the round, oldest first (a later answer to the same question replaces an earlier one). */
export async function roundAnswers(db: Db, playIds: readonly string[]) {
  if (playIds.length === 0) return [];
  return db
    .selectFrom('answers')
    .select(['play_id', 'question_id', 'answer', 'correct', 'points', 'elapsed_ms'])
    .where('play_id', 'in', playIds)
    .orderBy('answered_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export type RoundAnswerRecord = Awaited<ReturnType<typeof roundAnswers>>[number];

/** The game's questions in their order, with the right answers. */
export function gameQuestions(db: Db, gameId: string, type: GameType) {
  const table = questionTypeOf(type).table;
  return db
    .selectFrom(table)
    .select(['id', 'position', 'question', 'answer'])
    .where('game_id', '=', gameId)
    .orderBy('position', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export type QuestionRecord = Awaited<ReturnType<typeof gameQuestions>>[number];
