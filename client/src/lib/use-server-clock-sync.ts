import { api } from '@plw/protocol/api';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useApiClient } from './api-context.tsx';
import { measureClock } from './server-clock.ts';
import { clockOf } from './use-server-clock.ts';

// A page that counts down to a round's start without a live connection (the Rapid tab) reads the server's clock
// from the health check's time: a few round trips, once per app, unless a socket measured it already.

const ROUNDS = 3;

export function useServerClockSync(): void {
  const store = useStore();
  const client = useApiClient();
  useEffect(() => {
    const clock = clockOf(store);
    if (clock.synced) return;
    const controller = new AbortController();
    void measureClock(async (clientSentAt) => {
      const reply = await client.call(api.health, { signal: controller.signal }).catch(() => null);
      // The server's time is read when it answered: halfway through the round trip, as for a socket ping.
      return reply ? { clientSentAt, serverTime: Date.parse(reply.time) } : null;
    }, Date.now, ROUNDS).then((estimate) => {
      if (estimate && !controller.signal.aborted) clock.update(estimate);
    });
    return () => controller.abort();
  }, [store, client]);
}
