import type { PlayKind } from '@plw/shared/rules/rapid-round';
import { guestName } from '@plw/shared/rules/guest-names';
import { toPoints } from '@plw/shared/rules/scoring';
import { type Kysely, type Selectable } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { PlayKind as StoredPlayKind, PlaysTable } from '../../db/tables/plays.ts';
import type { StoredNotification } from '../notifications/notify.ts';
import { awardRoundGifts } from '../gifts/gift-awards.ts';
import { reachedMsOfAnswers } from './placing-sql.ts';
import { addToChannelScores } from './channel-scores.ts';
import { ofRound, type RoundOf, type RoundRef } from './round-ref.ts';

// Plays: one per player, game and kind. A play starts when the player first gets the questions and is scored
// once; the leaderboard ranks finished plays by the one ranking rule (shared/rules/ranking), where a play's
// time_ms is when it reached its points: a daily play's time taken, a live round's last answer that scored.

type Db = Kysely<Database>;
export type Play = Selectable<PlaysTable>;

/** The player's play of this kind, started now if there is none yet (concurrent starts make one row). */
export async function startPlay(db: Db, gameId: string, playerId: string, kind: PlayKind, now: Date): Promise<Play> {
  const play = (await startPlays(db, gameId, [playerId], kind, now)).get(playerId);
  if (!play) throw new Error('play vanished after insert');
  return play;
}

/**
 * Each player's play of this kind, started now for those who have none yet: two statements for any number. A
 * hosted round's plays carry its id (`roundId`), and the name each player chose for it (`names`).
 */
export async function startPlays(
  db: Db,
  gameId: string,
  playerIds: readonly string[],
  kind: StoredPlayKind,
  now: Date,
  hosted: { roundId: string; names?: ReadonlyMap<string, string> } = { roundId: '' },
): Promise<Map<string, Play>> {
  if (playerIds.length === 0) return new Map();
  const at = now.toISOString();
  const { roundId } = hosted;
  await db
    .insertInto('plays')
    .values(
      playerIds.map((playerId) => ({
        id: newId(),
        game_id: gameId,
        player_id: playerId,
        kind,
        round_id: roundId,
        display_name: hosted.names?.get(playerId) ?? null,
        started_at: at,
        finished_at: null,
        time_ms: null,
        progress: null,
        updated_at: at,
        score: 0,
        correct_count: 0,
        rank: null,
      })),
    )
    .onConflict((oc) => oc.columns(['game_id', 'player_id', 'kind', 'round_id']).doNothing())
    .execute();
  const plays = await db
    .selectFrom('plays')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('player_id', 'in', playerIds)
    .where('kind', '=', kind)
    .where('round_id', '=', roundId)
    .execute();
  return new Map(plays.map((play) => [play.player_id, play]));
}

export interface RoundSettlement {
  /** The plays this settlement finished: none when the round was settled already. */
  finished: ReadonlySet<string>;
  notices: StoredNotification[];
}

export interface FinalStanding {
  playId: string;
  playerId: string;
  rank: number;
  /** Hundredths of a point. */
  score: number;
  correct: number;
  /** When the player last scored, ms after the start: the play's time_ms. */
  timeMs: number;
}

/**
 * Closes a live round: every play in it gets its final rank, time, points and right answers, its points go
 * to the channel totals, and the round's gifts go to their winners, all in one transaction. Plays already
 * finished (a second call, from another process or after a restart) are left as they are and gifts are not
 * awarded twice. Returns the plays this call finished (their players are the ones to tell) and the gift
 * notifications stored, to push once the transaction has committed.
 */
export async function finishRound(
  db: Db,
  round: { ref: RoundRef; channelId: string },
  standings: readonly FinalStanding[],
  endedAt: Date,
): Promise<RoundSettlement> {
  const at = endedAt.toISOString();
  const { ref, channelId } = round;
  return db.transaction().execute(async (trx) => {
    // Two processes settling one round take turns on its row; the second finds every play finished.
    if (ref.kind === 'HOSTED') {
      await trx.updateTable('rounds').set({ state: 'ENDED', updated_at: at }).where('id', '=', ref.roundId).execute();
    } else {
      await trx.updateTable('games').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', ref.gameId).execute();
    }
    const open = await trx.selectFrom('plays').select('id').where(ofRound(ref)).where('finished_at', 'is', null).execute();
    const unfinished = new Set(open.map((play) => play.id));
    const finished = new Set<string>();
    for (const s of standings) {
      if (!unfinished.has(s.playId)) continue;
      const updated = await trx
        .updateTable('plays')
        .set({
          finished_at: at,
          time_ms: s.timeMs,
          rank: s.rank,
          score: s.score,
          correct_count: s.correct,
          updated_at: at,
        })
        .where('id', '=', s.playId)
        .where('finished_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) {
        finished.add(s.playId);
        await addToChannelScores(trx, { playerId: s.playerId, channelId, kind: ref.kind, points: s.score, at });
      }
    }
    // Removed players' seats close too, unranked and without points for the channel (their answers stay stored):
    // the round is settled, and a restart does not reopen it for them.
    await trx
      .updateTable('plays')
      .set({ finished_at: at, rank: null, updated_at: at })
      .where(ofRound(ref))
      .where('finished_at', 'is', null)
      .where('removed_at', 'is not', null)
      .execute();
    // A channel's gifts are won in its scheduled rounds; a hosted round has its podium.
    const notices = ref.kind === 'RAPID' ? await awardRoundGifts(trx, ref.gameId, at) : [];
    return { finished, notices };
  });
}

