import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import { defaultRateLimits, type RateLimits } from '@plw/server/config';
import { afterEach, describe, expect, it } from 'vitest';
import { hostedCapitalsQuiz } from '../../support/hosted-quiz.ts';
import { creator, TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A class behind one school address walks into a hosted round: guest sign-ins, code lookups and seats that name a
// round taking newcomers count per address and round against the class budget, not against the address's own
// (domains/hosting/class-pass.ts). Anything else, a wrong code included, still meets the address's limits.

const small = { max: 3, windowMs: 60_000 };
const classJoins = { max: 6, windowMs: 60_000 };
const limits: RateLimits = { ...defaultRateLimits, autoSignIn: small, joinCodes: small, classJoins };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hostedRound(running: TestServer) {
  return hostedCapitalsQuiz(running, await creator(running.url));
}

/** A pupil's phone behind `address`: signs in (with the code its link carries, or none), looks it up, sits down. */
async function pupil(url: string, address: string, code: string | null, n: number) {
  const client = new TestClient(url);
  const from = { 'x-forwarded-for': address };
  const query = code === null ? '' : `?join_code=${code}`;
  const signIn = await client.request<{ accessToken: string }>('POST', `${api.autoSignIn.path}${query}`, undefined, from);
  if (signIn.status !== 200) return { signIn: signIn.status };
  client.accessToken = signIn.body.accessToken;
  const found = await client.request<{ round_id: string }>('GET', pathOf(api.joinByCode, { code: code ?? '000000' }), undefined, from);
  if (found.status !== 200) return { signIn: 200, lookUp: found.status };
  const seat = await client.request('POST', pathOf(api.enterRound, { id: found.body.round_id }), { display_name: `Pupil ${n}` }, from);
  return { signIn: 200, lookUp: 200, seat: seat.status };
}

const start = () => startTestServer({ rateLimits: limits, config: { trustProxy: ['loopback'] } });

describe('a class behind one address', () => {
  it('walks into a live round past the address limits, up to the class budget', async () => {
    server = await start();
    const { join_code: code } = await hostedRound(server);
    const pupils = [];
    for (let n = 1; n <= 7; n += 1) pupils.push(await pupil(server.url, '198.51.100.7', code, n));
    // Six of a class budget of six sign in, find the round and sit down, twice the address's limit of three.
    expect(pupils.slice(0, 6)).toEqual(Array.from({ length: 6 }, () => ({ signIn: 200, lookUp: 200, seat: 200 })));
    // The seventh has spent the class's sign-ins: a live code is worth one class, not a free pass.
    expect(pupils[6]).toEqual({ signIn: 429 });
    // The class budget is the address's: another school's class is not held up.
    expect(await pupil(server.url, '203.0.113.9', code, 8)).toEqual({ signIn: 200, lookUp: 200, seat: 200 });
  });

  it("gives an address one class's new guests however many lobbies are open, and each round its own seats", async () => {
    server = await start();
    const first = await hostedRound(server);
    const second = await hostedRound(server);
    const address = '198.51.100.10';
    for (let n = 1; n <= 6; n += 1) {
      const code = n % 2 === 0 ? first.join_code : second.join_code;
      expect(await pupil(server.url, address, code, n)).toMatchObject({ seat: 200 });
    }
    expect(await pupil(server.url, address, second.join_code, 7)).toEqual({ signIn: 429 });
    // A guest signed in already still finds and takes a seat in another live round on that round's budget.
    const pupilOfBoth = new TestClient(server.url);
    const from = { 'x-forwarded-for': address };
    const signIn = await pupilOfBoth.request<{ accessToken: string }>('POST', api.autoSignIn.path, undefined, from);
    pupilOfBoth.accessToken = signIn.body.accessToken;
    const found = await pupilOfBoth.request<{ round_id: string }>('GET', pathOf(api.joinByCode, { code: first.join_code }), undefined, from);
    expect(found.status).toBe(200);
  });

  it('leaves the address budget to requests naming no live round, and does not spend it', async () => {
    server = await start();
    const { join_code: code } = await hostedRound(server);
    const address = '198.51.100.8';
    // A class walks in first: the address's own budget is untouched by it.
    for (let n = 1; n <= 4; n += 1) expect(await pupil(server.url, address, code, n)).toMatchObject({ seat: 200 });
    // Sign-ins with no code, or a code no open round holds, count against the address: three, then 429.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const statuses = [];
    for (const typed of [null, wrong, null, wrong]) {
      const query = typed === null ? '' : `?join_code=${typed}`;
      const reply = await new TestClient(server.url).request('POST', `${api.autoSignIn.path}${query}`, undefined, {
        'x-forwarded-for': address,
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await new TestClient(server.url).request('POST', api.autoSignIn.path, undefined, { 'x-forwarded-for': address });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts wrong codes against the address even when they come with a live one', async () => {
    server = await start();
    const { join_code: code } = await hostedRound(server);
    const guesser = new TestClient(server.url);
    const from = { 'x-forwarded-for': '198.51.100.9' };
    const signIn = await guesser.request<{ accessToken: string }>('POST', `${api.autoSignIn.path}?join_code=${code}`, undefined, from);
    guesser.accessToken = signIn.body.accessToken;
    const statuses = [];
    for (let n = 1; n <= 4; n += 1) {
      const guess = String((Number(code) + n) % 1_000_000).padStart(6, '0');
      statuses.push((await guesser.request('GET', pathOf(api.joinByCode, { code: guess }), undefined, from)).status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    // The live code still finds its round on the class budget.
    expect((await guesser.request('GET', pathOf(api.joinByCode, { code }), undefined, from)).status).toBe(200);
  });
});
