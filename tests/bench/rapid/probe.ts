import { api, authResponseSchema } from '@plw/protocol/api';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import type { Socket } from 'socket.io-client';
import type { RoundClientSocket } from '../../support/round-client.ts';
import { openSocket } from './client-sockets.ts';
import { ECHO_EVENTS } from './messages.ts';

// One extra socket, held by the lightly loaded parent rather than a busy worker, that times a small
// request every 200 ms: how long a server takes to answer anything while under load, which is mostly its
// event loop's lag, with no load-generator queueing in it.

const EVERY_MS = 200;

export interface Probe {
  /** Starts timing (again), forgetting earlier samples. */
  begin(): void;
  /** Stops timing and returns the round trips since `begin`. */
  end(): number[];
  close(): void;
}

function timer(ping: () => Promise<void>, socket: Socket): Probe {
  let samples: number[] = [];
  let interval: NodeJS.Timeout | undefined;
  let inFlight = false;
  return {
    begin() {
      samples = [];
      clearInterval(interval);
      interval = setInterval(() => {
        // A reply slower than the interval is one long sample, not a pile of overlapping ones.
        if (inFlight) return;
        inFlight = true;
        const sentAt = performance.now();
        void ping().then(
          () => samples.push(performance.now() - sentAt),
          () => undefined,
        ).finally(() => {
          inFlight = false;
        });
      }, EVERY_MS);
    },
    end() {
      clearInterval(interval);
      return samples;
    },
    close() {
      clearInterval(interval);
      socket.close();
    },
  };
}

/** A guest of its own on the round server, sending `clock:ping`; it never joins the round. */
export async function roundServerProbe(url: string): Promise<Probe> {
  const response = await fetch(new URL(api.autoSignIn.path, url), { method: 'POST' });
  const { accessToken } = authResponseSchema.parse(await response.json());
  const auth = { token: accessToken, protocolVersion: PROTOCOL_VERSION };
  const socket = await openSocket<RoundClientSocket>(url, auth, () => undefined);
  return timer(async () => {
    await socket.timeout(30_000).emitWithAck('clock:ping', { clientSentAt: Date.now() });
  }, socket);
}

export async function echoServerProbe(url: string): Promise<Probe> {
  const socket = await openSocket<Socket>(url, undefined, () => undefined);
  return timer(async () => {
    await socket.timeout(30_000).emitWithAck(ECHO_EVENTS.echo, { probe: true });
  }, socket);
}
