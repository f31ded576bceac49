import type { FastifyInstance } from 'fastify';

// STUB: "type the answer"'s own endpoints as one plugin (play, studio, review), filled in by its folder's routes.

export default async function typedAnswerAllRoutes(_app: FastifyInstance) {}
