import type { RoundState } from '@plw/protocol/socket/round-events';
import type { WatchSnapshot } from '@plw/protocol/socket/watch-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { creator, demoAdmin, guest } from '../support/http.ts';
import { advanceUntil, connectRound } from '../support/round-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Watching live rounds: a creator sees only their channel's rounds, an admin all of them with the server's
// health, a player cannot watch; the figures move as a round is played, and never tell how many were right before
// everyone's answers are in; Prometheus gets the same figures.

const METRICS_TOKEN = 'prometheus-scrape-token-for-watch-tests';
let server: TestServer;
let channelA: string;
let channelB: string;
let gameOfA: string;
let gameOfB: string;

async function schedule(channelId: string, startInMs: number) {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: 'Watched round',
      publishing_time: new Date(now.getTime() + startInMs).toISOString(),
      game_duration: 30,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertMcqQuestions(
    server.app.db,
    gameId,
    [{ question: 'Two plus two?', answer: 'Four', answer_options: ['Three', 'Five', 'Six'] }],
    now,
  );
  return gameId;
}

beforeAll(async () => {
  server = await startTestServer({ config: { metricsToken: METRICS_TOKEN } });
  const me = (await (await creator(server.url)).autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  channelA = me.creator.channel_id;
  channelB = (await createChannelWithCreator(server.app.db, { email: 'b@demo.test', password: 'Channel@B1', channelName: 'Channel B' }))
    .channelId;
  gameOfA = await schedule(channelA, 300);
  gameOfB = await schedule(channelB, 3_600_000);
});
afterAll(() => server?.close());

describe('watching rounds', () => {
  it('shows a creator only their own channel, an admin every round and the server health', async () => {
    const creatorA = await connectRound(server.url, (await creator(server.url)).accessToken ?? '');
    const seenByA = await creatorA.call<WatchSnapshot>('watch:subscribe', {});
    if (!seenByA.ok) throw new Error(seenByA.error.message);
    expect(seenByA.data.rooms.map((r) => r.gameId)).toContain(gameOfA);
    expect(seenByA.data.rooms.map((r) => r.gameId)).not.toContain(gameOfB);
    expect(seenByA.data.rooms.every((r) => r.channelId === channelA)).toBe(true);
    expect(seenByA.data.health).toBeNull();

    const creatorB = await connectRound(server.url, (await creator(server.url, 'b@demo.test', 'Channel@B1')).accessToken ?? '');
    const seenByB = await creatorB.call<WatchSnapshot>('watch:subscribe', {});
    expect(seenByB.ok && seenByB.data.rooms.map((r) => r.gameId)).toEqual([gameOfB]);

    const admin = await connectRound(server.url, (await demoAdmin(server.url)).accessToken ?? '');
    const seenByAdmin = await admin.call<WatchSnapshot>('watch:subscribe', {});
    if (!seenByAdmin.ok) throw new Error(seenByAdmin.error.message);
    expect(seenByAdmin.data.rooms.map((r) => r.gameId)).toEqual(expect.arrayContaining([gameOfA, gameOfB]));
    expect(seenByAdmin.data.health?.connections).toBeGreaterThanOrEqual(3);

    const player = await connectRound(server.url, (await guest(server.url)).accessToken ?? '');
    expect(await player.call('watch:subscribe', {})).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });

    // A player plays A's round: the creator's figures move.
    const joined = await player.call<RoundState>('round:join', { gameId: gameOfA });
    if (!joined.ok) throw new Error(joined.error.message);
    // Once the round has started (the server's clock moved to it), joining again gives the questions plain.
    await server.clock.advanceTo(joined.data.startsAt + 1);
    const state = await player.call<RoundState>('round:join', { gameId: gameOfA });
    const question = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
    if (!question) throw new Error('no question');
    await player.call('round:answer', { gameId: gameOfA, questionId: question.question_id, answer: 'Four' });

    let figures: WatchSnapshot['rooms'][number] | undefined;
    for (let i = 0; i < 5 && !(figures?.answers === 1); i += 1) {
      // A snapshot a second on the server's clock: moved on until the next one comes.
      const snapshot = await advanceUntil(server.clock, creatorA.next<WatchSnapshot>('watch:snapshot', 3_000));
      figures = snapshot.rooms.find((r) => r.gameId === gameOfA);
    }
    expect(figures).toMatchObject({ phase: 'running', players: 1, answers: 1 });
    // A free round: how many answered at once, how many were right only from the round's end (watch-view.ts).
    expect(figures?.questions[0]).toMatchObject({ answered: 1, right: null });
    expect(figures?.top[0]?.rank).toBe(1);
    expect(figures?.answersPerSecond).toBeGreaterThan(0);

    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then((r) => r.text());
    expect(metrics).toMatch(/plw_socket_connections \d+/);
    expect(metrics).toContain(`plw_round_players{game_id="${gameOfA}"} 1`);
    expect(metrics).toContain(`plw_round_answers{game_id="${gameOfA}"} 1`);
    expect(metrics).toMatch(/plw_event_loop_lag_p99_seconds/);
    // The answer's time on the server, stage by stage: it was stored, so its store stage took some time.
    const stored = /plw_answer_stage_p99_seconds\{stage="store"\} (\S+)/.exec(metrics)?.[1];
    expect(Number(stored)).toBeGreaterThan(0);

    for (const client of [creatorA, creatorB, admin, player]) client.close();
  });
});
