import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

// Holds the server to its OpenAPI document while tests run: every answer to a request for a documented operation
// must carry a status the document lists for it, and the refresh cookie or a byte range only where the document
// says that answer sets them. A status it does not list (a 500 included: `default` is not a promise) is collected,
// and the test server's close() fails the suite with the list. A request Fastify's router answered before any
// route ran (a path it could not read) is held to every operation its path and method would be.

const responseSchema = z.looseObject({ headers: z.record(z.string(), z.unknown()).optional() });
const operationSchema = z.looseObject({ responses: z.record(z.string(), responseSchema) });
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
type Operation = z.infer<typeof operationSchema>;

/** `/api/game/:id/details` as the document writes it: `/api/game/{id}/details`. */
export const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

/** Response headers the document must declare on an answer that carries them. */
const DECLARED_HEADERS = ['set-cookie', 'content-range'];

export interface StatusWatch {
  /** Each undocumented answer, as `METHOD /pattern answered STATUS` (or `... with HEADER`). */
  violations(): string[];
}

interface Routed {
  pattern: string;
  operation: Operation;
}

/** The document's operations for `method`, each with a matcher of the request paths it serves. */
function operationsOf(document: z.infer<typeof documentSchema>, method: string) {
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const operation = operationSchema.safeParse(methods[method]);
    if (!operation.success) return [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return [{ pattern: path, matcher: new RegExp(`^${source}$`), operation: operation.data }];
  });
}

export function watchDocumentedStatuses(app: FastifyInstance): StatusWatch {
  let document: z.infer<typeof documentSchema> | undefined;
  const violations = new Set<string>();
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    document ??= documentSchema.parse(app.swagger());
    // Fastify answers HEAD from the GET route; the document lists the GET.
    const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
    const routed = request.routeOptions.url;
    const candidates: Routed[] = routed
      ? operationsOf(document, method).filter((entry) => entry.pattern === openApiPath(routed))
      : operationsOf(document, method).filter((entry) => entry.matcher.test(path));
    // The docs pages themselves are not operations of the API, nor is a path no operation serves.
    if (candidates.length === 0) return;
    const status = String(reply.statusCode);
    const label = `${request.method} ${routed ?? candidates[0]?.pattern ?? path} answered ${status}`;
    const answering = candidates.filter(({ operation }) => status in operation.responses);
    if (answering.length === 0) return void violations.add(label);
    for (const header of DECLARED_HEADERS) {
      if (reply.getHeader(header) === undefined) continue;
      const declared = answering.some(({ operation }) =>
        Object.keys(operation.responses[status]?.headers ?? {}).some((name) => name.toLowerCase() === header));
      if (!declared) violations.add(`${label} with ${header}`);
    }
  });
  return { violations: () => [...violations] };
}
