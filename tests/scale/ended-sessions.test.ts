import { api } from '@plw/protocol/api';
import { DEMO_ADMIN } from '@plw/server/demo/seed';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../support/http.ts';
import { connectRound } from '../support/round-client.ts';
import { ProcessCluster, twoOf } from '../support/process-cluster.ts';
import type { ServerProcess } from '../support/server-process.ts';

// A session ended on one process is ended on the other within a second: its access token is refused there and
// its sockets there are closed. Postgres is shared; the ended ids are told over Redis, or, without Redis, read
// from the database by each process.

let cluster: ProcessCluster;
// Filled in place: the tests below are declared with these very arrays, before the processes start.
const servers: ServerProcess[] = [];
/** Two more processes on the same database, without Redis. */
const withoutRedis: ServerProcess[] = [];

beforeAll(async () => {
  cluster = await ProcessCluster.open();
  servers.push(...(await cluster.start(['a', 'b'])));
  withoutRedis.push(...(await cluster.start(['c', 'd'], { redis: false })));
}, 120_000);

afterAll(() => cluster?.close());

for (const [setting, processes] of [['with Redis', servers], ['without Redis', withoutRedis]] as const) {
  it(`${setting}: a session ended on process A stops working on process B within a second`, async () => {
    const [a, b] = twoOf(processes);
    await expectEndedOnTheOther(a, b);
  });
}

async function expectEndedOnTheOther(a: ServerProcess, b: ServerProcess) {
  const onA = new TestClient(a.url);
  const { country_code, phone, password } = DEMO_ADMIN;
  expect((await onA.signIn(api.adminSignIn.path, { country_code, phone, password })).status).toBe(200);
  const onB = new TestClient(b.url);
  onB.accessToken = onA.accessToken;
  expect((await onB.request('GET', api.adminChannelRequests.path)).status).toBe(200);
  const socket = await connectRound(b.url, onA.accessToken ?? '');

  try {
    const closed = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
    const endedAt = Date.now();
    expect((await onA.request('POST', api.logout.path)).status).toBe(200);

    let status = 200;
    while (status !== 401 && Date.now() - endedAt < 1_000) {
      status = (await onB.request('GET', api.adminChannelRequests.path)).status;
    }
    expect(status).toBe(401);
    expect(Date.now() - endedAt).toBeLessThan(1_000);
    const reason = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 1_000))]);
    expect(reason).toBe('io server disconnect');
  } finally {
    socket.close();
  }
}
