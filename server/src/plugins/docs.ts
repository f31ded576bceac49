import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './access.ts';

// The OpenAPI document, generated from the protocol's zod schemas; browsable at /api/docs, raw at /api/docs/json.

async function docsPlugin(app: FastifyInstance, { version }: { version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Play, Learn and Win API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['access'] });
