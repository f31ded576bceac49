import type { GameType } from '@plw/shared/constants';
import type { FastifyInstance } from 'fastify';
import krissKrossAllRoutes from './krisskross/all-routes.ts';
import mcqAllRoutes from './mcq/all-routes.ts';
import typedAnswerAllRoutes from './typed-answer/all-routes.ts';

// Every question type's own endpoints, by type, for the app to register: adding a type is one line here. Kept
// apart from registry.ts because a type's routes use the studio and review, which themselves ask the registry.

export const QUESTION_TYPE_ROUTES: { [T in GameType]: (app: FastifyInstance) => Promise<void> } = {
  Mcq: mcqAllRoutes,
  Kriss_kross_puzzle: krissKrossAllRoutes,
  Typed_answer: typedAnswerAllRoutes,
};
