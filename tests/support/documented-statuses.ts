import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

// Holds the server to its OpenAPI document while tests run: every answer of a documented operation must carry
// a status the document lists for it. A status it does not list (a 500 included: `default` is not a promise)
// is collected, and the test server's close() fails the suite with the list.

const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
const operationSchema = z.object({ responses: z.record(z.string(), z.unknown()) });

/** `/api/game/:id/details` as the document writes it: `/api/game/{id}/details`. */
export const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

export interface StatusWatch {
  /** Each undocumented answer, as `METHOD /pattern answered STATUS`. */
  violations(): string[];
}

export function watchDocumentedStatuses(app: FastifyInstance): StatusWatch {
  let paths: z.infer<typeof documentSchema>['paths'] | undefined;
  const violations = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const pattern = request.routeOptions.url;
    if (!pattern?.startsWith('/api/')) return;
    paths ??= documentSchema.parse(app.swagger()).paths;
    // Fastify answers HEAD from the GET route; the document lists the GET.
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const operation = operationSchema.safeParse(paths[openApiPath(pattern)]?.[method]);
    // The docs pages themselves are not operations of the API.
    if (!operation.success) return;
    if (!(String(reply.statusCode) in operation.data.responses)) {
      violations.add(`${request.method} ${pattern} answered ${reply.statusCode}`);
    }
  });
  return { violations: () => [...violations] };
}