export interface LeaderboardEntry {
  rank: number;
  player_id: string;
  name: string;
  score: number;
  time_ms: number;
}

/** Finished plays of a game's board with what a board line shows. */
export function finishedPlays(db: Db, gameId: string, kind: PlayKind) {
  return db
    .selectFrom('plays')
    .innerJoin('players', 'players.id', 'plays.player_id')
    .select(['plays.player_id', 'plays.score', 'plays.time_ms', 'players.name', 'players.username'])
    .where('plays.game_id', '=', gameId)
    .where('plays.kind', '=', kind)
    .where('plays.finished_at', 'is not', null)
    // A player removed from the round is on no board.
    .where('plays.removed_at', 'is', null);
}

type BoardRow = Awaited<ReturnType<ReturnType<typeof finishedPlays>['executeTakeFirstOrThrow']>>;

export function toEntry(row: BoardRow, rank: number): LeaderboardEntry {
  const score = toPoints(row.score);
  return { rank, player_id: row.player_id, name: displayName(row), score, time_ms: row.time_ms ?? 0 };
}

/**
 * What others see of a player: their name, else their username, else (a guest from before guests were named, or one
 * who cleared their name) the friendly English name their id gives.
 */
export function displayName(player: { player_id: string; name: string | null; username: string | null }): string {
  return player.name ?? player.username ?? guestName(player.player_id, 'en');
}

export interface LiveAnswer {
  playId: string;
  questionId: string;
  answer: string;
  correct: boolean;
  /** Hundredths of a point. */
  points: number;
  elapsedMs: number;
  answeredAt: Date;
}

export const answerKey = (answer: Pick<LiveAnswer, 'playId' | 'questionId'>) => `${answer.playId}/${answer.questionId}`;

/**
 * Stores answers, each only if its player has not answered that question yet (the unique key (play, question)
 * in storage decides): the set returned names those stored now. A live round's answers are all it stores
 * while the round runs; its plays get their totals when it closes.
 */
export async function insertAnswers(db: Db, answers: readonly LiveAnswer[]): Promise<Set<string>> {
  const inserted = await db
    .insertInto('answers')
    .values(
      answers.map((a) => ({
        id: newId(),
        play_id: a.playId,
        question_id: a.questionId,
        answer: a.answer,
        correct: a.correct ? 1 : 0,
        points: a.points,
        elapsed_ms: a.elapsedMs,
        answered_at: a.answeredAt.toISOString(),
      })),
    )
    .onConflict((oc) => oc.columns(['play_id', 'question_id']).doNothing())
    .returning(['play_id', 'question_id'])
    .execute();
  return new Set(inserted.map((row) => answerKey({ playId: row.play_id, questionId: row.question_id })));
}

export interface RoundStanding {
  playId: string;
  playerId: string;
  name: string;
  simulated: boolean;
  /** Hundredths of a point, summed from the play's answers. */
  score: number;
  correct: number;
  /** When the player last scored, ms after the start (0 if they never did). */
  reachedMs: number;
}

/**
 * The round's contenders, from storage: every seat not removed (by its host, or for flooding), with the points its
 * answers earned. The one list a round is ranked from, wherever a rank is shown or stored: each reveal's top, the
 * end's podium and ranks (and so the gifts and the game's leaderboard), and the round's results page.
 */
export async function roundContenders(db: Db, round: RoundOf): Promise<RoundStanding[]> {
  const rows = await db
    .selectFrom('plays')
    .innerJoin('players', 'players.id', 'plays.player_id')
    .leftJoin('answers', 'answers.play_id', 'plays.id')
    .select((eb) => [
      'plays.id',
      'plays.player_id',
      eb.fn.coalesce(eb.fn.sum<number>('answers.points'), eb.lit(0)).as('score'),
      eb.fn.coalesce(eb.fn.sum<number>('answers.correct'), eb.lit(0)).as('correct'),
      'players.name',
      'players.username',
      'players.simulated',
      'plays.display_name',
      reachedMsOfAnswers.as('last_scored'),
    ])
    .where(ofRound(round))
    .where('plays.removed_at', 'is', null)
    .groupBy(['plays.id', 'plays.player_id', 'players.name', 'players.username', 'players.simulated', 'plays.display_name'])
    .execute();
  return rows.map((row) => ({
    playId: row.id,
    playerId: row.player_id,
    name: row.display_name ?? displayName(row),
    simulated: row.simulated === 1,
    // Postgres sums integers as bigint, which arrives as text.
    score: Number(row.score),
    correct: Number(row.correct),
    reachedMs: Number(row.last_scored ?? 0),
  }));
}
