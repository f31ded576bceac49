import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionsEndedSince } from '../domains/auth/refresh-tokens.ts';

// The sessions (sign-in families) ended within an access token's lifetime, held in memory so every request's
// token check is one set lookup and no query. An end is written to the database first (see
// domains/auth/refresh-tokens.ts), then announced: in this process at once, in every other one through the cache
// bus (Redis). A process loads the recent ends when it starts, and, where processes share a Postgres database
// with no bus between them, reads the newest ends twice a second.

declare module 'fastify' {
  interface FastifyInstance {
    endedSessions: EndedSessions;
  }
}

export interface EndedSessions {
  /** Whether an access token of this session must be refused. */
  has(sessionId: string): boolean;
  /** Call after the end is committed: this process and every other refuse the sessions from now on. */
  announce(sessionIds: readonly string[]): void;
  /** Called with the sessions ended anywhere (here or told by another process), e.g. to close their sockets. */
  onEnded(listener: (sessionIds: readonly string[]) => void): void;
}

export interface EndedSessionsOptions {
  accessTokenTtlSeconds: number;
  /** Other processes may end sessions in the same database with no bus to tell this one (Postgres, no Redis). */
  unannounced: boolean;
  /** false turns the check off (the benchmark that measures its cost only). */
  check?: boolean | undefined;
}

/** Ends that another process's clock may date a little differently are still kept this long past the tokens. */
const CLOCK_SKEW_MS = 60_000;
/** How far back each poll reads, so an end committed just before a poll is not missed. */
const POLL_LOOKBACK_MS = 10_000;
const PRUNE_EVERY_MS = 60_000;
const POLL_EVERY_MS = 500;

async function endedSessionsPlugin(app: FastifyInstance, options: EndedSessionsOptions) {
  const keepMs = options.accessTokenTtlSeconds * 1000 + CLOCK_SKEW_MS;
  // Session id -> when its last access token has expired for sure, after which it is forgotten.
  const ended = new Map<string, number>();
  const listeners: ((sessionIds: readonly string[]) => void)[] = [];

  const remember = (sessionIds: readonly string[], endedAt: number) => {
    const fresh = sessionIds.filter((id) => !ended.has(id));
    for (const id of fresh) ended.set(id, endedAt + keepMs);
    if (fresh.length > 0) for (const listener of listeners) listener(fresh);
  };
  const loadSince = async (sinceMs: number) => {
    const rows = await sessionsEndedSince(app.db, new Date(sinceMs));
    for (const row of rows) remember([row.session_id], Date.parse(row.ended_at));
  };

  // Listening before loading, so an end announced meanwhile is not lost between the two.
  app.cacheBus.listen('sessions', (drop) => remember(drop.keys ?? [], app.clock.now()));
  await loadSince(app.clock.now() - keepMs);

  // Forgetting is on the app's clock, as the ends are dated.
  const prune = app.clock.setInterval(() => {
    const now = app.clock.now();
    for (const [id, forgetAt] of ended) if (forgetAt < now) ended.delete(id);
  }, PRUNE_EVERY_MS);
  prune.unref();
  // The poll's pace is I/O, not the product's time: a real interval, so moving the clock does not fire a burst.
  let polling: NodeJS.Timeout | undefined;
  if (options.unannounced) {
    const poll = () =>
      loadSince(app.clock.now() - POLL_LOOKBACK_MS).catch((error: unknown) =>
        app.log.warn({ err: error }, 'reading ended sessions failed'),
      );
    polling = setInterval(() => void poll(), POLL_EVERY_MS);
    polling.unref();
  }
  app.addHook('onClose', async () => {
    app.clock.clear(prune);
    clearInterval(polling);
  });

  const check = options.check ?? true;
  app.decorate('endedSessions', {
    has: check ? (sessionId: string) => ended.has(sessionId) : () => false,
    announce(sessionIds) {
      if (sessionIds.length === 0) return;
      remember(sessionIds, app.clock.now());
      app.cacheBus.publish('sessions', { keys: [...sessionIds] });
    },
    onEnded(listener) {
      listeners.push(listener);
    },
  } satisfies EndedSessions);
}

export default fp(endedSessionsPlugin, {
  name: 'ended-sessions',
  dependencies: ['database', 'shared-cache'],
  decorators: { fastify: ['clock'] },
});
