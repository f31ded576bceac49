import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

// Serves the built client and answers every other page address with index.html, so the client's router
// decides; unknown /api paths get the API's JSON 404 instead. Files are looked up on disk at each request (not
// listed once at start), so a client rebuilt while the server runs is served at once, each file with its type: a
// tab left open on the old build finds the new hashed chunks. A missing file is a 404, never the page: index.html
// in place of a script is what a module import cannot run.

/** A build file's address: anything under /assets/ or ending in a file extension. Pages have neither. */
const BUILD_FILE = /^\/assets\/|\.[a-z0-9]+$/i;

async function webAppPlugin(app: FastifyInstance, { clientDist }: { clientDist: string | undefined }) {
  const hasClient = clientDist !== undefined && existsSync(path.join(clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: true,
      index: false,
      // The cache policy is setHeaders' alone (send's own max-age=0 would replace it).
      cacheControl: false,
      dotfiles: 'ignore',
      // A folder's address (the root '/' included) is no file: the not-found handler below answers it.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, filePath) {
        // Hashed assets never change; the page and the service worker must always be checked for a new version.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !BUILD_FILE.test(request.url.split('?')[0] ?? '');
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
