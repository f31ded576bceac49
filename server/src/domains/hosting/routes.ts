import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { hostMoveRoutes } from './host-moves.ts';
import { hostGameRoute, hostRoundRoutes, roundSettingRoutes } from './host-routes.ts';
import { playerRoutes } from './player-routes.ts';
import { hostingContext } from './route-context.ts';

// Hosted rounds over REST: a creator hosts a verified game now, players find it by its code and take a seat, and the
// host starts it, moves on early, ends it early or removes a player. Registered in one fixed order, so the API
// document lists them as it always has.

export default async function hostingRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  const hosting = hostingContext(app, config);
  hostGameRoute(hosting);
  playerRoutes(hosting);
  hostRoundRoutes(hosting);
  hostMoveRoutes(hosting);
  roundSettingRoutes(hosting);
}
