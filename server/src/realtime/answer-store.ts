import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { answerKey, type LiveAnswer, storeAnswers } from '../domains/plays/repository.ts';

// Stores live answers in small batches: answers arriving within a few milliseconds share one transaction,
// and each is acknowledged only once that transaction has committed. The unique key (play, question) in
// storage, not memory, decides that an answer counts once.

interface Pending {
  answer: LiveAnswer;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

export class AnswerStore {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly rules = { maxBatch: 200, maxDelayMs: 3 },
  ) {}

  /** Resolves true once stored, false when this player already answered this question. */
  store(answer: LiveAnswer): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ answer, resolve, reject });
      if (this.queue.length >= this.rules.maxBatch) this.flushSoon(0);
      else this.flushSoon(this.rules.maxDelayMs);
    });
  }

  /** Waits until everything queued so far is stored. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.timer) {
      this.flushSoon(0);
      await this.flushing;
    }
    await this.flushing;
  }

  private flushSoon(delayMs: number) {
    if (this.timer && delayMs > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushing = this.flushing.then(() => this.flush());
    }, delayMs);
  }

  private async flush(): Promise<void> {
    const batch = this.queue.splice(0, this.rules.maxBatch);
    if (batch.length === 0) return;
    if (this.queue.length > 0) this.flushSoon(0);
    try {
      const stored = await this.write(batch.map((p) => p.answer));
      for (const pending of batch) pending.resolve(stored.has(answerKey(pending.answer)));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  private write(answers: LiveAnswer[]): Promise<Set<string>> {
    return this.db.transaction().execute((trx) => storeAnswers(trx, answers));
  }
}
