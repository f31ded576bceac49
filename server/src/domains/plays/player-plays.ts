import { type PlayKind, playKindAt } from '@plw/shared/rules/rapid-round';
import type { RoundTiming } from '@plw/shared/rules/round/schedule';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlayKind as StoredPlayKind } from '../../db/tables/plays.ts';
import { placingOfRow, ranksAbove } from './placing-sql.ts';
import { answerKey, insertAnswers, type LiveAnswer, type Play } from './repository.ts';

// What a question type's play routes read and write of one player's play: which play they may have now, its saved
// progress, its answers, and its rank once finished.

type Db = Kysely<Database>;

/**
 * The play this player may have of the game now: as playKindAt, except that a RAPID_THEN_DAILY game's daily
 * play is for players who missed its live round. One who was seated in the round has had their scored play
 * (null, as for a round that is over).
 */
export async function playerKindAt(
  db: Db,
  game: RoundTiming & { id: string; mode: string },
  playerId: string,
  now: Date,
): Promise<PlayKind | null> {
  const kind = playKindAt(game, now);
  if (kind !== 'DAILY' || game.mode !== 'RAPID_THEN_DAILY') return kind;
  return (await findPlay(db, game.id, playerId, 'RAPID')) ? null : 'DAILY';
}

export function findPlay(db: Db, gameId: string, playerId: string, kind: StoredPlayKind): Promise<Play | undefined> {
  return db
    .selectFrom('plays')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Saves progress of a play still open; false when it was finished meanwhile. */
export async function saveProgress(db: Db, playId: string, progress: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('plays')
    .set({ progress, updated_at: now.toISOString() })
    .where('id', '=', playId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** 1 + the finished plays that rank above this one, by the ranking rule (shared/rules/ranking) in SQL. */
export async function rankOf(db: Db, play: Pick<Play, 'game_id' | 'kind' | 'score' | 'time_ms' | 'player_id'>) {
  const row = await db
    .selectFrom('plays')
    .select((eb) => eb.fn.countAll<string | number>().as('ahead'))
    .where('game_id', '=', play.game_id)
    .where('kind', '=', play.kind)
    .where('finished_at', 'is not', null)
    .where('removed_at', 'is', null)
    .where(ranksAbove(placingOfRow(play)))
    .executeTakeFirstOrThrow();
  return Number(row.ahead) + 1;
}

/** Stores answers and adds the points of those stored to their plays at once; run it inside a transaction. */
export async function storeAnswers(db: Db, answers: readonly LiveAnswer[]): Promise<Set<string>> {
  const stored = await insertAnswers(db, answers);
  for (const a of answers) {
    if (!stored.has(answerKey(a))) continue;
    await db
      .updateTable('plays')
      .set({
        score: sql`score + ${a.points}`,
        correct_count: sql`correct_count + ${a.correct ? 1 : 0}`,
        updated_at: a.answeredAt.toISOString(),
      })
      .where('id', '=', a.playId)
      .execute();
  }
  return stored;
}

/** A play's stored answers, in the order they were taken. */
export function answersOfPlay(db: Db, playId: string) {
  return db.selectFrom('answers').selectAll().where('play_id', '=', playId).orderBy('id').execute();
}
