import { api } from '@plw/protocol/api';
import type { PlayKind } from '@plw/shared/rules/rapid-round';
import { roundPhase } from '@plw/shared/rules/rapid-round';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { findVisibleGame, type GameRecord } from '../games/repository.ts';
import { entryOf, findPlay, topPlays } from './repository.ts';

// Leaderboards of finished plays: the top of the board and the caller's own line.

export const LEADERBOARD_SIZE = 50;
export const RAPID_BOARD_CLOSED = 'The leaderboard opens when the round ends';

/** A game's board of one kind; a live round's only once it is over (while it runs it streams over the socket). */
export async function leaderboardOf(db: Kysely<Database>, game: GameRecord, kind: PlayKind, playerId?: string) {
  if (kind === 'RAPID' && roundPhase(game, new Date()) !== 'over') {
    throw new HttpError(409, 'CONFLICT', RAPID_BOARD_CLOSED);
  }
  const leaderboard = await topPlays(db, game.id, kind, LEADERBOARD_SIZE);
  let me = playerId ? (leaderboard.find((entry) => entry.player_id === playerId) ?? null) : null;
  if (playerId && !me) {
    const play = await findPlay(db, game.id, playerId, kind);
    me = play ? await entryOf(db, play) : null;
  }
  return { leaderboard, me };
}

export default async function playRoutes(app: FastifyInstance) {
  route(app, api.leaderboard, async ({ query, auth }) => {
    const game = await findVisibleGame(app.db, auth, query.game_id);
    return leaderboardOf(app.db, game, query.type, auth.playerId);
  });
}
