import type { FastifyInstance } from 'fastify';
import mcqReviewRoutes from './review-routes.ts';
import mcqRoutes from './routes.ts';
import mcqStudioRoutes from './studio-routes.ts';

// A quiz's own endpoints as one plugin: its play (live and daily), its questions in the studio, and its review
// views. The app registers it through question-types/route-registry.ts.

export default async function mcqAllRoutes(app: FastifyInstance) {
  await app.register(mcqRoutes);
  await app.register(mcqStudioRoutes);
  await app.register(mcqReviewRoutes);
}
