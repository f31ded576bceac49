import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './access.ts';

// The OpenAPI document, generated from the protocol's zod schemas; browsable at /api/docs, raw at /api/docs/json.

type Transform = typeof jsonSchemaTransform;

/** The zod transform, plus a multipart route's form as its request body (Fastify never sees it as a body). */
const transform: Transform = (document) => {
  const { multipartBody, ...schema } = document.schema ?? {};
  if (!multipartBody) return jsonSchemaTransform(document);
  const transformed = jsonSchemaTransform({ ...document, schema: { ...schema, body: multipartBody } });
  const { body, ...rest } = transformed.schema as Record<string, unknown>;
  return { ...transformed, schema: { ...rest, body: { content: { 'multipart/form-data': { schema: body } } } } };
};

async function docsPlugin(app: FastifyInstance, { version }: { version: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Play, Learn and Win API', version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(docsPlugin, { name: 'docs', dependencies: ['access'] });
