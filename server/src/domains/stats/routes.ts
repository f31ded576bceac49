import { api } from '@plw/protocol/api';
import { timeZoneTooSoonMessage } from '@plw/protocol/rest/stats';
import { dailyStats } from '@plw/shared/rules/daily-stats';
import type { FastifyInstance } from 'fastify';
import { playerIdOf } from '../../http/access.ts';
import { route } from '../../http/route.ts';
import { finishedDailyPlays, setTimeZone, timeZoneOf } from './repository.ts';
import { dateOf } from '../../clock.ts';
import { HttpError } from '../../errors.ts';

// A player's daily streak and statistics, worked out from their plays on every request (so a second device or a
// reinstall sees the same), and the time zone their days are counted in, as their device reports it.

export default async function statsRoutes(app: FastifyInstance) {
  const now = () => dateOf(app.clock);

  route(app, api.playerStats, async ({ auth }) => {
    const playerId = playerIdOf(auth);
    const [plays, timeZone] = await Promise.all([finishedDailyPlays(app.db, playerId), timeZoneOf(app.db, playerId)]);
    return { ...dailyStats(plays, timeZone.zone, now()), time_zone: timeZone.zone };
  });

  route(app, api.setTimeZone, async ({ auth, body }) => {
    const change = await setTimeZone(app.db, playerIdOf(auth), body.time_zone, now());
    if (!change.allowed) {
      const hours = Math.max(1, Math.ceil((change.nextAt - now().getTime()) / 3_600_000));
      throw new HttpError(409, 'CONFLICT', timeZoneTooSoonMessage(hours), { time_zone: timeZoneTooSoonMessage(hours) });
    }
    return { time_zone: body.time_zone };
  });
}
