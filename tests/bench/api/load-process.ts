import autocannon from 'autocannon';
import type { LoadReply, LoadRequest } from './load.ts';

// One autocannon run in a process of its own, so the load generator never shares the server's event loop:
// a short warm-up, then the measured run. The parent sends the request and gets the figures back over IPC.

process.once('message', async (request: LoadRequest) => {
  const { tokens } = request;
  let turn = 0;
  const signed = (raw: { headers?: Record<string, string> }) => {
    raw.headers = { ...raw.headers, authorization: `Bearer ${tokens[turn++ % tokens.length]}` };
    return raw;
  };
  const options = { url: request.url, connections: request.connections, requests: [{ setupRequest: signed }] };
  try {
    if (request.warmupSeconds > 0) await autocannon({ ...options, duration: request.warmupSeconds });
    const result = await autocannon({ ...options, duration: request.durationSeconds });
    const reply: LoadReply = {
      ok: true,
      rps: Math.round(result.requests.total / result.duration),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    process.send?.(reply, () => process.exit(0));
  } catch (error) {
    process.send?.({ ok: false, error: String(error) } satisfies LoadReply, () => process.exit(1));
  }
});
