import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';

// What one process's writes drop from its caches, told to every other process over a Redis channel, so that a
// player who follows a channel on one process sees it followed on the next request wherever it lands. The
// 'sessions' messages carry the ids of sessions just ended (as `keys`), for every process's ended-session set.

export const CACHE_NAMES = ['shared', 'player', 'sessions'] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

export interface Drop {
  prefixes?: string[] | undefined;
  keys?: string[] | undefined;
  /** Keys to refresh from their current value before they are read again (see SharedCache.expire). */
  expire?: string[] | undefined;
}

export interface CacheBus {
  publish(cache: CacheName, drop: Drop): void;
  close(): Promise<void>;
}

const messageSchema = z.object({
  from: z.string(),
  cache: z.enum(CACHE_NAMES),
  drop: z.object({
    prefixes: z.array(z.string()).optional(),
    keys: z.array(z.string()).optional(),
    expire: z.array(z.string()).optional(),
  }),
});

/** Subscribes to the bus; `apply` gets what other processes dropped (never this one's own). */
export async function connectCacheBus(
  url: string,
  prefix: string,
  apply: (cache: CacheName, drop: Drop) => void,
): Promise<CacheBus> {
  const channel = `${prefix}cache-drops`;
  const from = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 3 });
  subscriber.on('message', (_channel: string, text: string) => {
    let message: z.infer<typeof messageSchema>;
    try {
      message = messageSchema.parse(JSON.parse(text));
    } catch {
      return;
    }
    if (message.from !== from) apply(message.cache, message.drop);
  });
  await subscriber.subscribe(channel);
  return {
    publish(cache, drop) {
      // A lost message leaves an entry until its time to live; the write itself has already committed.
      publisher.publish(channel, JSON.stringify({ from, cache, drop })).catch(() => {});
    },
    async close() {
      await Promise.all([publisher, subscriber].map((r) => r.quit().catch(() => r.disconnect())));
    },
  };
}
