import {
  type AnswerAccess,
  answerAccess,
  type AnswerGame,
  dailyVerdicts,
  type PlayProgress,
} from '@plw/shared/rules/answer-access';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import type { GameRecord } from '../games/repository.ts';
import type { Play } from './repository.ts';

// The server's side of the answer rule (shared/rules/answer-access.ts): reads the game's hosted rounds not yet
// closed and the player's plays of it, and asks the rule. Every player response that carries answers or which
// answers were right goes through here: reports, look-backs, submissions, and a daily play's verdicts.

type Db = Kysely<Database>;

export interface AnswerAccessOf {
  access: AnswerAccess;
  /** The player's seat in the live round, and their daily play, as stored. */
  round: Play | undefined;
  daily: Play | undefined;
}

function progressOf(play: Play | undefined): PlayProgress {
  if (!play) return 'none';
  return play.finished_at ? 'finished' : 'started';
}

/** The game as the rule reads it: with its hosted rounds not yet closed (lobbies and started rounds). */
export async function answerGameOf(db: Db, game: GameRecord): Promise<AnswerGame> {
  const hostedRounds = await db
    .selectFrom('rounds')
    .select(['state', 'ends_at', 'created_at'])
    .where('game_id', '=', game.id)
    .where('state', '<>', 'ENDED')
    .execute();
  return { ...game, hostedRounds };
}

/** Whether this player may see this game's answers at `now`, with the plays the rule was asked about. */
export async function answerAccessOf(db: Db, game: GameRecord, playerId: string, now: Date): Promise<AnswerAccessOf> {
  const [plays, ruled] = await Promise.all([
    db.selectFrom('plays').selectAll().where('game_id', '=', game.id).where('player_id', '=', playerId).execute(),
    answerGameOf(db, game),
  ]);
  const round = plays.find((play) => play.kind === 'RAPID');
  const daily = plays.find((play) => play.kind === 'DAILY');
  const access = answerAccess(ruled, { round: progressOf(round), daily: progressOf(daily) }, now);
  return { access, round, daily };
}

/** As answerAccessOf, refusing with the rule's reason (409) when the answers are not this player's to see. */
export async function openAnswersOf(
  db: Db,
  game: GameRecord,
  playerId: string,
  now: Date,
): Promise<Omit<AnswerAccessOf, 'access'>> {
  const { access, round, daily } = await answerAccessOf(db, game, playerId, now);
  if (!access.open) throw conflict(access.message);
  return { round, daily };
}

/**
 * Refuses (409, the rule's message) a daily play's answer, check, reveal or submission while a live round of the
 * game runs: its verdict would tell a seated player the answers. Nothing of the daily play is lost.
 */
export async function assertDailyVerdicts(db: Db, game: GameRecord, now: Date): Promise<void> {
  const verdicts = dailyVerdicts(await answerGameOf(db, game), now);
  if (!verdicts.open) throw conflict(verdicts.message);
}
