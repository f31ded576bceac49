import type { FastifyInstance } from 'fastify';
import { findGame } from '../domains/games/repository.ts';
import { layoutOf, questionsOf } from '../question-types/krisskross/grid.ts';

// The demo's kriss-kross grids, laid out in the background just after start, one game at a time, so every card
// shows its puzzle's shape (covers draw the stored grid) without waiting for a first player to open each puzzle.
// A grid is laid out exactly as a first player's visit would lay it out (layoutOf), so nothing differs. Only with the
// demo's extras on (the `npm start` demo): tests lay out the games they play.

export function layoutDemoGrids(app: FastifyInstance): { done: Promise<void>; stop(): void } {
  let stopped = false;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  const run = async () => {
    const pending = await app.db
      .selectFrom('games')
      .select('id')
      .where('type', '=', 'Kriss_kross_puzzle')
      .where('layout', 'is', null)
      .orderBy('publishing_time')
      .execute();
    for (const { id } of pending) {
      if (stopped) return;
      const game = await findGame(app.db, id);
      if (game) await layoutOf(app.db, game, await questionsOf(app.db, id));
      await pause(); // leave the event loop to players between grids
    }
  };
  const done = run().catch((error: unknown) => app.log.warn({ err: error }, 'laying out the demo grids stopped'));
  return {
    done,
    stop: () => {
      stopped = true;
    },
  };
}
