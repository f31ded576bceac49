import { PROTOCOL_VERSION } from '@plw/protocol/socket/round-events';
import { api } from '@plw/protocol/api';
import type { Notification } from '@plw/protocol/rest/player';
import { defaultRealtimeOptions } from '@plw/server/config';
import { insertGame } from '@plw/server/domains/games/repository';
import { notifyNewGame } from '@plw/server/domains/notifications/game-notices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { demoAdmin, guest, TestClient } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Notifications are stored and pushed to every socket of their user: a new game in a followed channel, and a
// followed live round about to start (once per player and round, however often the reminder looks). Times are the
// server's clock's, which the reminder test moves on to make the reminder look again.

let server: TestServer;
let channelId: string;
let player: TestClient;
let socket: RoundClient;
const sockets: RoundClient[] = [];

beforeAll(async () => {
  const realtime = { ...defaultRealtimeOptions, joins: false as const, remindersEveryMs: 100 };
  server = await startTestServer({ config: { realtime } });
  const channel = await server.app.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
  channelId = channel.id;
  player = await guest(server.url);
  await player.request('POST', api.subscribe.path.replace(':channel_id', channelId));
  socket = await connectRound(server.url, player.accessToken ?? '');
  sockets.push(socket);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

async function game(values: { mode: 'DAILY' | 'RAPID'; publishing_time: string; game_duration?: number }) {
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    { game_name: `Notice ${values.mode}`, language: 'English', type: 'Mcq', status: 'RELEASED', ...values },
    new Date(server.clock.now()),
  );
  return gameId;
}

const isAbout = (gameId: string, kind: Notification['kind']) => (n: Notification) =>
  n.kind === kind && n.link?.includes(gameId) === true;

/** `ms` from now on the server's clock, as stored. */
const inMs = (ms: number) => new Date(server.clock.now() + ms).toISOString();

describe('notifications', () => {
  it('pushes a new game to subscribers over their sockets and lists it unread', async () => {
    const gameId = await game({ mode: 'DAILY', publishing_time: inMs(0) });
    const pushed = socket.waitFor<Notification>('notification:new', isAbout(gameId, 'NEW_GAME'));
    await notifyNewGame(server.app.db, gameId, new Date(server.app.clock.now()), server.app.rounds.notifications);
    expect(await pushed).toMatchObject({ title: 'New in Word Wizards', read: false, link: `/game/mcq/${gameId}` });
    // Once per game: releasing news again stores and pushes nothing.
    expect(
      await notifyNewGame(server.app.db, gameId, new Date(server.app.clock.now()), server.app.rounds.notifications),
    ).toEqual([]);

    const list = await player.request<{ notifications: Notification[]; unread: number }>('GET', api.notifications.path);
    expect(list.body.notifications.filter(isAbout(gameId, 'NEW_GAME'))).toHaveLength(1);
    expect(list.body.unread).toBe(list.body.notifications.length);
  });

  it('reminds subscribers of a live round starting within five minutes, once', async () => {
    const later = await game({ mode: 'RAPID', publishing_time: inMs(20 * 60_000), game_duration: 60 });
    const soon = await game({ mode: 'RAPID', publishing_time: inMs(3 * 60_000), game_duration: 60 });
    const reminder = await socket.waitFor<Notification>('notification:new', isAbout(soon, 'ROUND_STARTING'));
    expect(reminder.body).toContain('3 minutes');
    // One tap to the round's waiting room, which opens the game at its start.
    const publishingTime = await server.app.db.selectFrom('games').select('publishing_time').where('id', '=', soon).executeTakeFirstOrThrow();
    const link = new URL(reminder.link ?? '', 'http://app.test');
    expect(link.pathname).toBe('/game/waitingroom');
    expect(Object.fromEntries(link.searchParams)).toEqual({ redirect: `/game/mcq/${soon}`, time: publishingTime.publishing_time });
    // The reminder looks four more times (every 100 ms on the server's clock), a round trip after each lets it finish.
    for (let look = 0; look < 4; look += 1) {
      await server.clock.advance(100);
      await socket.call('clock:ping', { clientSentAt: 0 });
    }
    const list = await player.request<{ notifications: Notification[] }>('GET', api.notifications.path);
    expect(list.body.notifications.filter(isAbout(soon, 'ROUND_STARTING'))).toHaveLength(1);
    expect(list.body.notifications.filter(isAbout(later, 'ROUND_STARTING'))).toHaveLength(0);
  });

  it('marks the listed notifications read, then all of them', async () => {
    const before = await player.request<{ notifications: Notification[]; unread: number }>('GET', api.notifications.path);
    expect(before.body.unread).toBeGreaterThanOrEqual(2);
    const [first] = before.body.notifications;
    const one = await player.request<{ unread: number }>('POST', api.readNotifications.path, { ids: [first?.notification_id] });
    expect(one.body.unread).toBe(before.body.unread - 1);
    const all = await player.request<{ unread: number }>('POST', api.readNotifications.path, {});
    expect(all.body.unread).toBe(0);
    const after = await player.request<{ notifications: Notification[] }>('GET', api.notifications.path);
    expect(after.body.notifications.every((n) => n.read)).toBe(true);
    const bad = await player.request('POST', api.readNotifications.path, { ids: [''] });
    expect(bad.status).toBe(400);
  });

  it("sends nothing to those who do not follow the channel, and keeps each user's list to themselves", async () => {
    const stranger = await guest(server.url);
    const strangerSocket = await connectRound(server.url, stranger.accessToken ?? '');
    sockets.push(strangerSocket);
    const gameId = await game({ mode: 'DAILY', publishing_time: inMs(0) });
    const pushed = socket.waitFor<Notification>('notification:new', isAbout(gameId, 'NEW_GAME'));
    await notifyNewGame(server.app.db, gameId, new Date(server.app.clock.now()), server.app.rounds.notifications);
    await pushed;
    expect(strangerSocket.received.filter(([event]) => event === 'notification:new')).toEqual([]);
    const list = await stranger.request<{ notifications: Notification[]; unread: number }>('GET', api.notifications.path);
    expect(list.body).toEqual({ notifications: [], unread: 0 });
    const admin = await demoAdmin(server.url);
    expect((await admin.request('GET', api.notifications.path)).status).toBe(200);
    expect((await new TestClient(server.url).request('GET', api.notifications.path)).status).toBe(401);
  });
});

describe('contact and version', () => {
  it('stores a message from anyone for the admins, and refuses bad fields with the form words', async () => {
    const anyone = new TestClient(server.url);
    const message = { name: 'Meera', email: 'Meera@Example.com', message: 'The rapid quiz froze on my phone.' };
    expect((await anyone.request('POST', api.contact.path, message)).body).toEqual({ ok: true });
    const bad = await anyone.request('POST', api.contact.path, { name: 'M', email: 'nope', message: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        fields: {
          name: 'Name must be at least 3 characters',
          email: expect.any(String),
          message: 'Message must be at least 10 characters',
        },
      },
    });
    const admin = await demoAdmin(server.url);
    const inbox = await admin.request<{ messages: { email: string; message: string }[] }>(
      'GET',
      api.adminContactMessages.path,
    );
    expect(inbox.body.messages[0]).toMatchObject({ email: 'meera@example.com', message: message.message });
    expect((await player.request('GET', api.adminContactMessages.path)).status).toBe(403);
  });

  it('tells the version, start time and protocol', async () => {
    const reply = await new TestClient(server.url).request('GET', api.version.path);
    expect(reply.body).toMatchObject({ version: 'test', commit: null, protocol: PROTOCOL_VERSION });
  });
});
