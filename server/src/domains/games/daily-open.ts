import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Whether a game's publishing time has come at `now` (or it has none): a DAILY game is listed and playable from
 * then on, so a puzzle released for a coming day stays hidden until its day. Today's puzzle (today/repository.ts)
 * is chosen among these.
 */
export function dailyOpenAt(eb: ExpressionBuilder<Database, 'games'>, now: Date) {
  return eb.or([eb('games.publishing_time', 'is', null), eb('games.publishing_time', '<=', now.toISOString())]);
}
