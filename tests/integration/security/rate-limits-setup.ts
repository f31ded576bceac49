import { api } from '@plw/protocol/api';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { DEMO_ADMIN } from '@plw/server/demo/seed';
import { io } from 'socket.io-client';
import { expect } from 'vitest';
import { type Reply, type TestClient } from '../../support/http.ts';
import { type TestServer } from '../../support/test-server.ts';

// What the rate-limits test files share: the server they start, its clients and the helpers they call.

export const PLAYER_PASSWORD = 'Player@2026';

export const WRONG = 'Wrong@2026x';

export let nextAddress = 1;

/** A forwarded address no test has used yet. */
export const freshAddress = () => `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export const from = (address: string) => ({ 'x-forwarded-for': address });

export function expectLimited(reply: Reply) {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  expect((reply.body as { error: { message: string } }).error.message).toMatch(
    /^Too many attempts\. Please try again in \d+ seconds\.$/,
  );
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

export const adminSignIn = (client: TestClient, address: string, phone: string = DEMO_ADMIN.phone, password = WRONG) =>
  client.request('POST', api.adminSignIn.path, { country_code: DEMO_ADMIN.country_code, phone, password }, from(address));

/** A socket.io connection sending these headers, and the address the server decided it comes from. */
export async function socketAddress(
  server: TestServer,
  token: string,
  headers: Record<string, string>,
): Promise<string> {
  const socket = io(server.url, {
    auth: { token, protocolVersion: PROTOCOL_VERSION },
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const [seen] = await server.app.rounds.io.in(`user:${userIdOf(token)}`).fetchSockets();
    return seen?.data.address ?? '';
  } finally {
    socket.close();
  }
}

export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return payload.sub;
}
