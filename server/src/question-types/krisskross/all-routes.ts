import type { FastifyInstance } from 'fastify';
import krissKrossReviewRoutes from './review-routes.ts';
import krissKrossRoutes from './routes.ts';
import krissKrossStudioRoutes from './studio-routes.ts';

// A kriss-kross game's own endpoints as one plugin: its play (live and daily), its questions in the studio,
// and its review views. The app registers it through question-types/route-registry.ts.

export default async function krissKrossAllRoutes(app: FastifyInstance) {
  await app.register(krissKrossRoutes);
  await app.register(krissKrossStudioRoutes);
  await app.register(krissKrossReviewRoutes);
}
