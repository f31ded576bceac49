import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { type CacheBus, type CacheName, connectCacheBus, type Drop } from './cache-bus.ts';

// Two process-local caches. `sharedCache` keeps what many callers read alike (a list page, a channel's counts,
// a finished board) for `ttlMs`, a second by default, so a busy list is computed about once a second per process
// however many players ask. `playerCache` keeps what is one player's own and changes only by their own writes
// (which channels they follow) for a minute. In both, concurrent misses share one load, and the writes that change
// an entry drop it: in this process at once, and with REDIS_URL in every process through the cache bus. Without
// Redis, a Postgres database may be shared by processes that cannot tell each other, so the player cache then
// keeps entries no longer than the shared one. ttlMs 0 turns both off.

declare module 'fastify' {
  interface FastifyInstance {
    sharedCache: SharedCache;
    playerCache: SharedCache;
    /** What is told to every process: over Redis with REDIS_URL, to this process's own listeners only otherwise. */
    cacheBus: BusLink;
  }
}

export interface BusLink {
  /** Tells the other processes (never this one: it has applied the drop itself). */
  publish(cache: CacheName, drop: Drop): void;
  /** What another process published under `cache` goes to `apply`. */
  listen(cache: CacheName, apply: (drop: Drop) => void): void;
}

export interface SharedCache {
  /**
   * The cached value of `key`, or `load()`'s, which is then kept for the cache's time to live. `load` gets the
   * value it replaces, if the cache still holds one (expired, or marked by `expire`), to refresh it from.
   */
  get<T extends NonNullable<unknown>>(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T>;
  /**
   * The cached values of `keys`; the missing ones come from one `load(missingKeys)` call, which returns a
   * value for each (a key it leaves out is not kept).
   */
  getMany<T extends NonNullable<unknown>>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>>;
  /** Drops every entry whose key starts with one of these prefixes, in every process. */
  invalidate(...prefixes: string[]): void;
  /** Drops these keys, in every process (cheaper than `invalidate` when the keys are known). */
  delete(...keys: string[]): void;
  /** Makes the next read of these keys, in every process, wait for a load that gets the value it replaces. */
  expire(...keys: string[]): void;
}

export interface CacheOptions {
  ttlMs: number;
  max: number;
  /** Tells the other processes what was dropped here. */
  announce?: ((drop: Drop) => void) | undefined;
}

/** A cache, and how to apply what another process dropped without announcing it again. */
export function createSharedCache(options: CacheOptions): SharedCache & { apply(drop: Drop): void } {
  if (options.ttlMs <= 0) {
    const off = () => {};
    return {
      get: (_key, load) => load(undefined),
      getMany: (keys, load) => load([...keys]),
      invalidate: off,
      delete: off,
      expire: off,
      apply: off,
    };
  }
  type Load = (previous: NonNullable<unknown> | undefined) => Promise<NonNullable<unknown> | undefined>;
  const cache = new LRUCache<string, NonNullable<unknown>, Load>({
    max: options.max,
    ttl: options.ttlMs,
    // A load that fails is not kept: the next caller tries again. A key dropped while its load runs
    // aborts that load, so what it read before the write is not kept either.
    fetchMethod: (_key, previous, { context }) => context(previous),
  });
  const expired = new Set<string>();
  // An entry that expired less than a time to live ago is served once more while one load refreshes it, so a
  // busy key never makes its callers wait for the database; one idle for longer is loaded before it is served.
  // A dropped entry is gone, never served stale.
  const fetchEntry = (key: string, context: Load) => {
    if (expired.delete(key)) return cache.fetch(key, { context, forceRefresh: true, allowStale: false });
    return cache.fetch(key, { context, allowStale: cache.getRemainingTTL(key) > -options.ttlMs });
  };
  const apply = ({ prefixes = [], keys = [], expire = [] }: Drop) => {
    // Only keys held (a remaining time of 0 means absent), so keys this process never reads do not pile up.
    for (const key of expire) if (cache.getRemainingTTL(key) !== 0) expired.add(key);
    for (const key of keys) cache.delete(key);
    if (prefixes.length === 0) return;
    for (const key of cache.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) cache.delete(key);
    }
  };
  const drop = (what: Drop) => {
    apply(what);
    options.announce?.(what);
  };
  return {
    async get<T extends NonNullable<unknown>>(key: string, load: (previous: T | undefined) => Promise<T>): Promise<T> {
      return (await fetchEntry(key, load as Load)) as T;
    },
    async getMany<T extends NonNullable<unknown>>(
      keys: readonly string[],
      load: (missing: string[]) => Promise<Map<string, T>>,
    ): Promise<Map<string, T>> {
      // Each key through fetch, so a key another caller is loading is waited for, not loaded again; the keys
      // nobody is loading (fetch asks for them at once) are loaded together in one call.
      const missing: string[] = [];
      const loaded = new Promise<Map<string, T>>((resolve, reject) => queueMicrotask(() => {
        (missing.length > 0 ? load(missing) : Promise.resolve(new Map<string, T>())).then(resolve, reject);
      }));
      const context = (key: string) => () => {
        missing.push(key);
        return loaded.then((values) => values.get(key));
      };
      const values = await Promise.all(keys.map((key) => fetchEntry(key, context(key))));
      const found = new Map<string, T>();
      keys.forEach((key, index) => {
        const value = values[index];
        if (value !== undefined) found.set(key, value as T);
      });
      return found;
    },
    invalidate: (...prefixes) => drop({ prefixes }),
    delete: (...keys) => drop({ keys }),
    expire: (...keys) => drop({ expire: keys }),
    apply,
  };
}

export const PLAYER_CACHE_MS = 60_000;
const SHARED_ENTRIES = 5_000;
const PLAYER_ENTRIES = 100_000;

export interface SharedCacheOptions {
  ttlMs: number;
  redisUrl?: string | undefined;
  redisPrefix?: string | undefined;
  /** Whether another process may write the same database unseen (Postgres without Redis). */
  databaseShared: boolean;
}

async function sharedCachePlugin(app: FastifyInstance, options: SharedCacheOptions) {
  let bus: CacheBus | undefined;
  const dropsReachEveryWriter = options.redisUrl !== undefined || !options.databaseShared;
  const playerTtlMs = options.ttlMs > 0 && dropsReachEveryWriter ? PLAYER_CACHE_MS : options.ttlMs;
  const caches = {
    shared: createSharedCache({ ttlMs: options.ttlMs, max: SHARED_ENTRIES, announce: (d) => bus?.publish('shared', d) }),
    player: createSharedCache({
      ttlMs: playerTtlMs,
      max: PLAYER_ENTRIES,
      announce: (drop) => bus?.publish('player', drop),
    }),
  };
  const listeners: Partial<Record<CacheName, (drop: Drop) => void>> = {
    shared: (drop) => caches.shared.apply(drop),
    player: (drop) => caches.player.apply(drop),
  };
  // Connected even with the caches off: ended sessions travel on it too.
  if (options.redisUrl) {
    bus = await connectCacheBus(options.redisUrl, options.redisPrefix ?? '', (cache, drop) => listeners[cache]?.(drop));
    app.addHook('onClose', () => bus?.close());
  }
  app.decorate('sharedCache', caches.shared);
  app.decorate('playerCache', caches.player);
  app.decorate('cacheBus', {
    publish: (cache, drop) => bus?.publish(cache, drop),
    listen: (cache, apply) => {
      listeners[cache] = apply;
    },
  } satisfies BusLink);
}

export default fp(sharedCachePlugin, { name: 'shared-cache' });
