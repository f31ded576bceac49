import { api } from '@plw/protocol/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { findVisibleGame, selectGameSummaries, toGameSummary } from './repository.ts';

// Game details for everyone who may see them (a type's questions with answers are its own: question-types/<type>/).

export default async function gameRoutes(app: FastifyInstance) {
  route(app, api.gameDetails, async ({ params, auth }) => {
    const game = await findVisibleGame(app.db, auth, params.id);

    let variants = selectGameSummaries(app.db).where('games.group_id', '=', game.group_id);
    if (auth.role === 'PLAYER') variants = variants.where('games.status', '=', 'RELEASED');
    const rows = await variants.orderBy('games.id').execute();
    return { games: rows.map(toGameSummary) };
  });
}
