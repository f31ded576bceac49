import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { HostRound, RoundLobby } from '@plw/protocol/rest/hosting';
import { defaultRateLimits, defaultRealtimeOptions, type RateLimits } from '@plw/server/config';
import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { io } from 'socket.io-client';
import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { hostedCapitalsQuiz } from '../../support/hosted-quiz.ts';
import { creator, guest, type TestClient } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// The attack: join codes guessed from many addresses (a limit keyed on the whole address, so one IPv6 /64 is 2^64
// budgets), and a found code seats a stranger in a class's running round. Now an IPv6 client is counted by its
// /64, failed lookups have a budget per player and one for the whole service, and a hosted room closes to new seats
// once its first question opens unless the host lets late players in.

const open = { max: 10_000, windowMs: 60_000 };

function limits(overrides: Partial<RateLimits>): RateLimits {
  const { failedLookups: _, ...rest } = defaultRateLimits;
  return { ...rest, credentials: open, autoSignIn: open, joinCodes: open, hosting: open, ...overrides };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(rateLimits: RateLimits): Promise<{ server: TestServer; host: TestClient }> {
  server = await startTestServer({ rateLimits, config: { trustProxy: ['loopback'] } });
  const host = await creator(server.url);
  return { server, host };
}

const hostedRound = hostedCapitalsQuiz;

const lookUp = (client: TestClient, code: string, from: string) =>
  client.request<{ round_id: string }>('GET', pathOf(api.joinByCode, { code }), undefined, { 'x-forwarded-for': from });

/** A code no open round holds. */
const wrongCode = (right: string, n: number) => String((Number(right) + 1 + n) % 1_000_000).padStart(6, '0');

describe('guessing join codes', () => {
  it('counts an IPv6 client by its /64: new addresses in the same /64 share one budget', async () => {
    // A live code's lookups count against the class budget (per address and round), keyed by the /64 as well.
    const five = { max: 5, windowMs: 60_000 };
    const { server: running, host } = await start(limits({ joinCodes: five, classJoins: five }));
    const { join_code: code } = await hostedRound(running, host);
    const player = await guest(running.url);
    const statuses = [];
    for (let i = 1; i <= 7; i += 1) statuses.push((await lookUp(player, code, `2001:db8:7:9::${i.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await lookUp(player, code, '2001:db8:7:a::1')).status).toBe(200);
  });

  it("stops one player's guesses after their budget of wrong codes, whatever address they come from", async () => {
    const failedLookups = { perPlayer: { max: 3, windowMs: 600_000 }, everyone: { max: 1_000, windowMs: 60_000 } };
    const { server: running, host } = await start(limits({ failedLookups }));
    const { join_code: code, round_id: roundId } = await hostedRound(running, host);
    const guesser = await guest(running.url);
    const statuses = [];
    for (let n = 0; n < 3; n += 1) statuses.push((await lookUp(guesser, wrongCode(code, n), `198.51.100.${n + 1}`)).status);
    expect(statuses).toEqual([404, 404, 404]);
    const stopped = await lookUp(guesser, code, '198.51.100.99');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    // Others are not held up, and a right code costs nothing.
    const pupil = await guest(running.url);
    for (let n = 0; n < 5; n += 1) expect((await lookUp(pupil, code, '198.51.100.200')).body.round_id).toBe(roundId);
  });

  it("once the service's budget of wrong codes is spent, holds up only players who typed a wrong one", async () => {
    const failedLookups = { perPlayer: { max: 100, windowMs: 600_000 }, everyone: { max: 4, windowMs: 60_000 } };
    const { server: running, host } = await start(limits({ failedLookups }));
    const { join_code: code } = await hostedRound(running, host);
    const guessers = await Promise.all([1, 2, 3, 4].map(() => guest(running.url)));
    for (const [n, guesser] of guessers.entries()) {
      expect((await lookUp(guesser, wrongCode(code, n), `203.0.113.${n}`)).status).toBe(404);
    }
    for (const guesser of guessers) expect((await lookUp(guesser, code, '203.0.113.50')).status).toBe(429);
    const pupil = await guest(running.url);
    expect((await lookUp(pupil, code, '203.0.113.60')).status).toBe(200);
  });
});

describe('joining rounds over the socket', () => {
  it('counts an IPv6 client by its /64 against the per-address join budget', async () => {
    const joins = {
      perSocket: { perSecond: 1, burst: 5 },
      perPlayer: { perSecond: 1, burst: 10 },
      perAddress: { perSecond: 0.001, burst: 2 },
    };
    server = await startTestServer({ config: { trustProxy: ['loopback'], realtime: { ...defaultRealtimeOptions, joins } } });
    const running = server;
    /** One join from a new player at `address`: its error code (the round does not exist, or the budget is spent). */
    async function joinFrom(address: string): Promise<string | undefined> {
      const player = await guest(running.url);
      const socket = io(running.url, {
        auth: { token: player.accessToken, protocolVersion: PROTOCOL_VERSION },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { 'x-forwarded-for': address },
      });
      try {
        const reply = (await socket.timeout(5_000).emitWithAck('round:join', { gameId: 'no-such-game' })) as {
          ok: boolean;
          error?: { code: string };
        };
        return reply.error?.code;
      } finally {
        socket.close();
      }
    }
    const codes = [];
    for (const host of ['a', 'b', 'c']) codes.push(await joinFrom(`2001:db8:5:6::${host}`));
    expect(codes[0]).not.toBe('RATE_LIMITED');
    expect(codes[1]).not.toBe('RATE_LIMITED');
    expect(codes[2]).toBe('RATE_LIMITED');
    expect(await joinFrom('2001:db8:5:7::a')).not.toBe('RATE_LIMITED');
  });
});

describe('a hosted room once it starts', () => {
  it('closes to new seats when the first question opens, unless the host lets late players in', async () => {
    const { server: running, host } = await start(limits({}));
    const { round_id: roundId } = await hostedRound(running, host);
    const enter = (client: TestClient, name: string) =>
      client.request<{ name: string; error?: { message: string } }>('POST', pathOf(api.enterRound, { id: roundId }), {
        display_name: name,
      });
    const asha = await guest(running.url);
    expect((await enter(asha, 'Asha')).status).toBe(200);
    const view = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: roundId }));
    expect(view.body.late_seats).toBe(false);
    const started = await host.request<{ starts_at: number }>('POST', pathOf(api.startRound, { id: roundId }));
    expect(started.status).toBe(200);
    // The countdown still seats whoever has the code.
    expect((await enter(await guest(running.url), 'Ravi')).status).toBe(200);

    await running.clock.advanceTo(started.body.starts_at);
    const stranger = await guest(running.url);
    const refused = await enter(stranger, 'Stranger');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(HOSTED_MESSAGES.roomLocked);
    // A player seated before gets back in (a reload, a second phone).
    expect((await enter(asha, 'Asha')).body.name).toBe('Asha');

    expect((await host.request('PUT', pathOf(api.lateSeats, { id: roundId }), { late_seats: true })).status).toBe(200);
    expect((await enter(stranger, 'Latecomer')).status).toBe(200);
    expect((await host.request('PUT', pathOf(api.lateSeats, { id: roundId }), { late_seats: false })).status).toBe(200);
    expect((await enter(await guest(running.url), 'Another')).status).toBe(409);
    const players = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: roundId }));
    expect(players.body.players.map((p) => p.name)).toEqual(['Asha', 'Ravi', 'Latecomer']);
  });

  it('tells a player without a seat whether the round seats them now, by the same rule the seat is given by', async () => {
    const { server: running, host } = await start(limits({}));
    const { round_id: roundId } = await hostedRound(running, host);
    const latecomer = await guest(running.url);
    const seatsNow = async () => {
      const lobby = await latecomer.request<RoundLobby>('GET', pathOf(api.roundLobby, { id: roundId }));
      expect(lobby.status).toBe(200);
      return lobby.body.seats_newcomers;
    };
    expect(await seatsNow()).toBe(true);
    const started = await host.request<{ starts_at: number }>('POST', pathOf(api.startRound, { id: roundId }));
    expect(await seatsNow()).toBe(true);

    await running.clock.advanceTo(started.body.starts_at);
    expect(await seatsNow()).toBe(false);
    expect((await host.request('PUT', pathOf(api.lateSeats, { id: roundId }), { late_seats: true })).status).toBe(200);
    expect(await seatsNow()).toBe(true);
    const entered = await latecomer.request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: 'Mira' });
    expect(entered.status).toBe(200);
    expect((await host.request('PUT', pathOf(api.lateSeats, { id: roundId }), { late_seats: false })).status).toBe(200);
    expect(await seatsNow()).toBe(false);
  });
});

afterAll(async () => {
  await server?.close();
});
