import type { FastifyInstance } from 'fastify';
import { pushNotifications } from '../notifications/notify.ts';
import { awardRoundGifts } from './gift-awards.ts';
import { endedUnclosedRounds } from './reservations.ts';

// Rounds nobody joined never open a room, so nothing closes them: their reservations are settled here (the same
// awardRoundGifts a room's close runs, which returns what no winner took) once the round is a while over.

export const SETTLE_EVERY_MS = 30_000;
/** Time for a room that is closing to store its ranks first. */
export const SETTLE_GRACE_MS = 60_000;

/** Settles the rounds over by `graceMs` at `now` (ms) that no room closed; returns their games. */
export async function settleEndedRounds(app: FastifyInstance, now: number, graceMs = SETTLE_GRACE_MS) {
  const games = await endedUnclosedRounds(app.db, now, graceMs);
  for (const gameId of games) {
    const at = new Date(now).toISOString();
    const notices = await app.db.transaction().execute((trx) => awardRoundGifts(trx, gameId, at));
    pushNotifications(app.rounds.notifications, notices);
  }
  return games;
}

export function startSettling(app: FastifyInstance) {
  let running = false;
  const timer = app.clock.setInterval(() => {
    if (running) return;
    running = true;
    settleEndedRounds(app, app.clock.now())
      .catch((error: unknown) => app.log.error({ err: error }, 'settling ended rounds failed'))
      .finally(() => {
        running = false;
      });
  }, SETTLE_EVERY_MS);
  timer.unref();
  return () => app.clock.clear(timer);
}
