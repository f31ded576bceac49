import { withRevealed } from '@plw/shared/question-types/krisskross/reveal';
import { revealedOf } from '@plw/shared/rules/play-reveals';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Records a revealed word on an open play, before its letters are sent: a reveal that was not recorded must not
 * reach the player. Compare-and-set on the stored list, so two reveals at once both stay. Null when the play was
 * finished meanwhile.
 */
export async function recordReveal(db: Db, playId: string, questionId: string, now: Date): Promise<string[] | null> {
  for (;;) {
    const play = await db
      .selectFrom('plays')
      .select(['revealed', 'finished_at'])
      .where('id', '=', playId)
      .executeTakeFirst();
    if (!play || play.finished_at) return null;
    const before = revealedOf(play.revealed);
    const after = withRevealed(before, questionId);
    if (after.length === before.length) return before;
    const updated = await db
      .updateTable('plays')
      .set({ revealed: JSON.stringify(after), updated_at: now.toISOString() })
      .where('id', '=', playId)
      .where('finished_at', 'is', null)
      .where((eb) => (play.revealed === null ? eb('revealed', 'is', null) : eb('revealed', '=', play.revealed)))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return after;
  }
}
