import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DemoRoundOptions } from '../config.ts';
import { createMediaStore } from '../media/media-store.ts';
import { layoutDemoGrids } from './demo-grids.ts';
import { startDemoRounds } from './demo-rounds.ts';
import { seedDemoContent } from './seed.ts';
import { dateOf } from '../clock.ts';

// The demo on top of the product: its content written into an empty database as soon as the database is open
// (before any other plugin reads it), and its live rounds and kriss-kross grids once the whole app is ready.

export interface DemoOptions {
  /** Write the demo content when the database is empty (SEED_DEMO). */
  seed: boolean;
  /** The recurring live rounds with simulated players; false: none. */
  rounds: DemoRoundOptions | false;
  /** Where the channels' pictures are stored, as uploads are. */
  dataDir: string;
}

async function demoPlugin(app: FastifyInstance, options: DemoOptions) {
  if (options.seed) {
    const media = createMediaStore(app.db, options.dataDir);
    const now = dateOf(app.clock);
    await seedDemoContent(app.db, { media, now, warn: (message) => app.log.warn(message) });
  }
  const { rounds } = options;
  if (!rounds) return;
  const running: { stop(): void }[] = [];
  // The rounds need the realtime server, registered after this plugin; it is there once the app is ready.
  app.addHook('onReady', async () => {
    running.push(startDemoRounds(app, rounds), layoutDemoGrids(app));
  });
  app.addHook('preClose', async () => {
    for (const extra of running) extra.stop();
  });
}

export default fp(demoPlugin, { name: 'demo', dependencies: ['database'] });
