import { api } from '@plw/protocol/api';
import { fillTodaySlots, TODAY_TYPES } from '@plw/protocol/question-types/registry';
import type { GameWithState } from '@plw/protocol/rest/today';
import type { Language } from '@plw/shared/constants';
import type { GameSummary } from '@plw/shared/schemas/game';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { newestUnfinishedDaily, playStates, todaysGame } from './repository.ts';
import { dateOf } from '../../clock.ts';

// Today's game of each type in a language (the protocol registry's TODAY_TYPES, in its order), and
// the next game to play after one (the way on at the end of every game). Both are the caller's own (their state
// on each game), so neither is cached across players.

export default async function todayRoutes(app: FastifyInstance) {
  const now = () => dateOf(app.clock);

  async function withStates(playerId: string | undefined, games: (GameSummary | undefined)[]) {
    const states = await playStates(
      app.db,
      playerId,
      games.flatMap((game) => (game ? [game.game_id] : [])),
    );
    return games.map((game): GameWithState | null => {
      const state = game && states.get(game.game_id);
      return game && state ? { game, state } : null;
    });
  }

  async function todaysGames(language: Language, at: Date) {
    return Promise.all(TODAY_TYPES.map((type) => todaysGame(app.db, type, language, at)));
  }

  route(app, api.today, async ({ query, auth }) => {
    const games = await withStates(auth.playerId, await todaysGames(query.language, now()));
    return { language: query.language, ...fillTodaySlots((type) => games[TODAY_TYPES.indexOf(type)] ?? null) };
  });

  route(app, api.nextGame, async ({ query, auth }) => {
    const at = now();
    const playerId = auth.playerId;
    // Today's games in the language, in TODAY_TYPES' order: the first the player has not finished.
    if (query.language) {
      const today = await withStates(playerId, await todaysGames(query.language, at));
      const open = today.find((entry) => entry && entry.game.game_id !== query.after && entry.state.status !== 'FINISHED');
      if (open) return { next: open };
    }
    // Else the newest daily game they have not finished, in the language first, then in any.
    const options = { exceptId: query.after, now: at };
    const inLanguage = query.language
      ? await newestUnfinishedDaily(app.db, playerId, { ...options, language: query.language })
      : undefined;
    const newest = inLanguage ?? (await newestUnfinishedDaily(app.db, playerId, options));
    const [next] = await withStates(playerId, [newest]);
    return { next: next ?? null };
  });
}
