import type { GameType, Language } from '@plw/shared/constants';
import { isSolved } from '@plw/shared/rules/daily-stats';
import { revealedOf } from '@plw/shared/rules/play-reveals';
import { toPoints } from '@plw/shared/rules/scoring';
import type { PlayStateView } from '@plw/protocol/rest/today';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dailyOpenAt } from '../games/daily-open.ts';
import { selectGameSummaries, toGameSummary } from '../games/repository.ts';
import { QUESTION_TABLES, questionTypeOf } from '../../question-types/registry.ts';

// Which game is "today's" (issue 17, the daily habit), decided here and nowhere else: of the released public
// DAILY games of a type in a language, the one whose publishing_time is the latest that has come. A puzzle
// released for tomorrow is not today's until tomorrow (and no list shows it before: dailyOpenAt). With one
// puzzle published per day, today's changes at each day's publishing time; a day with none keeps the last one.

type Db = Kysely<Database>;

const released = (db: Db, now: Date) =>
  selectGameSummaries(db)
    .where('games.status', '=', 'RELEASED')
    .where('games.visibility', '=', 'PUBLIC')
    .where('games.mode', '=', 'DAILY')
    .where((eb) => dailyOpenAt(eb, now))
    .where('games.publishing_time', 'is not', null);

/** Today's game of a type in a language at `now`, or undefined when none has been published yet. */
export async function todaysGame(db: Db, type: GameType, language: Language, now: Date) {
  const row = await released(db, now)
    .where('games.type', '=', type)
    .where('games.language', '=', language)
    .orderBy('games.publishing_time', 'desc')
    .orderBy('games.id', 'desc')
    .executeTakeFirst();
  return row ? toGameSummary(row) : undefined;
}

/**
 * The newest daily game open at `now` that the player has not finished, other than `exceptId`, in the language
 * when one is given.
 */
export async function newestUnfinishedDaily(
  db: Db,
  playerId: string | undefined,
  options: { language?: Language | undefined; exceptId?: string | undefined; now: Date },
) {
  let query = released(db, options.now);
  if (options.language) query = query.where('games.language', '=', options.language);
  if (options.exceptId) query = query.where('games.id', '!=', options.exceptId);
  if (playerId) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('plays')
            .select('plays.id')
            .whereRef('plays.game_id', '=', 'games.id')
            .where('plays.player_id', '=', playerId)
            .where('plays.kind', '=', 'DAILY')
            .where('plays.finished_at', 'is not', null),
        ),
      ),
    );
  }
  const row = await query.orderBy('games.publishing_time', 'desc').orderBy('games.id', 'desc').executeTakeFirst();
  return row ? toGameSummary(row) : undefined;
}

const NOT_FINISHED = { time_ms: null, score: null, right: null, questions: null, solved: null } as const;
const NEW: PlayStateView = { status: 'NEW', ...NOT_FINISHED };

/**
 * The player's state on each of these games (their DAILY play: none, open or finished), in one query. A caller
 * who is not a player has played none.
 */
export async function playStates(
  db: Db,
  playerId: string | undefined,
  gameIds: readonly string[],
): Promise<Map<string, PlayStateView>> {
  const states = new Map<string, PlayStateView>(gameIds.map((id) => [id, NEW]));
  if (!playerId || gameIds.length === 0) return states;
  const plays = await db
    .selectFrom('plays')
    .innerJoin('games', 'games.id', 'plays.game_id')
    .select(['plays.game_id', 'plays.finished_at', 'plays.time_ms', 'plays.score', 'plays.correct_count', 'plays.revealed'])
    .select('games.type')
    // Each type's questions counted from its own table; a play reads its game's type's count below.
    .select((eb) =>
      QUESTION_TABLES.map((table) =>
        eb
          .selectFrom(table)
          .select((q) => q.fn.countAll<number | string>().as('n'))
          .whereRef(`${table}.game_id`, '=', 'plays.game_id')
          .as(table),
      ),
    )
    .where('plays.player_id', '=', playerId)
    .where('plays.kind', '=', 'DAILY')
    .where('plays.game_id', 'in', [...new Set(gameIds)])
    .execute();
  for (const play of plays) {
    if (!play.finished_at) {
      states.set(play.game_id, { status: 'IN_PROGRESS', ...NOT_FINISHED });
      continue;
    }
    const result = {
      right: play.correct_count,
      questions: Number(play[questionTypeOf(play.type).table]),
      revealed: revealedOf(play.revealed).length,
    };
    states.set(play.game_id, {
      status: 'FINISHED',
      time_ms: play.time_ms,
      score: Math.round(toPoints(play.score)),
      right: result.right,
      questions: result.questions,
      solved: isSolved({ ...result, finishedAt: play.finished_at, timeMs: play.time_ms }),
    });
  }
  return states;
}
