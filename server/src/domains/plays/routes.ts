import { api } from '@plw/protocol/api';
import type { PlayKind } from '@plw/shared/rules/rapid-round';
import { rankAmong } from '@plw/shared/rules/ranking';
import { roundPhase } from '@plw/shared/rules/round/schedule';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { HttpError } from '../../errors.ts';
import { checkedJson, JsonBody, route } from '../../http/route.ts';
import { cachedGame, type GameRecord, visibleGame } from '../games/repository.ts';
import { type Board, boardKey, boardSnapshot, finishedLineOf } from './board-snapshot.ts';
import { toEntry } from './repository.ts';

// Leaderboards of finished plays: the top of the board and the caller's own line.

export const LEADERBOARD_SIZE = 50;
export const RAPID_BOARD_CLOSED = 'The leaderboard opens when the round ends';

/**
 * A game's board of one kind; a live round's only once it is over (while it runs it streams over the socket).
 * The board (its top also as checked JSON) is shared by every caller for the cache's lifetime; the caller's own
 * line is found in it and ranked among its place keys.
 */
export async function leaderboardOf(app: FastifyInstance, game: GameRecord, kind: PlayKind, playerId?: string) {
  if (kind === 'RAPID' && roundPhase(game, dateOf(app.clock)) !== 'ended') {
    throw new HttpError(409, 'CONFLICT', RAPID_BOARD_CLOSED);
  }
  type CachedBoard = Board & { topJson: string };
  const board = await app.sharedCache.get<CachedBoard>(boardKey(game.id, kind), async (previous) => {
    const snapshot = await boardSnapshot(app.db, game.id, kind, LEADERBOARD_SIZE, previous, app.clock.now());
    return snapshot === previous ? previous : { ...snapshot, topJson: checkedJson(leaderboardSchema, snapshot.top) };
  });
  // The caller's line from the board, or, when it finished after the board was read, on its own.
  const line = playerId ? (board.lineOf(playerId) ?? (await finishedLineOf(app.db, game.id, kind, playerId))) : null;
  const me = line ? toEntry(line.row, rankAmong(board.keys, line.key)) : null;
  return { leaderboard: board.top, me, topJson: board.topJson };
}

const leaderboardSchema = api.leaderboard.response.shape.leaderboard;
const lineSchema = api.leaderboard.response.shape.me;

export default async function playRoutes(app: FastifyInstance) {
  route(app, api.leaderboard, async ({ query, auth }) => {
    // Read by everyone who finished the game, so the game itself comes from the shared cache too.
    const game = visibleGame(auth, await cachedGame(app, query.game_id));
    const { topJson, me } = await leaderboardOf(app, game, query.type, auth.playerId);
    return JsonBody.fromParts(['{"leaderboard":', topJson, ',"me":', checkedJson(lineSchema, me), '}']);
  });
}
