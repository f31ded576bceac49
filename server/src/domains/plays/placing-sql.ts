import { PLACING_ORDER, type Placing, type PlacingKey } from '@plw/shared/rules/ranking';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The ranking rule (shared/rules/ranking) in SQL over stored plays, derived from its PLACING_ORDER: each key is
// a column of `plays`, compared in the rule's order and direction. A finished play's time_ms is when it reached
// its points, and it is never null on a board: finishPlay and finishRound set it on every play they rank (only a
// removed player's play finishes without it, and no board holds those), so a column compares as the placing does.
// The plays_ranking index (migration 0013) holds this order.

/** Where each key of a placing is stored. */
const COLUMN_OF = {
  score: 'plays.score',
  reachedMs: 'plays.time_ms',
  playerId: 'plays.player_id',
} as const satisfies Record<PlacingKey, `plays.${keyof Database['plays']}`>;

/** The placing a finished play's row stands for. */
export function placingOfRow(row: { player_id: string; score: number; time_ms: number | null }): Placing {
  return { playerId: row.player_id, score: row.score, reachedMs: row.time_ms ?? 0 };
}

/** Orders a query of plays best first, by the ranking rule. */
export function orderByPlacing<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return PLACING_ORDER.reduce(
    (ordered, { key, direction }) => ordered.orderBy(sql.ref(COLUMN_OF[key]), direction),
    query,
  );
}

/**
 * Plays that rank above `placing`: better on one key of the rule and equal on every key before it. Counted, they
 * give its rank (1 + those above), as rankAmong does over a board in memory.
 */
export function ranksAbove(placing: Placing) {
  return (eb: ExpressionBuilder<Database, 'plays'>) =>
    eb.or(
      PLACING_ORDER.map(({ key, direction }, i) =>
        eb.and([
          ...PLACING_ORDER.slice(0, i).map((before) => eb(sql.ref(COLUMN_OF[before.key]), '=', placing[before.key])),
          eb(sql.ref(COLUMN_OF[key]), direction === 'desc' ? '>' : '<', placing[key]),
        ]),
      ),
    );
}

/**
 * A live round's reach time (placingOf in shared/rules/ranking) over a play's answers joined as `answers`: its
 * latest answer that scored; null when none did, which is 0. The ranking property test holds the two alike.
 */
export const reachedMsOfAnswers = sql<number | null>`max(case when ${sql.ref('answers.points')} > 0
  then ${sql.ref('answers.elapsed_ms')} end)`;
