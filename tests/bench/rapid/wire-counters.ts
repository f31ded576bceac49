import net from 'node:net';

// A counting TCP relay between one server process and Postgres or Redis: it passes every byte on unchanged and
// counts, from the client's side of the wire, the statements (Postgres: simple queries and executes, by their first
// SQL word) or commands (Redis: each RESP array, by its name) and the bytes each way. One relay per process and
// backend gives per-process counts at any moment, with no extension on the database (pg_stat_statements) and no
// MONITOR on Redis, whatever else shares those services.

export type Backend = 'postgres' | 'redis';

export interface WireCounts {
  /** Statements (Postgres) or commands (Redis). */
  total: number;
  /** By kind: the SQL's first word (INSERT, SELECT, BEGIN, ...) or the Redis command (XADD, ZADD, ...). */
  byKind: Record<string, number>;
  /** Bytes the server sent to the backend, and received from it. */
  bytesOut: number;
  bytesIn: number;
}

export interface CountingRelay {
  /** The URL to give the server instead of the backend's. */
  url: string;
  counts(): WireCounts;
  close(): Promise<void>;
}

const emptyCounts = (): WireCounts => ({ total: 0, byKind: {}, bytesOut: 0, bytesIn: 0 });

function count(into: WireCounts, kind: string) {
  into.total += 1;
  into.byKind[kind] = (into.byKind[kind] ?? 0) + 1;
}

const firstWord = (sql: string) => (/^\s*([A-Za-z]+)/.exec(sql)?.[1] ?? '?').toUpperCase();

/**
 * Postgres frontend messages: a startup packet without a type byte, then a type byte and an int32 length each.
 * 'Q' carries a whole query; 'P' parses one (its text names the kind) and 'E' runs it.
 */
function postgresReader(into: WireCounts) {
  let pending: Buffer = Buffer.alloc(0);
  let started = false;
  let parsedKind = '?';
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let at = 0;
    for (;;) {
      if (!started) {
        if (pending.length - at < 8) break;
        const length = pending.readInt32BE(at);
        const code = pending.readInt32BE(at + 4);
        if (pending.length - at < length) break;
        at += length;
        // An SSL or GSS request is answered before the real startup packet follows.
        if (code !== 80877103 && code !== 80877104) started = true;
        continue;
      }
      if (pending.length - at < 5) break;
      const type = String.fromCharCode(pending[at] ?? 0);
      const length = pending.readInt32BE(at + 1);
      if (pending.length - at < length + 1) break;
      const body = pending.subarray(at + 5, at + 1 + length);
      if (type === 'Q') count(into, firstWord(body.toString('utf8', 0, Math.min(body.length, 64))));
      else if (type === 'P') {
        const nameEnd = body.indexOf(0);
        parsedKind = firstWord(body.toString('utf8', nameEnd + 1, Math.min(body.length, nameEnd + 65)));
      } else if (type === 'E') count(into, parsedKind);
      at += length + 1;
    }
    pending = pending.subarray(at);
  };
}

/** Redis requests: RESP arrays of bulk strings (`*n`, then `$len` and the bytes, n times); the first is the command. */
function redisReader(into: WireCounts) {
  let pending: Buffer = Buffer.alloc(0);
  const lineEnd = (from: number) => pending.indexOf('\r\n', from);
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let at = 0;
    for (;;) {
      if (pending[at] !== 0x2a) {
        // An inline command (never sent by ioredis): one line.
        const end = lineEnd(at);
        if (end < 0) break;
        if (end > at) count(into, firstWord(pending.toString('utf8', at, end)));
        at = end + 2;
        continue;
      }
      const headerEnd = lineEnd(at);
      if (headerEnd < 0) break;
      const parts = Number(pending.toString('latin1', at + 1, headerEnd));
      let cursor = headerEnd + 2;
      let name: string | undefined;
      let complete = true;
      for (let i = 0; i < parts; i++) {
        const end = lineEnd(cursor);
        if (end < 0) {
          complete = false;
          break;
        }
        const length = Number(pending.toString('latin1', cursor + 1, end));
        if (pending.length < end + 2 + length + 2) {
          complete = false;
          break;
        }
        if (i === 0) name = pending.toString('utf8', end + 2, end + 2 + Math.min(length, 32)).toUpperCase();
        cursor = end + 2 + length + 2;
      }
      if (!complete) break;
      count(into, name ?? '?');
      at = cursor;
    }
    pending = pending.subarray(at);
  };
}

/** Starts a relay on a free port of 127.0.0.1 to the backend of `url`, and returns `url` pointing at it. */
export async function startCountingRelay(backend: Backend, url: string): Promise<CountingRelay> {
  const target = new URL(url);
  const targetPort = Number(target.port || (backend === 'postgres' ? 5432 : 6379));
  const counts = emptyCounts();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname);
    const read = backend === 'postgres' ? postgresReader(counts) : redisReader(counts);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      counts.bytesOut += chunk.length;
      read(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      counts.bytesIn += chunk.length;
      client.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the counting relay has no port');
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(address.port);
  return {
    url: relayed.toString(),
    counts: () => ({ ...counts, byKind: { ...counts.byKind } }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** What happened between two readings of a relay. */
export function countsBetween(before: WireCounts, after: WireCounts): WireCounts {
  const byKind: Record<string, number> = {};
  for (const [kind, n] of Object.entries(after.byKind)) {
    const delta = n - (before.byKind[kind] ?? 0);
    if (delta !== 0) byKind[kind] = delta;
  }
  return {
    total: after.total - before.total,
    byKind,
    bytesOut: after.bytesOut - before.bytesOut,
    bytesIn: after.bytesIn - before.bytesIn,
  };
}
