import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { RoundLobby } from '@plw/protocol/rest/hosting';
import type { RoundResults } from '@plw/protocol/rest/rounds';
import type {
  HostFigures,
  HostReveal,
  LobbyPlayers,
  LobbyStarting,
  RoundRescheduled,
} from '@plw/protocol/socket/host-events';
import type { QuestionOpen, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import type { RoomFigures, WatchSnapshot } from '@plw/protocol/socket/watch-events';
import { describe, expect, it } from 'vitest';
import { CAPITALS_QUIZ, scheduleLiveQuiz } from '../support/fixtures.ts';
import { creator, guest } from '../support/http.ts';
import { connectRound } from '../support/round-client.ts';
import {
  cluster,
  first,
  handle,
  joinRound,
  right,
  seat,
  replaceFirst,
  second,
  useHostedRoundCluster,
  verifiedQuiz,
} from './hosted-round-setup.ts';

// A hosted round across two processes on Postgres and Redis: the host and their big screen on one, the players on
// the other. The lobby fills in on the host's screen, the host's Start, skip ahead and early end (stored, then told
// to every process) reach the players on the other process at once, and the big screen gets each reveal and the
// podium. Then a process running a hosted round dies mid-round: a restarted one carries the round on with the
// host's skips, and ends it with everyone's answers counted. A player the host removes is no contender anywhere:
// not on a later reveal's top, the big screen's board, the podium or the results, whichever process seated them.
// Each process holds copies of seats taken on the other (read when its room opened): the shared board never takes
// a score from such a stale copy. A creator watching on one process sees every round's answers counted over both,
// and how many were right only once everyone's answers to a question are in.

useHostedRoundCluster();

describe('a hosted round over two processes', () => {
  it("follows the host's moves on every process and shows the big screen the reveals and the podium", async () => {
    const host = await creator(first.url);
    const gameId = await verifiedQuiz();
    const hosted = await host.request<{ round_id: string; join_code: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    expect(hosted.status).toBe(200);
    const roundId = hosted.body.round_id;
    // These rounds are moved on by the host's presses: the server's auto-advance is turned off.
    expect((await host.request('PUT', pathOf(api.autoAdvance, { id: roundId }), { auto_advance: false })).status).toBe(200);
    const screen = await connectRound(first.url, host.accessToken ?? '');
    expect((await screen.call('host:watch', { roundId })).ok).toBe(true);

    // Players find the round by its code on the other process, and the host's screen sees them come in.
    const lookup = await (await guest(second.url)).request<{ round_id: string }>('GET', pathOf(api.joinByCode, { code: hosted.body.join_code }));
    expect(lookup.body.round_id).toBe(roundId);
    const asha = await seat(second, roundId, 'Asha');
    const ravi = await seat(second, roundId, 'Ravi');
    await screen.waitFor<LobbyPlayers>('lobby:players', (l) => l.players.length === 2, 5_000);

    const started = await host.request<{ starts_at: number }>('POST', pathOf(api.startRound, { id: roundId }));
    const starting = await asha.socket.waitFor<LobbyStarting>('lobby:starting', () => true, 5_000);
    expect(starting.startsAt).toBe(started.body.starts_at);
    await joinRound(asha, gameId, roundId);
    await joinRound(ravi, gameId, roundId);

    const first0 = await asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000);
    await screen.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 3_000);
    const payload = { gameId, roundId, questionId: first0.item.question_id };
    expect((await asha.socket.call('round:answer', { ...payload, answer: right(0) })).ok).toBe(true);
    expect((await ravi.socket.call('round:answer', { ...payload, answer: CAPITALS_QUIZ[0]?.answer_options[0] })).ok).toBe(true);

    // The host moves on through the first process: the second locks the question at once and reveals it.
    const pressedAt = Date.now();
    expect((await host.request('POST', pathOf(api.nextQuestion, { id: roundId }), { question: 0 })).status).toBe(200);
    const moved = await ravi.socket.waitFor<RoundRescheduled>('round:rescheduled', () => true, 3_000);
    expect(moved.schedule[0]?.locksAt).toBeGreaterThanOrEqual(pressedAt);
    expect(moved.schedule[0]?.locksAt).toBeLessThan(pressedAt + 2_000);
    const reveal = await asha.socket.revealed((r) => r.question === 0, 3_000);
    expect(reveal.me).toMatchObject({ chosen: right(0), correct: true, rank: 1 });
    const shown = await screen.waitFor<HostReveal>('host:reveal', (r) => r.question === 0, 3_000);
    expect(shown.counts.map((c) => c.count).reduce((a, b) => a + b)).toBe(2);
    expect(shown.top.map((line) => line.name)).toEqual(['Asha', 'Ravi']);

    // Ending early through the first process ends the round on the second, once, with its podium on the screen.
    await asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 1, 10_000);
    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    const end = await ravi.socket.waitFor<RoundEnd>('round:end', () => true, 5_000);
    expect(end.me?.rank).toBe(2);
    const podium = await screen.waitFor<RoundEnd>('round:end', () => true, 5_000);
    expect(podium.top.map((line) => line.name)).toEqual(['Asha', 'Ravi']);
    const round = await handle.db.selectFrom('rounds').select('state').where('id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.state).toBe('ENDED');
    for (const client of [screen, asha.socket, ravi.socket]) client.close();
  }, 60_000);

  it('carries a hosted round on through a crash, with the skips the host made before it', async () => {
    const host = await creator(first.url);
    const gameId = await verifiedQuiz();
    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    const roundId = hosted.body.round_id;
    // These rounds are moved on by the host's presses: the server's auto-advance is turned off.
    expect((await host.request('PUT', pathOf(api.autoAdvance, { id: roundId }), { auto_advance: false })).status).toBe(200);
    const meera = await seat(first, roundId, 'Meera');
    await host.request('POST', pathOf(api.startRound, { id: roundId }));
    const state = await joinRound(meera, gameId, roundId);
    const q0 = await meera.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000);
    const answered = await meera.socket.call('round:answer', { gameId, roundId, questionId: q0.item.question_id, answer: right(0) });
    expect(answered.ok).toBe(true);
    const skipped = await host.request<{ ends_at: number }>('POST', pathOf(api.nextQuestion, { id: roundId }), { question: 0 });
    expect(skipped.status).toBe(200);

    await first.kill('SIGKILL');
    const [restarted] = await cluster.start(['first-again']);
    if (!restarted) throw new Error('no restarted process');
    replaceFirst(restarted);

    const back = await connectRound(first.url, meera.http.accessToken ?? '');
    const again = { http: meera.http, socket: back };
    const rejoined = await joinRound(again, gameId, roundId, state.resumeToken);
    // The restarted process took the host's skip from storage: the round ends when the skip made it end.
    expect(rejoined.endsAt).toBe(skipped.body.ends_at);
    expect(rejoined.inStep?.schedule[0]?.locksAt).toBeLessThan(state.inStep?.schedule[0]?.locksAt ?? 0);
    const host2 = await creator(first.url);
    expect((await host2.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    const end = await back.waitFor<RoundEnd>('round:end', () => true, 8_000);
    expect(end.me).toMatchObject({ rank: 1 });
    expect(end.me?.score).toBeGreaterThan(0);
    back.close();
  }, 90_000);

  it('ranks a removed player nowhere: later reveals, the big screen, the podium and the results leave them out', async () => {
    const host = await creator(first.url);
    const gameId = await verifiedQuiz();
    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    const roundId = hosted.body.round_id;
    // These rounds are moved on by the host's presses: the server's auto-advance is turned off.
    expect((await host.request('PUT', pathOf(api.autoAdvance, { id: roundId }), { auto_advance: false })).status).toBe(200);
    const screen = await connectRound(first.url, host.accessToken ?? '');
    expect((await screen.call('host:watch', { roundId })).ok).toBe(true);
    const asha = await seat(second, roundId, 'Asha');
    const ravi = await seat(second, roundId, 'Ravi');
    const meera = await seat(first, roundId, 'Meera');
    await screen.waitFor<LobbyPlayers>('lobby:players', (l) => l.players.length === 3, 5_000);
    await host.request('POST', pathOf(api.startRound, { id: roundId }));
    for (const player of [asha, ravi, meera]) await joinRound(player, gameId, roundId);

    // Asha is right first and leads after the first reveal.
    const q0 = await asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000);
    const answer0 = { gameId, roundId, questionId: q0.item.question_id };
    expect((await asha.socket.call('round:answer', { ...answer0, answer: right(0) })).ok).toBe(true);
    expect((await ravi.socket.call('round:answer', { ...answer0, answer: right(0) })).ok).toBe(true);
    expect((await meera.socket.call('round:answer', { ...answer0, answer: CAPITALS_QUIZ[0]?.answer_options[0] })).ok).toBe(true);
    expect((await host.request('POST', pathOf(api.nextQuestion, { id: roundId }), { question: 0 })).status).toBe(200);
    const shown0 = await screen.waitFor<HostReveal>('host:reveal', (r) => r.question === 0, 5_000);
    expect(shown0.top.map((line) => line.name)).toEqual(['Asha', 'Ravi', 'Meera']);

    // The host removes her through the first process; she was seated through the second.
    const lobby = await host.request<RoundLobby>('GET', pathOf(api.roundLobby, { id: roundId }));
    const ashaId = lobby.body.players.find((p) => p.name === 'Asha')?.player_id;
    expect((await host.request('POST', pathOf(api.removePlayer, { id: roundId }), { player_id: ashaId })).status).toBe(200);
    await asha.socket.waitFor('round:removed', () => true, 5_000);
    const figures = await screen.waitFor<HostFigures>('host:figures', (f) => f.question === 1, 12_000);
    expect(figures.top.map((line) => line.name)).toEqual(['Ravi', 'Meera']);

    const q1 = await ravi.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 1, 5_000);
    const answer1 = { gameId, roundId, questionId: q1.item.question_id, answer: right(1) };
    expect((await ravi.socket.call('round:answer', answer1)).ok).toBe(true);
    expect((await meera.socket.call('round:answer', answer1)).ok).toBe(true);
    expect((await host.request('POST', pathOf(api.nextQuestion, { id: roundId }), { question: 1 })).status).toBe(200);
    const shown1 = await screen.waitFor<HostReveal>('host:reveal', (r) => r.question === 1, 5_000);
    expect(shown1.top.map((line) => line.name)).toEqual(['Ravi', 'Meera']);
    expect(shown1.players).toBe(2);
    const revealed = await meera.socket.revealed((r) => r.question === 1, 5_000);
    expect(revealed.me.rank).toBe(2);

    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    const end = await ravi.socket.waitFor<RoundEnd>('round:end', () => true, 8_000);
    expect(end.top.map((line) => line.name)).toEqual(['Ravi', 'Meera']);
    expect(end.me?.rank).toBe(1);
    const podium = await screen.waitFor<RoundEnd>('round:end', () => true, 5_000);
    expect(podium.top.map((line) => line.name)).toEqual(['Ravi', 'Meera']);
    const results = await host.request<RoundResults>('GET', pathOf(api.roundResults, { id: roundId }));
    expect(results.body.players.map((p) => [p.rank, p.name])).toEqual([[1, 'Ravi'], [2, 'Meera']]);
    const seats = await handle.db.selectFrom('plays').select(['display_name', 'rank']).where('round_id', '=', roundId).execute();
    expect(seats.find((play) => play.display_name === 'Asha')?.rank).toBeNull();
    for (const client of [screen, asha.socket, ravi.socket, meera.socket]) client.close();
  }, 90_000);

  it("shows every player's revealed score on the big screen, never a process's stale copy of another's seat", async () => {
    const host = await creator(first.url);
    const gameId = await verifiedQuiz();
    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    const roundId = hosted.body.round_id;
    // These rounds are moved on by the host's presses: the server's auto-advance is turned off.
    expect((await host.request('PUT', pathOf(api.autoAdvance, { id: roundId }), { auto_advance: false })).status).toBe(200);
    const alice = await seat(first, roundId, 'Alice');
    const bob = await seat(second, roundId, 'Bob');
    await host.request('POST', pathOf(api.startRound, { id: roundId }));
    // Each process opens the room with both seats, before either player has answered.
    await joinRound(alice, gameId, roundId);
    await joinRound(bob, gameId, roundId);
    const screen = await connectRound(first.url, host.accessToken ?? '');
    expect((await screen.call('host:watch', { roundId })).ok).toBe(true);

    const q0 = await alice.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000);
    const answer0 = { gameId, roundId, questionId: q0.item.question_id, answer: right(0) };
    expect((await alice.socket.call('round:answer', answer0)).ok).toBe(true);
    expect((await bob.socket.call('round:answer', answer0)).ok).toBe(true);
    expect((await host.request('POST', pathOf(api.nextQuestion, { id: roundId }), { question: 0 })).status).toBe(200);
    const shown = await screen.waitFor<HostReveal>('host:reveal', (r) => r.question === 0, 5_000);
    const revealed = new Map(shown.top.map((line) => [line.name, line.score]));
    expect(revealed.get('Alice')).toBeGreaterThan(0);
    expect(revealed.get('Bob')).toBeGreaterThan(0);

    // Every figure the screen gets after the reveal shows both scores as revealed, until the next question is in.
    await screen.waitFor<HostFigures>('host:figures', (f) => f.question === 1, 12_000);
    const seen = screen.received.flatMap(([event, payload]) => (event === 'host:figures' ? [payload as HostFigures] : []));
    const later = seen.slice(-3);
    expect(later.length).toBeGreaterThan(0);
    for (const figures of later) {
      expect(new Map(figures.top.map((line) => [line.name, line.score]))).toEqual(revealed);
    }
    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    for (const client of [screen, alice.socket, bob.socket]) client.close();
  }, 90_000);

  it('tells a watcher how many answered over both processes, and how many were right only from the lock', async () => {
    const host = await creator(first.url);
    const gameId = await verifiedQuiz();
    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    const roundId = hosted.body.round_id;
    // These rounds are moved on by the host's presses: the server's auto-advance is turned off.
    expect((await host.request('PUT', pathOf(api.autoAdvance, { id: roundId }), { auto_advance: false })).status).toBe(200);
    const asha = await seat(first, roundId, 'Asha');
    const ravi = await seat(second, roundId, 'Ravi');
    const watcher = await connectRound(first.url, host.accessToken ?? '');
    expect((await watcher.call('watch:subscribe', {})).ok).toBe(true);
    await host.request('POST', pathOf(api.startRound, { id: roundId }));
    await joinRound(asha, gameId, roundId);
    await joinRound(ravi, gameId, roundId);

    const q0 = await asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000);
    const answer0 = { gameId, roundId, questionId: q0.item.question_id };
    expect((await asha.socket.call('round:answer', { ...answer0, answer: right(0) })).ok).toBe(true);
    expect((await ravi.socket.call('round:answer', { ...answer0, answer: CAPITALS_QUIZ[0]?.answer_options[0] })).ok).toBe(true);
    const roomOf = (snapshot: WatchSnapshot) => snapshot.rooms.find((room) => room.roundId === roundId);
    const hasFigures = (test: (room: RoomFigures) => boolean) => (snapshot: WatchSnapshot) => {
      const room = roomOf(snapshot);
      return room !== undefined && test(room);
    };
    // Open: both answers counted (one on each process), and nothing of how many were right.
    const open = await watcher.waitFor<WatchSnapshot>('watch:snapshot', hasFigures((r) => r.answers === 2), 5_000);
    expect(roomOf(open)?.questions[0]).toMatchObject({ answered: 2, right: null });
    const sealed = watcher.received.flatMap(([event, payload]) => (event === 'watch:snapshot' ? [payload as WatchSnapshot] : []));
    for (const snapshot of sealed) expect(roomOf(snapshot)?.questions[0]?.right ?? null).toBeNull();

    // From the lock (the host moves on), how many were right.
    expect((await host.request('POST', pathOf(api.nextQuestion, { id: roundId }), { question: 0 })).status).toBe(200);
    const locked = await watcher.waitFor<WatchSnapshot>('watch:snapshot', hasFigures((r) => r.questions[0]?.right !== null), 5_000);
    expect(roomOf(locked)?.questions[0]).toMatchObject({ answered: 2, right: 1 });
    expect(roomOf(locked)?.questions[1]).toMatchObject({ answered: 0, right: null });
    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    for (const client of [watcher, asha.socket, ravi.socket]) client.close();
  }, 90_000);

  it("shows a watcher a round whose players are all on the other process, with that process's answers", async () => {
    const channel = await handle.db.selectFrom('channels').select('id').executeTakeFirstOrThrow();
    const quiz = { startInMs: 2_500, durationS: 20, questions: CAPITALS_QUIZ.slice(0, 2), name: 'Watched elsewhere' };
    const { gameId, startsAt } = await scheduleLiveQuiz(handle.db, channel.id, { ...quiz, roundStyle: 'FREE' });
    const http = await guest(second.url);
    const player = await connectRound(second.url, http.accessToken ?? '');
    expect((await player.call('round:join', { gameId })).ok).toBe(true);
    await player.started();
    const state = await player.call<RoundState>('round:join', { gameId });
    const question = state.ok && state.data.questions?.type === 'Mcq' ? state.data.questions.questions[0] : undefined;
    if (!question) throw new Error('no question');
    expect((await player.call('round:answer', { gameId, questionId: question.question_id, answer: right(0) })).ok).toBe(true);

    const host = await creator(first.url);
    const watcher = await connectRound(first.url, host.accessToken ?? '');
    expect((await watcher.call('watch:subscribe', {})).ok).toBe(true);
    const seen = await watcher.waitFor<WatchSnapshot>(
      'watch:snapshot',
      (s) => s.rooms.some((room) => room.gameId === gameId && room.answers === 1),
      5_000,
    );
    const room = seen.rooms.find((r) => r.gameId === gameId);
    expect(room).toMatchObject({ phase: 'running', startsAt, players: 1 });
    // A free round: how many were right waits for its end.
    expect(room?.questions[0]).toMatchObject({ answered: 1, right: null });
    expect(room?.top).toHaveLength(1);
    for (const client of [watcher, player]) client.close();
  }, 60_000);
});
