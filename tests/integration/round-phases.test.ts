import type { RoundState } from '@plw/protocol/socket/round-events';
import type { WatchSnapshot } from '@plw/protocol/socket/watch-events';
import { ROUND_PHASES } from '@plw/shared/rules/round/schedule';
import { scheduleLiveQuiz } from '../support/fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creator, guest } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Every surface of a live round speaks the round engine's one phase vocabulary (scheduled, waiting, running,
// ended) from the one clock rule: what a watcher sees, what a joining player is told, and when answers are taken.
// Times are the server's clock's, which a test moves forward rather than waiting for real seconds.

let server: TestServer;
let channelId: string;
const clients: RoundClient[] = [];

async function schedule(startInMs: number, seconds: number) {
  const quiz = { startInMs, durationS: seconds, name: 'Phased round', now: server.clock.now() };
  return (await scheduleLiveQuiz(server.app.db, channelId, quiz)).gameId;
}

async function connect(token: string | undefined) {
  const client = await connectRound(server.url, token ?? '');
  clients.push(client);
  return client;
}

async function watchedPhases(watcher: RoundClient): Promise<Map<string, string>> {
  const seen = await watcher.call<WatchSnapshot>('watch:subscribe', {});
  if (!seen.ok) throw new Error(seen.error.message);
  return new Map(seen.data.rooms.map((room) => [room.gameId, room.phase]));
}

beforeAll(async () => {
  server = await startTestServer();
  const me = (await (await creator(server.url)).autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  channelId = me.creator.channel_id;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.close();
});

describe('a live round\'s phases', () => {
  it('are scheduled until a waiting room opens, then waiting, running and ended by the server\'s clock', async () => {
    const later = await schedule(3_600_000, 60);
    const started = await schedule(-10_000, 60);
    const watcher = await connect((await creator(server.url)).accessToken);

    const before = await watchedPhases(watcher);
    expect(before.get(later)).toBe('scheduled');
    expect(before.get(started)).toBe('running');
    for (const phase of before.values()) expect(ROUND_PHASES).toContain(phase);

    const player = await connect((await guest(server.url)).accessToken);
    const joined = await player.call<RoundState>('round:join', { gameId: later });
    expect(joined).toMatchObject({ ok: true, data: { phase: 'waiting' } });
    expect((await watchedPhases(watcher)).get(later)).toBe('waiting');

    const playing = await player.call<RoundState>('round:join', { gameId: started });
    expect(playing).toMatchObject({ ok: true, data: { phase: 'running' } });
  });

  it('takes answers only inside the round\'s window', async () => {
    const gameId = await schedule(1_500, 1);
    const player = await connect((await guest(server.url)).accessToken);
    const joined = await player.call<RoundState>('round:join', { gameId });
    if (!joined.ok) throw new Error(joined.error.message);
    const early = await player.call('round:answer', { gameId, questionId: 'any', answer: 'Four' });
    expect(early).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } });

    await server.clock.advanceTo(joined.data.endsAt + 50);
    const late = await player.call('round:answer', { gameId, questionId: 'any', answer: 'Four' });
    expect(late).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });
    const again = await player.call<RoundState>('round:join', { gameId });
    expect(again).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });
  });

  it('refuses a client of the protocol before the phase vocabulary, which knew scheduled rounds as upcoming', async () => {
    const token = (await guest(server.url)).accessToken ?? '';
    const refused = await connectRound(server.url, token, 1).then(
      (client) => {
        client.close();
        return null;
      },
      (error: { data?: { code?: string } }) => error.data?.code,
    );
    expect(refused).toBe('VERSION_MISMATCH');
  });
});
