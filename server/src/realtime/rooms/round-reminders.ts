import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notifyRoundStarting } from '../../domains/notifications/game-notices.ts';
import { socketPush } from '../transport/notification-push.ts';
import { roundsStartingWithin } from './repository.ts';
import type { RoundLease } from '../multi-process/round-lease.ts';
import type { RoundServer } from '../transport/round-sockets.ts';
import type { Clock } from '../../clock.ts';

// Reminds subscribers of a channel that one of its live rounds starts within REMINDER_LEAD_MS (or at once, for
// a round scheduled closer than that). One process sends them (the holder of the reminders lease); the
// notification's once key makes a second send, after a restart or a lease change, a no-op.

export const REMINDER_LEAD_MS = 5 * 60_000;

export interface ReminderDeps {
  db: Kysely<Database>;
  io: RoundServer;
  lease: RoundLease;
  clock: Clock;
  everyMs: number;
  onError: (error: unknown) => void;
}

export function startRoundReminders({ db, io, lease, clock, everyMs, onError }: ReminderDeps) {
  /** Rounds this process has reminded about, so it does not ask storage again every tick. */
  const sent = new Set<string>();
  let running = false;

  async function tick() {
    if (running) return;
    running = true;
    try {
      if (!(await lease.claim())) return;
      const at = clock.now();
      const due = await roundsStartingWithin(db, at, REMINDER_LEAD_MS);
      for (const id of due) {
        if (sent.has(id)) continue;
        await notifyRoundStarting(db, id, new Date(at), socketPush(io));
        sent.add(id);
      }
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  }

  const timer = clock.setInterval(() => void tick(), everyMs);
  void tick();
  return {
    tick,
    async stop() {
      clock.clear(timer);
      await lease.release().catch(() => undefined);
    },
  };
}
