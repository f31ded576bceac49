import { api } from '@plw/protocol/api';
import type { AnswerLocked, Leaderboard, RoundEnd, RoundStart, RoundState } from '@plw/protocol/socket/round-events';
import { openSealedQuestions } from '@plw/protocol/socket/sealed';
import type { ApiError } from '@plw/protocol/errors';
import { describe, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { advanceUntil, connectRound } from '../support/round-client.ts';
import {
  disconnected,
  expectNoAnswerIn,
  player,
  scheduleRound,
  server,
  useRapidRoundServer,
} from './rapid-round-setup.ts';

// A whole live round with real socket.io clients against a real server: sync, wait, start on time,
// answers, duplicates and late answers refused, the live leaderboard, the end, and resuming after a drop.
// Rounds are played on the server's clock, moved to their moments instead of waiting for them.

useRapidRoundServer();

describe('a live multiple-choice round', () => {
  it('runs from waiting room to final leaderboard on the server clock', async () => {
    const gameId = await scheduleRound(3_000, 4);
    const alice = await player();
    const bob = await player();

    const pong = await alice.round.call<{ clientSentAt: number; serverTime: number }>('clock:ping', { clientSentAt: 1 });
    expect(pong).toMatchObject({ ok: true, data: { clientSentAt: 1 } });

    const joined = await alice.round.call<RoundState>('round:join', { gameId });
    if (!joined.ok) throw new Error(joined.error.message);
    expect(joined.data).toMatchObject({ phase: 'waiting', questions: null, answers: [], score: 0 });
    expect(joined.data.sealedQuestions).toBeTruthy();
    const early = await alice.round.call('round:answer', { gameId, questionId: 'x', answer: 'x' });
    expect(early).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } });
    const bobJoined = await bob.round.call<RoundState>('round:join', { gameId });
    const bobSeat = bobJoined.ok ? bobJoined.data.resumeToken : '';

    // The key comes shortly ahead (a small room: 100 ms) so that it is everywhere by the start. The server's clock
    // is moved to a second before the start, when the room settles how far ahead; from there it runs with real time,
    // so how far ahead the key comes is measured as it comes.
    const coming = alice.round.next<RoundStart>('round:start');
    await server.clock.advanceTo(joined.data.startsAt - 1_000);
    const started = await coming;
    const ahead = started.startsAt - server.clock.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(100);
    const tooSoon = await bob.round.call('round:answer', { gameId, questionId: 'x', answer: 'x' });
    expect(tooSoon).toMatchObject({ ok: false, error: { code: 'NOT_STARTED' } });
    await server.clock.advanceTo(started.startsAt + 1);
    const questions = await openSealedQuestions(joined.data.sealedQuestions ?? '', started.key);
    if (questions.type !== 'Mcq') throw new Error('expected mcq questions');
    expect(questions.questions).toHaveLength(3);
    expect(questions.questions[0]?.choices).toContain('New Delhi');

    const [first, second] = questions.questions;
    if (!first || !second) throw new Error('missing questions');
    // Every question stays open to the other player until the end: the ack says only that the answer is locked in.
    const right = await alice.round.call<AnswerLocked>('round:answer', { gameId, questionId: first.question_id, answer: 'New Delhi' });
    expect(right).toEqual({ ok: true, data: { questionId: first.question_id, locked: true } });

    const again = await alice.round.call('round:answer', { gameId, questionId: first.question_id, answer: 'Mumbai' });
    expect(again).toMatchObject({ ok: false, error: { code: 'ALREADY_ANSWERED' } });
    const wrong = await bob.round.call<AnswerLocked>('round:answer', { gameId, questionId: first.question_id, answer: 'Mumbai' });
    expect(wrong).toEqual({ ok: true, data: { questionId: first.question_id, locked: true } });
    const unknown = await bob.round.call('round:answer', { gameId, questionId: 'nope', answer: 'x' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_QUESTION' } });

    // Boards tick every 250 ms on the server's clock: both players on it, nobody's points before the end.
    const board = await advanceUntil(server.clock, bob.round.waitFor<Leaderboard>('round:leaderboard', (b) => b.players === 2));
    expect(board.top.map((line) => line.score)).toEqual([0, 0]);

    // Bob drops and comes back: same answers, same score, the time left.
    bob.round.close();
    const bobAgain = await connectRound(server.url, bob.http.accessToken ?? '', undefined, server.clock);
    const forged = await bobAgain.call('round:join', { gameId, resumeToken: 'not-his-seat' });
    expect(forged).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const resumed = await bobAgain.call<RoundState>('round:join', { gameId, resumeToken: bobSeat });
    expect(resumed).toMatchObject({ ok: true, data: { phase: 'running', score: 0 } });
    if (resumed.ok) {
      // His answer is back as locked in, its verdict still sealed.
      expect(resumed.data.answers).toEqual([]);
      expect(resumed.data.lockedIn).toEqual([{ questionId: first.question_id, answer: 'Mumbai' }]);
      expect(resumed.data.questions?.questions).toHaveLength(3);
    }
    const bobRight = await bobAgain.call<AnswerLocked>('round:answer', { gameId, questionId: second.question_id, answer: 'Berlin' });
    expect(bobRight).toMatchObject({ ok: true, data: { locked: true } });

    // At the end the verdicts open: each player's standing says how many were right.
    const [ended, bobEnded] = await advanceUntil(
      server.clock,
      Promise.all([alice.round.next<RoundEnd>('round:end', 8_000), bobAgain.next<RoundEnd>('round:end', 8_000)]),
    );
    expect(ended.top.map((line) => line.rank)).toEqual([1, 2]);
    expect(ended.me?.rank).toBe(ended.top.find((l) => l.playerId === ended.top[0]?.playerId)?.rank);
    expect(ended.me?.right).toBe(1);
    expect(bobEnded.me?.right).toBe(1);
    expect(ended.me?.score).toBeGreaterThan(5);
    expect(ended.me?.score).toBeLessThanOrEqual(10);

    const late = await alice.round.call('round:answer', { gameId, questionId: second.question_id, answer: 'Berlin' });
    expect(late).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });
    const lateJoin = await alice.round.call('round:join', { gameId });
    expect(lateJoin).toMatchObject({ ok: false, error: { code: 'ROUND_OVER' } });

    for (const client of [alice.round, bobAgain]) expectNoAnswerIn(client);

    const plays = await server.app.db.selectFrom('plays').selectAll().where('game_id', '=', gameId).execute();
    expect(plays).toHaveLength(2);
    expect(plays.every((p) => p.finished_at !== null && p.rank !== null)).toBe(true);
    const stored = await server.app.db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select(['answers.question_id', 'answers.correct'])
      .where('plays.game_id', '=', gameId)
      .execute();
    expect(stored).toHaveLength(3);

    const finalBoard = await alice.http.request<{ leaderboard: { rank: number }[] }>(
      'GET',
      `${api.leaderboard.path}?type=RAPID&game_id=${gameId}`,
    );
    expect(finalBoard.status, JSON.stringify(finalBoard.body)).toBe(200);
    expect(finalBoard.body.leaderboard).toHaveLength(2);
    alice.round.close();
    bobAgain.close();
  });

  it('answers bad payloads with an error ack and keeps the connection', async () => {
    const gameId = await scheduleRound(60_000, 60);
    const carol = await player();
    const cases: [string, unknown][] = [
      ['round:join', {}],
      ['round:join', { gameId: 42 }],
      ['round:answer', { gameId, questionId: 'q' }],
      ['round:answer', 'not an object'],
      ['clock:ping', { clientSentAt: 'soon' }],
    ];
    for (const [event, payload] of cases) {
      const reply = await carol.round.call(event as 'round:join', payload);
      expect(reply, `${event} ${JSON.stringify(payload)}`).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    }
    expect(carol.round.socket.connected).toBe(true);
    expect(await carol.round.call('round:join', { gameId: 'no-such-game' })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    carol.round.close();
  });

  it('refuses connections without a valid token or with another protocol version', async () => {
    await expect(connectRound(server.url, 'garbage')).rejects.toThrow(/expired|Sign in/);
    const http = await guest(server.url);
    await expect(connectRound(server.url, http.accessToken ?? '', 999)).rejects.toThrow(/protocol/);
  });

  it('cuts off a flooding socket and keeps its player out of the round after reconnecting', async () => {
    const gameId = await scheduleRound(60_000, 60);
    const flooder = await player();
    await flooder.round.call('round:join', { gameId });
    const replies = await Promise.all(
      Array.from({ length: 130 }, () => flooder.round.call('clock:ping', { clientSentAt: 0 }).catch(() => null)),
    );
    expect(replies.some((r) => r && !r.ok && r.error.code === 'RATE_LIMITED')).toBe(true);
    await disconnected(flooder.round.socket, 200);
    expect(flooder.round.socket.connected).toBe(false);

    const back = await connectRound(server.url, flooder.http.accessToken ?? '');
    expect(await back.call('round:join', { gameId })).toMatchObject({ ok: false, error: { code: 'REMOVED' } });
    back.close();
  });

  it('keeps a RAPID_THEN_DAILY game playable as a daily game after its round, for those who missed it', async () => {
    const gameId = await scheduleRound(300, 1, 'RAPID_THEN_DAILY');
    const live = await player();
    await live.round.call('round:join', { gameId });
    await live.round.started();
    const state = await live.round.call<RoundState>('round:join', { gameId });
    const first = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
    if (!first) throw new Error('no question');
    await live.round.call('round:answer', { gameId, questionId: first.question_id, answer: 'New Delhi' });
    await advanceUntil(server.clock, live.round.next('round:end', 5_000));
    live.round.close();

    const later = await guest(server.url);
    const daily = await later.request<{ questions: unknown[] }>('GET', api.mcqQuestions.path.replace(':id', gameId));
    expect(daily.status).toBe(200);
    expect(daily.body.questions).toHaveLength(3);
    const rapidBoard = await later.request<{ leaderboard: unknown[] }>('GET', `${api.leaderboard.path}?type=RAPID&game_id=${gameId}`);
    const dailyBoard = await later.request<{ leaderboard: unknown[] }>('GET', `${api.leaderboard.path}?type=DAILY&game_id=${gameId}`);
    expect(rapidBoard.body.leaderboard).toHaveLength(1);
    expect(dailyBoard.body.leaderboard).toHaveLength(0);

    // One scored play per player and game: the round's player has had theirs.
    const again = await live.http.request<ApiError>('GET', api.mcqQuestions.path.replace(':id', gameId));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You have already finished this game');
    const answer = await live.http.request<ApiError>('POST', api.mcqAnswer.path.replace(':id', gameId), {
      question_id: first.question_id,
      answer: 'New Delhi',
    });
    expect(answer.status).toBe(409);
  });
});
