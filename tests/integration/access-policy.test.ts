import { api } from '@plw/protocol/api';
import type { Endpoint } from '@plw/protocol/endpoint';
import { DEMO_CREATOR } from '@plw/server/demo/seed';
import type { Role } from '@plw/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createChannelWithCreator, createGame, registerPlayer } from '../support/fixtures.ts';
import { creator, demoAdmin, guest, TestClient } from '../support/http.ts';
import { prepareReviewAccess, type ReviewAccess, reviewCallFor, reviewStatusFor } from '../support/review-access.ts';
import { type HostingAccess, hostingCallFor, hostingStatusFor, prepareHostingAccess } from '../support/hosting-access.ts';
import { prepareRoundsAccess, roundsCallFor, roundsStatusFor } from '../support/rounds-access.ts';
import { prepareStudioAccess, type StudioAccess, studioCallFor, studioStatusFor } from '../support/studio-access.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Server-side roles: every route declares who may call it, and every protected route answers
// 401 to no one, 403 to the wrong role or the wrong channel's creator, and succeeds for the right caller.

let server: TestServer;
type Caller = 'anonymous' | 'player' | 'creatorA' | 'creatorB' | 'admin';
const callers = {} as Record<Caller, TestClient>;
let gameOfA: string;
let krissKrossOfA: string;
let typedAnswerOfA: string;
let typedQuestionOfA: string;
/** A kriss-kross game the player has opened and never submits: check and reveal need an open daily play. */
let helpersGame: { id: string; questionId: string; length: number };
let mcqQuestionOfA: string;
let unreleasedGameOfA: string;
let studio: StudioAccess;
let review: ReviewAccess;
let channelOfA: string;
let roundOfA: string;
let hosting: HostingAccess;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.db;
  const creatorA = await creator(server.url);
  const channelA = (await creatorA.autoSignIn()).body.user;
  if (channelA.role !== 'CREATOR') throw new Error('demo creator did not sign in as a creator');
  channelOfA = channelA.creator.channel_id;
  gameOfA = await createGame(db, channelA.creator.channel_id, { type: 'Mcq' });
  krissKrossOfA = await createGame(db, channelA.creator.channel_id, { type: 'Kriss_kross_puzzle' });
  typedAnswerOfA = await createGame(db, channelA.creator.channel_id, { type: 'Typed_answer' });
  typedQuestionOfA = (
    await db.selectFrom('typed_answer_questions').select('id').where('game_id', '=', typedAnswerOfA).executeTakeFirstOrThrow()
  ).id;
  const question = await db.selectFrom('mcq_questions').select('id').where('game_id', '=', gameOfA).executeTakeFirstOrThrow();
  mcqQuestionOfA = question.id;
  unreleasedGameOfA = await createGame(db, channelA.creator.channel_id, { type: 'Mcq', status: 'DRAFT' });
  studio = await prepareStudioAccess(db, channelA.creator.channel_id);
  review = await prepareReviewAccess(db, channelA.creator.channel_id);
  roundOfA = await prepareRoundsAccess(db, channelA.creator.channel_id, gameOfA);
  await createChannelWithCreator(db, { email: 'b@demo.test', password: 'Channel@B1', channelName: 'Channel B' });

  const player = await guest(server.url);
  await registerPlayer(db, (await player.autoSignIn()).body.user.user_id, 'Player@2026');
  const helpersGameId = await createGame(db, channelA.creator.channel_id, { type: 'Kriss_kross_puzzle' });
  const word = await db
    .selectFrom('krisskross_questions')
    .select(['id', 'answer'])
    .where('game_id', '=', helpersGameId)
    .executeTakeFirstOrThrow();
  helpersGame = { id: helpersGameId, questionId: word.id, length: [...word.answer].length };
  await player.request('GET', `${api.krissKrossAllQuestions.path}?game_id=${helpersGameId}`);
  const seated = await guest(server.url);
  const seatedUser = (await seated.autoSignIn()).body.user;
  if (seatedUser.role !== 'PLAYER') throw new Error('expected a guest player');
  // Hosted rounds get a game of their own: a live round of a game pauses its daily play (answer-access.ts).
  hosting = await prepareHostingAccess(db, {
    channelId: channelOfA,
    gameId: await createGame(db, channelA.creator.channel_id, { type: 'Mcq' }),
    hostUserId: channelA.user_id,
    playerId: seatedUser.player.player_id,
  });
  callers.anonymous = new TestClient(server.url);
  callers.player = player;
  callers.creatorA = creatorA;
  callers.creatorB = await creator(server.url, 'b@demo.test', 'Channel@B1');
  callers.admin = await demoAdmin(server.url);
});
afterAll(() => server?.close());

