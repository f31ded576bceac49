import type { FastifyInstance } from 'fastify';
import typedAnswerReviewRoutes from './review-routes.ts';
import typedAnswerRoutes from './routes.ts';
import typedAnswerStudioRoutes from './studio-routes.ts';

// "Type the answer"'s own endpoints as one plugin: its daily play, its questions in the studio, and its review
// views. The app registers it through question-types/route-registry.ts.

export default async function typedAnswerAllRoutes(app: FastifyInstance) {
  await app.register(typedAnswerRoutes);
  await app.register(typedAnswerStudioRoutes);
  await app.register(typedAnswerReviewRoutes);
}
