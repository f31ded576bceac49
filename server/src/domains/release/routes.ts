import { api } from '@plw/protocol/api';
import { isLiveMode, releaseTimeProblems, REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import type { FastifyInstance } from 'fastify';
import { dateOf } from '../../clock.ts';
import { badRequest, conflict } from '../../errors.ts';
import { route } from '../../http/route.ts';
import { type GameRecord, gameSummaryOf } from '../games/repository.ts';
import { reserveGameGifts } from '../gifts/reservations.ts';
import { notifyNewGame } from '../notifications/game-notices.ts';
import { ownedGame } from '../studio/repository.ts';
import { canRelease } from '../studio/status-policy.ts';
import { markReleased } from './repository.ts';

// Releasing verified games: mode, publishing time and round length are set, a paid game's gifts are reserved from
// the channel's balance, all in one transaction (all the listed games or none); then subscribers are told. A
// released RAPID game is a live round from then on: the round rooms, reminders and lists find it by its status,
// mode, publishing_time and game_duration.

export default async function releaseRoutes(app: FastifyInstance) {
  const db = app.db;

  route(app, api.releaseGames, async ({ auth, body }) => {
    const now = app.clock.now();
    const problems = releaseTimeProblems(body, now);
    const first = Object.values(problems)[0];
    if (first) throw badRequest(first, problems);
    const ids = [...new Set(body.game_ids)];
    const games: GameRecord[] = [];
    for (const id of ids) games.push(await ownedGame(db, auth, id));
    if (games.some((g) => !canRelease(g.status))) throw conflict(REVIEW_MESSAGES.notVerified);
    if (!isLiveMode(body.mode) && games.some((g) => g.paid === 1)) throw conflict(REVIEW_MESSAGES.paidNeedsRound);

    const at = new Date(now).toISOString();
    await db.transaction().execute(async (trx) => {
      for (const game of games) {
        const release = {
          mode: body.mode,
          // Stored in the one ISO form every list compares as text.
          publishing_time: new Date(body.publishing_time).toISOString(),
          game_duration: body.game_duration,
        };
        // Another release of the same game got there first.
        if (!(await markReleased(trx, game.id, release, at))) throw conflict(REVIEW_MESSAGES.notVerified);
        if (game.paid === 1) await reserveGameGifts(trx, game, at);
      }
    });
    for (const game of games) await notifyNewGame(db, game.id, dateOf(app.clock), app.rounds.notifications);
    return { games: await Promise.all(games.map((g) => gameSummaryOf(db, g.id))) };
  });
}