const roleOf: Record<Exclude<Caller, 'anonymous'>, Role> = {
  player: 'PLAYER',
  creatorA: 'CREATOR',
  creatorB: 'CREATOR',
  admin: 'ADMIN',
};

/** How to call each endpoint for real: path parameters and a body that is valid for the allowed caller. */
function callFor(name: keyof typeof api, caller: Caller): { path: string; body?: unknown } {
  const endpoint: Endpoint = api[name];
  const gameId = endpoint.path.includes('krisskross')
    ? krissKrossOfA
    : endpoint.path.includes('typed-answer') ? typedAnswerOfA : gameOfA;
  const query = endpoint.query ? `?${new URLSearchParams({ game_id: gameId, type: 'DAILY' })}` : '';
  const id = endpoint.path.startsWith('/api/channel/:id') ? channelOfA : gameId;
  const path = endpoint.path.replace(':id', id).replace(':channel_id', channelOfA) + query;
  const passwords: Partial<Record<Caller, string>> = {
    player: 'Player@2026',
    creatorA: DEMO_CREATOR.password,
    creatorB: 'Channel@B1',
  };
  if (name === 'playerChangePassword' || name === 'creatorChangePassword') {
    const old = passwords[caller] ?? 'Whatever@1';
    return { path, body: { old_password: old, new_password: old, confirm_password: old } };
  }
  if (name === 'setPlayerAccount') {
    return { path, body: { country_code: 91, phone: '9111111111', password: 'Player@2026', confirm_password: 'Player@2026' } };
  }
  if (name === 'rejectChannelRequest') return { path, body: { reason: 'Not a fit for the platform' } };
  const studioCall = studioCallFor(name, caller, studio);
  if (studioCall) return studioCall;
  const reviewCall = reviewCallFor(name, review);
  if (reviewCall) return reviewCall;
  const roundsCall = roundsCallFor(name, roundOfA);
  if (roundsCall) return roundsCall;
  const hostingCall = hostingCallFor(name, hosting);
  if (hostingCall) return hostingCall;
  if (name === 'today') return { path: `${endpoint.path}?language=English` };
  if (name === 'krissKrossCheckWord' || name === 'krissKrossReveal') {
    const { id, questionId, length } = helpersGame;
    const letters = name === 'krissKrossCheckWord' ? { letters: Array<string>(length).fill('') } : {};
    return { path: endpoint.path.replace(':id', id), body: { question_id: questionId, ...letters } };
  }
  if (name === 'mcqAnswer') return { path, body: { question_id: mcqQuestionOfA, answer: 'Four' } };
  if (name === 'typedAnswerAnswer') return { path, body: { question_id: typedQuestionOfA, answer: ' four ' } };
  if (name === 'setTimeZone') return { path, body: { time_zone: 'Asia/Kolkata' } };
  if (endpoint.body) return { path, body: { cells: [] } };
  if (name === 'adminSignIn') return { path, body: { country_code: 91, phone: '9000000001', password: 'Admin@2026' } };
  if (name === 'creatorSignIn') return { path, body: { email: DEMO_CREATOR.email, password: DEMO_CREATOR.password } };
  return { path };
}

/** What a caller must get: the role list decides 401/403; creator routes on a game also check its channel. */
function expectedStatus(endpoint: Endpoint, caller: Caller): number {
  if (endpoint.access === 'public') return 200;
  if (caller === 'anonymous') return 401;
  if (!endpoint.access.includes(roleOf[caller])) return 403;
  const studioStatus = studioStatusFor(endpoint, caller);
  if (studioStatus !== undefined) return studioStatus;
  const reviewStatus = reviewStatusFor(endpoint, caller);
  if (reviewStatus !== undefined) return reviewStatus;
  const roundsStatus = roundsStatusFor(endpoint, caller);
  if (roundsStatus !== undefined) return roundsStatus;
  const hostingStatus = hostingStatusFor(endpoint, caller);
  if (hostingStatus !== undefined) return hostingStatus;
  // The id in the path is a game's: past the role check there is no such channel request to review.
  if (endpoint === api.approveChannelRequest || endpoint === api.rejectChannelRequest) return 404;
  // Past the role check, the call itself decides: this player already has an account, and sends no file.
  if (endpoint === api.setPlayerAccount) return 409;
  if (endpoint === api.uploadProfilePicture) return 415;
  const gameQuery = endpoint.query instanceof z.ZodObject && 'game_id' in endpoint.query.shape;
  const aboutAGame = (endpoint.path.startsWith('/api/game/') && endpoint.path.includes(':id')) || gameQuery;
  return aboutAGame && caller === 'creatorB' ? 403 : 200;
}

