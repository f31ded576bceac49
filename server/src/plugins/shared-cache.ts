import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

// A short-lived cache for what many callers read alike: a list page, a channel's counts, a finished board.
// An entry lives `ttlMs` (a second by default), so a busy list is computed about once a second per process
// however many players ask, and concurrent misses share one load. Writes in this process drop the entries
// they change (by key prefix); other processes see them when the entry expires. ttlMs 0 turns it off.

declare module 'fastify' {
  interface FastifyInstance {
    sharedCache: SharedCache;
  }
}

export interface SharedCache {
  /** The cached value of `key`, or `load()`'s, which is then kept for the cache's time to live. */
  get<T extends NonNullable<unknown>>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The cached values of `keys`; the missing ones come from one `load(missingKeys)` call, which returns a
   * value for each (a key it leaves out is not kept).
   */
  getMany<T extends NonNullable<unknown>>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>>;
  /** Drops every entry whose key starts with one of these prefixes. */
  invalidate(...prefixes: string[]): void;
}

const MAX_ENTRIES = 5000;

export function createSharedCache(ttlMs: number): SharedCache {
  if (ttlMs <= 0) {
    return { get: (_key, load) => load(), getMany: (keys, load) => load([...keys]), invalidate: () => {} };
  }
  const cache = new LRUCache<string, NonNullable<unknown>, () => Promise<NonNullable<unknown>>>({
    max: MAX_ENTRIES,
    ttl: ttlMs,
    // A load that fails is not kept: the next caller tries again.
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get<T extends NonNullable<unknown>>(key: string, load: () => Promise<T>): Promise<T> {
      return (await cache.fetch(key, { context: load })) as T;
    },
    async getMany<T extends NonNullable<unknown>>(
      keys: readonly string[],
      load: (missing: string[]) => Promise<Map<string, T>>,
    ): Promise<Map<string, T>> {
      const found = new Map<string, T>();
      for (const key of keys) {
        const value = cache.get(key);
        if (value !== undefined) found.set(key, value as T);
      }
      const missing = keys.filter((key) => !found.has(key));
      if (missing.length === 0) return found;
      for (const [key, value] of await load(missing)) {
        cache.set(key, value);
        found.set(key, value);
      }
      return found;
    },
    invalidate(...prefixes) {
      for (const key of cache.keys()) {
        if (prefixes.some((prefix) => key.startsWith(prefix))) cache.delete(key);
      }
    },
  };
}

async function sharedCachePlugin(app: FastifyInstance, options: { ttlMs: number }) {
  app.decorate('sharedCache', createSharedCache(options.ttlMs));
}

export default fp(sharedCachePlugin, { name: 'shared-cache' });
