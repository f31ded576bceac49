import { type AnswerAccess, answerAccess, type PlayProgress } from '@plw/shared/rules/answer-access';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import type { GameRecord } from '../games/repository.ts';
import type { Play } from './repository.ts';

// The server's side of the answer rule (shared/rules/answer-access.ts): reads the player's plays of a game and
// asks the rule. Every player response that carries answers or which answers were right goes through here.

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

/** Whether this player may see this game's answers at `now`, with the plays the rule was asked about. */
export async function answerAccessOf(
  db: Kysely<Database>,
  game: GameRecord,
  playerId: string,
  now: Date,
): Promise<AnswerAccessOf> {
  const plays = await db
    .selectFrom('plays')
    .selectAll()
    .where('game_id', '=', game.id)
    .where('player_id', '=', playerId)
    .execute();
  const round = plays.find((play) => play.kind === 'RAPID');
  const daily = plays.find((play) => play.kind === 'DAILY');
  const access = answerAccess(game, { round: progressOf(round), daily: progressOf(daily) }, now);
  return { access, round, daily };
}

/** As answerAccessOf, refusing with the rule's reason (409) when the answers are not this player's to see. */
export async function openAnswersOf(
  db: Kysely<Database>,
  game: GameRecord,
  playerId: string,
  now: Date,
): Promise<Omit<AnswerAccessOf, 'access'>> {
  const { access, round, daily } = await answerAccessOf(db, game, playerId, now);
  if (!access.open) throw conflict(access.message);
  return { round, daily };
}
