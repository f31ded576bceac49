import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

// Serves the built client and answers every other page address with index.html, so the client's router
// decides; unknown /api paths get the API's JSON 404 instead.

async function webAppPlugin(app: FastifyInstance, { clientDist }: { clientDist: string | undefined }) {
  const hasClient = clientDist !== undefined && existsSync(path.join(clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; the page and the service worker must always be checked for a new version.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api') || !hasClient || !isPage) {
      return sendError(
        reply,
        404,
        'NOT_FOUND',
        request.url.startsWith('/api') ? ERROR_MESSAGES.routeNotFound : ERROR_MESSAGES.notFound,
      );
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['errors'] });
