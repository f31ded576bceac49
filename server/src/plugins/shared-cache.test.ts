import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createSharedCache } from './shared-cache.ts';

describe('shared cache', () => {
  it('loads a key once while it lives; just expired, serves it once more while one load refreshes it', async () => {
    // A time to live long beside the wait past it: the stale read must land within one time to live of
    // the expiry, and a busy machine may wake the test late by a good part of a second.
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    let version = 0;
    let loading = Promise.resolve();
    const load = vi.fn(() => {
      const loaded = sleep(10).then(() => ({ page: ++version }));
      loading = loaded.then(() => undefined);
      return loaded;
    });
    expect(await cache.get('games:a', load)).toEqual({ page: 1 });
    expect(await cache.get('games:a', load)).toEqual({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    await sleep(1100);
    expect(await cache.get('games:a', load)).toEqual({ page: 1 });
    expect(await cache.get('games:a', load)).toEqual({ page: 1 });
    expect(load).toHaveBeenCalledTimes(2);
    await loading;
    await sleep(0); // the cache stores what the load returned in the promise's own continuation
    expect(await cache.get('games:a', load)).toEqual({ page: 2 });
  });

  it('loads a key idle for longer than its time to live before serving it', async () => {
    const cache = createSharedCache({ ttlMs: 30, max: 100 });
    let version = 0;
    const load = async () => ({ page: ++version });
    await cache.get('games:idle', load);
    await sleep(80);
    expect(await cache.get('games:idle', load)).toEqual({ page: 2 });
  });

  it('shares one load between callers that miss at once', async () => {
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    const load = vi.fn(async () => {
      await sleep(20);
      return 'body';
    });
    const bodies = await Promise.all(Array.from({ length: 10 }, () => cache.get('games:b', load)));
    expect(bodies).toEqual(Array(10).fill('body'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed load: the next caller tries again', async () => {
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    await expect(cache.get('games:c', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('games:c', async () => 'recovered')).toBe('recovered');
  });

  it('drops the entries under a prefix when something they show changes', async () => {
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    await cache.get('channels:page1', async () => 'old channels');
    await cache.get('games:page1', async () => 'games');
    cache.invalidate('channels:');
    expect(await cache.get('channels:page1', async () => 'new channels')).toBe('new channels');
    expect(await cache.get('games:page1', async () => 'reloaded games')).toBe('games');
  });

  it('loads only the keys it does not hold, in one call', async () => {
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    await cache.get('playlists:1', async () => 'one');
    const load = vi.fn(async (missing: string[]) => new Map(missing.map((key) => [key, `loaded ${key}`])));
    const values = await cache.getMany(['playlists:1', 'playlists:2', 'playlists:3'], load);
    expect(load).toHaveBeenCalledExactlyOnceWith(['playlists:2', 'playlists:3']);
    expect([...values.entries()].sort()).toEqual([
      ['playlists:1', 'one'],
      ['playlists:2', 'loaded playlists:2'],
      ['playlists:3', 'loaded playlists:3'],
    ]);
  });

  it('drops known keys, and tells the other processes what it dropped but not what they dropped', async () => {
    const announce = vi.fn();
    const cache = createSharedCache({ ttlMs: 1000, max: 100, announce });
    await cache.get('follows:p1', async () => 'old');
    await cache.get('follows:p2', async () => 'kept');
    cache.delete('follows:p1');
    expect(await cache.get('follows:p1', async () => 'new')).toBe('new');
    expect(await cache.get('follows:p2', async () => 'reloaded')).toBe('kept');
    expect(announce).toHaveBeenCalledExactlyOnceWith({ keys: ['follows:p1'] });
    cache.apply({ keys: ['follows:p2'] });
    expect(await cache.get('follows:p2', async () => 'dropped elsewhere')).toBe('dropped elsewhere');
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing a load read before a write that dropped its key while it ran', async () => {
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    let finish: (value: string) => void = () => {};
    const slow = cache.get('follows:p3', () => new Promise<string>((resolve) => (finish = resolve)));
    await sleep(1);
    cache.delete('follows:p3');
    finish('read before the write');
    await slow.catch(() => undefined);
    expect(await cache.get('follows:p3', async () => 'read after the write')).toBe('read after the write');
  });

  it('waits for keys another caller is loading instead of loading them again', async () => {
    const cache = createSharedCache({ ttlMs: 1000, max: 100 });
    const load = vi.fn(async (missing: string[]) => {
      await sleep(20);
      return new Map(missing.map((key) => [key, `loaded ${key}`]));
    });
    const [first, second] = await Promise.all([
      cache.getMany(['playlists:1', 'playlists:2'], load),
      cache.getMany(['playlists:2', 'playlists:3'], load),
    ]);
    expect(load.mock.calls).toEqual([[['playlists:1', 'playlists:2']], [['playlists:3']]]);
    expect(first.get('playlists:2')).toBe('loaded playlists:2');
    expect(second.get('playlists:2')).toBe('loaded playlists:2');
  });

  it('after expire, the next read waits for a load that refreshes from the value it replaces', async () => {
    const announce = vi.fn();
    const cache = createSharedCache({ ttlMs: 10_000, max: 100, announce });
    await cache.get('board:g', async () => ({ plays: 1 }));
    cache.expire('board:g');
    expect(announce).toHaveBeenCalledExactlyOnceWith({ expire: ['board:g'] });
    const refresh = vi.fn(async (previous: { plays: number } | undefined) => ({ plays: (previous?.plays ?? 0) + 1 }));
    expect(await cache.get('board:g', refresh)).toEqual({ plays: 2 });
    expect(await cache.get('board:g', refresh)).toEqual({ plays: 2 });
    expect(refresh).toHaveBeenCalledTimes(1);
    cache.apply({ expire: ['board:g', 'board:never-read'] });
    expect(await cache.get('board:g', refresh)).toEqual({ plays: 3 });
    expect(await cache.get('board:never-read', async (previous) => ({ plays: previous ? -1 : 0 }))).toEqual({ plays: 0 });
  });

  it('with no time to live, loads every time', async () => {
    const cache = createSharedCache({ ttlMs: 0, max: 100 });
    const load = vi.fn(async () => 'fresh');
    await cache.get('games:d', load);
    await cache.get('games:d', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
