import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaStore, type MediaStore } from './media-store.ts';
import mediaRoutes from './routes.ts';

// The media store as `app.media` for every domain that takes uploads, and the route that serves the files.

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaStore;
  }
}

async function mediaPlugin(app: FastifyInstance, { dataDir }: { dataDir: string }) {
  app.decorate('media', createMediaStore(app.db, dataDir));
  await app.register(mediaRoutes);
}

export default fp(mediaPlugin, { name: 'media', dependencies: ['database', 'access'] });
