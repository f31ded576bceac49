import type { Endpoint, ErrorStatus } from './endpoint.ts';

// Which error statuses an endpoint can answer, derived in one place from what it takes and who may call it,
// plus the extras its definition names. The server documents exactly these (and checks its answers against
// them in tests), so a generated client knows every failure it must handle.

/** Methods whose body the server reads, so a body can be malformed, too large or of a type it does not take. */
const READS_BODY = new Set<Endpoint['method']>(['POST', 'PUT', 'PATCH', 'DELETE']);

export function errorStatusesOf(endpoint: Endpoint): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? []);
  const readsBody = READS_BODY.has(endpoint.method);
  // Bad params, query or body; any body the server reads can be broken JSON or a broken form.
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.form || readsBody) statuses.add(400);
  if (endpoint.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  // A path naming something by id: it may not exist (or not be the caller's to see).
  if (endpoint.params) statuses.add(404);
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (endpoint.file?.byteRanges) statuses.add(416);
  if (endpoint.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
