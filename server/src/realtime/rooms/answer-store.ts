import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { answerKey, insertAnswers, type LiveAnswer } from '../../domains/plays/repository.ts';
import { removedPlays } from './repository.ts';
import { removedFromRound } from './round-removals.ts';

// Stores live answers in batches: the answers read in one turn of the event loop share the next turn's
// transactions (200 answers each), and each is acknowledged only once its transaction has committed.
// The unique key (play, question) in storage, not memory, decides that an answer counts once, and the seat in
// storage whether its player was removed from the round (on any process): their answers are refused.

interface Pending {
  answer: LiveAnswer;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

export class AnswerStore {
  private queue: Pending[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rules = { maxBatch: 200 },
  ) {}

  /** Resolves true once stored, false when this player already answered this question; refuses a removed one. */
  store(answer: LiveAnswer): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ answer, resolve, reject });
      void this.write();
    });
  }

  /** Waits until everything queued so far is stored. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.writing) await this.write();
  }

  /**
   * Writes the queue once this turn of the event loop has read what arrived: every answer read in one turn
   * shares the next turn's transactions. Answers queued while writing go in the turn after.
   */
  private write(): Promise<void> {
    this.writing ??= nextTurn()
      .then(() => this.writeQueued(this.queue.splice(0)))
      .finally(() => {
        this.writing = undefined;
        if (this.queue.length > 0) void this.write();
      });
    return this.writing;
  }

  private async writeQueued(queued: Pending[]) {
    for (let start = 0; start < queued.length; start += this.rules.maxBatch) {
      await this.writeBatch(queued.slice(start, start + this.rules.maxBatch));
    }
  }

  private async writeBatch(batch: Pending[]) {
    try {
      const { stored, removed } = await this.db.transaction().execute(async (trx) => {
        const removed = await removedPlays(trx, batch.map((p) => p.answer.playId));
        const answers = batch.map((p) => p.answer).filter((a) => !removed.has(a.playId));
        return { stored: answers.length > 0 ? await insertAnswers(trx, answers) : new Set<string>(), removed };
      });
      for (const pending of batch) {
        if (removed.has(pending.answer.playId)) pending.reject(removedFromRound());
        else pending.resolve(stored.has(answerKey(pending.answer)));
      }
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}