describe('route table', () => {
  it('declares an access policy for every registered route', () => {
    expect(server.app.routeTable.length).toBeGreaterThan(0);
    for (const registered of server.app.routeTable) {
      expect(registered.access, `${registered.method} ${registered.url}`).toBeDefined();
    }
  });

  it('registers every API endpoint of the protocol with the access the protocol declares', () => {
    for (const [name, endpoint] of Object.entries(api)) {
      const registered = server.app.routeTable.find((r) => r.method === endpoint.method && r.url === endpoint.path);
      expect(registered, name).toBeDefined();
      expect(registered?.access, name).toEqual(endpoint.access);
    }
  });

  it('has no /api route outside the protocol except the public API docs', () => {
    const known = new Set(Object.values(api).map((e) => `${e.method} ${e.path}`));
    const extra = server.app.routeTable.filter(
      (r) => r.url.startsWith('/api') && !known.has(`${r.method} ${r.url}`) && r.method !== 'HEAD',
    );
    for (const route of extra) {
      expect(route.url.startsWith('/api/docs'), `${route.method} ${route.url}`).toBe(true);
      expect(route.access).toBe('public');
    }
  });

  it('refuses to start with a route that declares no policy', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: access } = await import('@plw/server/plugins/access');
    const { default: authTokens } = await import('@plw/server/plugins/auth-tokens');
    const { default: database } = await import('@plw/server/plugins/database');
    const { default: sharedCache } = await import('@plw/server/plugins/shared-cache');
    const { default: endedSessions } = await import('@plw/server/plugins/ended-sessions');
    const { systemClock } = await import('@plw/server/clock');
    const app = Fastify();
    app.decorate('clock', systemClock);
    // What access checks tokens against: the test server's database (left open for it) and its ended sessions.
    const handle = { db: server.app.db, kind: server.app.dbKind, close: async () => {} };
    await app.register(database, { handle });
    await app.register(sharedCache, { ttlMs: 0, databaseShared: false });
    await app.register(endedSessions, { accessTokenTtlSeconds: 60, unannounced: false });
    await app.register(authTokens, { jwtSecret: 'x'.repeat(32), accessTokenTtlSeconds: 60 });
    await app.register(access);
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access policy/);
    await app.close();
  });
});

describe('role matrix', () => {
  const protectedEndpoints = Object.entries(api).filter(([, e]) => e.access !== 'public') as [
    keyof typeof api,
    Endpoint,
  ][];
  const order: Caller[] = ['anonymous', 'player', 'creatorB', 'admin', 'creatorA'];

  for (const [name, endpoint] of protectedEndpoints) {
    for (const caller of order) {
      const expected = expectedStatus(endpoint, caller);
      it(`${endpoint.method} ${endpoint.path} as ${caller} → ${expected}`, async () => {
        const { path, body } = callFor(name, caller);
        const reply = await callers[caller].request(endpoint.method, path, body);
        expect(reply.status, JSON.stringify(reply.body)).toBe(expected);
        if (expected === 401) expect(reply.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
        if (expected === 403) expect(reply.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
      });
    }
  }
});

describe('what each role sees', () => {
  it("shows a creator only their own channel's games", async () => {
    const mine = await callers.creatorA.request<{ games: { channel: { channel_name: string } }[] }>(
      'GET',
      api.channelGames.path,
    );
    expect(mine.body.games.length).toBeGreaterThan(0);
    expect(new Set(mine.body.games.map((g) => g.channel.channel_name))).toEqual(new Set(['Word Wizards']));
    const theirs = await callers.creatorB.request<{ games: unknown[] }>('GET', api.channelGames.path);
    expect(theirs.body.games).toEqual([]);
  });

  it('hides an unreleased game from players as if it did not exist', async () => {
    const path = api.gameDetails.path.replace(':id', unreleasedGameOfA);
    expect((await callers.player.request('GET', path)).status).toBe(404);
    expect((await callers.creatorA.request('GET', path)).status).toBe(200);
    expect((await callers.admin.request('GET', path)).status).toBe(200);
  });

  it('never sends mcq answers to a player', async () => {
    const path = api.mcqQuestionsAll.path.replace(':id', gameOfA);
    const reply = await callers.player.request('GET', path);
    expect(reply.status).toBe(403);
    expect(JSON.stringify(reply.body)).not.toContain('Four');
  });
});
