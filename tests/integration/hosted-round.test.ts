import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { HostRound, JoinTarget, RoundLobby } from '@plw/protocol/rest/hosting';
import type { HostReveal, LobbyPlayers, LobbyStarting, RoundRescheduled } from '@plw/protocol/socket/host-events';
import type { QuestionOpen, RoundEnd } from '@plw/protocol/socket/round-events';
import { HOSTED_MESSAGES, HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { describe, expect, it } from 'vitest';
import { CAPITALS_QUIZ, createChannelWithCreator } from '../support/fixtures.ts';
import { creator, guest } from '../support/http.ts';
import { advanceUntil, connectRound } from '../support/round-client.ts';
import { server, host, useHostedRoundServer, verifiedQuiz, hostGame, type Player, seat, hostScreen, joinRound, hostedFruitRace } from './hosted-round-setup.ts';

// Hosted live rounds end to end over real HTTP and sockets: a creator hosts a verified game, players find it by
// its code and take seats under their names, the host starts it, moves on early, removes a player and ends it;
// every round of a game is its own, and no host's screen learns an answer before its reveal.

useHostedRoundServer();

describe('hosting a verified game', () => {
  it('opens a lobby with a six-digit code that leads players to it, and refuses games not verified', async () => {
    const gameId = await verifiedQuiz();
    const hosted = await hostGame(gameId);
    expect(hosted.join_code).toMatch(/^\d{6}$/);
    expect(hosted.join_url).toBe(`${server.url}/join/${hosted.join_code}`);

    const player = await guest(server.url);
    const spaced = `${hosted.join_code.slice(0, 3)} ${hosted.join_code.slice(3)}`;
    const found = await player.request<JoinTarget>('GET', pathOf(api.joinByCode, { code: spaced }));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ round_id: hosted.round_id, game_id: gameId, state: 'LOBBY', go: `/round/${hosted.round_id}` });
    expect(found.body.game_name).toBe('Class capitals');

    const wrong = await player.request<{ error: { message: string } }>('GET', pathOf(api.joinByCode, { code: hosted.join_code === '000000' ? '000001' : '000000' }));
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.message).toBe(HOSTED_MESSAGES.noSuchCode);
    const garbage = await player.request<{ error: { message: string } }>('GET', pathOf(api.joinByCode, { code: 'abc' }));
    expect(garbage.status).toBe(404);

    const pending = await host.request<{ error: { message: string } }>('POST', pathOf(api.hostGame, { id: await verifiedQuiz('PENDING_VERIFICATION') }));
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toBe(HOSTED_MESSAGES.notVerified);
    const asPlayer = await player.request('POST', pathOf(api.hostGame, { id: gameId }));
    expect(asPlayer.status).toBe(403);
  });

  it("refuses another channel's game, and another host's round", async () => {
    const other = await createChannelWithCreator(server.app.db, {
      email: 'other-host@example.com',
      password: 'other-host-password',
      channelName: 'Other hosts',
    });
    const theirs = await verifiedQuiz('VERIFIED', other.channelId);
    const refused = await host.request('POST', pathOf(api.hostGame, { id: theirs }));
    expect(refused.status).toBe(403);

    const mine = await hostGame(await verifiedQuiz());
    const stranger = await creator(server.url, 'other-host@example.com', 'other-host-password');
    expect((await stranger.request('GET', pathOf(api.hostRound, { id: mine.round_id }))).status).toBe(404);
    expect((await stranger.request('POST', pathOf(api.startRound, { id: mine.round_id }))).status).toBe(404);
    const screen = await connectRound(server.url, stranger.accessToken ?? '');
    const watched = await screen.call('host:watch', { roundId: mine.round_id });
    expect(watched).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    screen.close();
  });

  it('seats players under their names (checked by the name rules) or generated friendly ones, live in the lobby', async () => {
    const hosted = await hostGame(await verifiedQuiz());
    const screen = await hostScreen(hosted.round_id);
    const asha = await seat(hosted.round_id, 'Asha');
    const update = await screen.waitFor<LobbyPlayers>('lobby:players', (l) => l.players.some((p) => p.name === 'Asha'));
    expect(update.players.map((p) => p.name)).toEqual(['Asha']);

    const bad = await guest(server.url);
    const tooShort = await bad.request<{ error: { message: string } }>('POST', pathOf(api.enterRound, { id: hosted.round_id }), { display_name: 'A' });
    expect(tooShort.status).toBe(400);
    expect(JSON.stringify(tooShort.body)).toContain('Name must be at least 3 characters');

    // A second tap keeps the seat and its name.
    const again = await asha.http.request<{ name: string }>('POST', pathOf(api.enterRound, { id: hosted.round_id }), { display_name: 'Other' });
    expect(again.body.name).toBe('Asha');

    expect((await host.request('PUT', pathOf(api.nameStyle, { id: hosted.round_id }), { names: 'GENERATED' })).status).toBe(200);
    const friendly = await seat(hosted.round_id, 'Ignored Name');
    expect(friendly.name).not.toBe('Ignored Name');
    expect(friendly.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+( \d+)?$/);

    const view = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: hosted.round_id }));
    expect(view.body.players.map((p) => p.name)).toEqual(['Asha', friendly.name]);
    expect(view.body.question_count).toBe(3);
    const lobby = await asha.http.request<RoundLobby>('GET', pathOf(api.roundLobby, { id: hosted.round_id }));
    expect(lobby.body.me).toEqual({ name: 'Asha' });
    expect(lobby.body.names).toBe('GENERATED');
    for (const client of [screen, asha.socket, friendly.socket]) client.close();
  });

  it('runs the round in step from the host start, skips ahead for everyone at once, and reveals to the big screen', async () => {
    const gameId = await verifiedQuiz();
    const hosted = await hostGame(gameId);
    const screen = await hostScreen(hosted.round_id);
    const asha = await seat(hosted.round_id, 'Asha');
    const ravi = await seat(hosted.round_id, 'Ravi');

    const before = server.clock.now();
    const started = await host.request<{ starts_at: number; ends_at: number }>('POST', pathOf(api.startRound, { id: hosted.round_id }));
    expect(started.status).toBe(200);
    expect(started.body.starts_at).toBeGreaterThanOrEqual(before + HOSTED_RULES.countdownMs);
    const starting = await asha.socket.waitFor<LobbyStarting>('lobby:starting', () => true);
    expect(starting).toMatchObject({ roundId: hosted.round_id, gameId, startsAt: started.body.starts_at });
    expect((await host.request('POST', pathOf(api.startRound, { id: hosted.round_id }))).status).toBe(409);

    const state = await joinRound(asha, gameId, hosted.round_id);
    const raviState = await joinRound(ravi, gameId, hosted.round_id);
    // Every phone shows the choices in the big screen's order: one shuffle for the round.
    expect(raviState.shuffleSeed).toBe(state.shuffleSeed);
    expect(state.phase).toBe('waiting');
    expect(state.startsAt).toBe(started.body.starts_at);
    expect(state.inStep?.schedule).toHaveLength(3);
    // The countdown: the server's clock moves on until the first question opens.
    const first = await advanceUntil(server.clock, asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000));
    const right = CAPITALS_QUIZ[0]?.answer ?? '';
    const locked = await asha.socket.call('round:answer', { gameId, roundId: hosted.round_id, questionId: first.item.question_id, answer: right });
    expect(locked).toMatchObject({ ok: true, data: { locked: true } });

    // The big screen saw the question and its count of answers, never which choice is right (its figures come once
    // a second on the server's clock, moved on until they count the answer).
    await advanceUntil(server.clock, screen.waitFor('host:figures', (f: { answered: number; question: number | null }) => f.question === 0 && f.answered === 1));
    const seenBeforeReveal = JSON.stringify(screen.received);
    expect(seenBeforeReveal).not.toContain(`"answer":"${right}"`);
    expect(seenBeforeReveal).not.toContain('"correct"');

    // The host moves on: the first question locks now, for everyone, 18 s before its time.
    const next = await host.request<{ ends_at: number }>('POST', pathOf(api.nextQuestion, { id: hosted.round_id }), { question: 0 });
    expect(next.status).toBe(200);
    expect(next.body.ends_at).toBeLessThan(started.body.ends_at - 10_000);
    const moved = await ravi.socket.waitFor<RoundRescheduled>('round:rescheduled', () => true);
    expect(moved.endsAt).toBe(next.body.ends_at);
    expect(moved.schedule[0]?.locksAt).toBeLessThanOrEqual(server.clock.now());
    const pressedTwice = await host.request('POST', pathOf(api.nextQuestion, { id: hosted.round_id }), { question: 0 });
    expect(pressedTwice.status).toBe(200); // the reveal stage of question 0 is skipped now
    const reveal = await advanceUntil(server.clock, asha.socket.revealed((r) => r.question === 0));
    expect(reveal.me).toMatchObject({ chosen: right, correct: true });
    const shown = await screen.waitFor<HostReveal>('host:reveal', (r) => r.question === 0);
    expect(shown.answer).toBe(right);
    expect(shown.counts.find((c) => c.choice === right)?.count).toBe(1);
    expect(shown.top[0]?.name).toBe('Asha');
    const tooLate = await ravi.socket.call('round:answer', { gameId, roundId: hosted.round_id, questionId: first.item.question_id, answer: right });
    expect(tooLate).toMatchObject({ ok: false, error: { code: 'QUESTION_LOCKED' } });

    // Question 1 opened early for everyone (once the reveal has been up its least, on the server's clock); the host
    // ends the round there.
    await advanceUntil(server.clock, asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 1, 5_000));
    const ended = await host.request<{ ended_at: number }>('POST', pathOf(api.endRound, { id: hosted.round_id }));
    expect(ended.status).toBe(200);
    const end = await asha.socket.waitFor<RoundEnd>('round:end', () => true, 5_000);
    expect(end.me?.rank).toBe(1);
    const podium = await screen.waitFor<RoundEnd>('round:end', () => true, 5_000);
    expect(podium.top.map((line) => line.name)).toEqual(['Asha', 'Ravi']);

    // The round's plays are its own: kind HOSTED, no channel score, its row ended.
    const plays = await server.app.db.selectFrom('plays').selectAll().where('round_id', '=', hosted.round_id).execute();
    expect(plays.map((p) => p.kind)).toEqual(['HOSTED', 'HOSTED']);
    expect(plays.every((p) => p.finished_at !== null)).toBe(true);
    const round = await server.app.db.selectFrom('rounds').selectAll().where('id', '=', hosted.round_id).executeTakeFirstOrThrow();
    expect(round.state).toBe('ENDED');
    const scores = await server.app.db.selectFrom('channel_scores').selectAll().where('player_id', '=', plays[0]?.player_id ?? '').execute();
    expect(scores).toEqual([]);
    const closed = await asha.http.request('GET', pathOf(api.joinByCode, { code: hosted.join_code }));
    expect(closed.status).toBe(404);
    for (const client of [screen, asha.socket, ravi.socket]) client.close();
  }, 40_000);

  it('removes a player for good, and lets one game run many rounds with the same player in each', async () => {
    const gameId = await verifiedQuiz();
    const first = await hostGame(gameId);
    const second = await hostGame(gameId);
    expect(second.round_id).not.toBe(first.round_id);
    expect(second.join_code).not.toBe(first.join_code);

    const kid = await seat(first.round_id, 'Kiran');
    const entered = await kid.http.request('POST', pathOf(api.enterRound, { id: second.round_id }), { display_name: 'Kiran' });
    expect(entered.status).toBe(200);

    const removed = await host.request('POST', pathOf(api.removePlayer, { id: first.round_id }), { player_id: (await kid.http.request<RoundLobby>('GET', pathOf(api.roundLobby, { id: first.round_id }))).body.players[0]?.player_id });
    expect(removed.status).toBe(200);
    const told = await kid.socket.waitFor<{ reason: string }>('round:removed', () => true);
    expect(told.reason).toBe(HOSTED_MESSAGES.removed);
    const back = await kid.http.request<{ error: { message: string } }>('POST', pathOf(api.enterRound, { id: first.round_id }), { display_name: 'Kiran' });
    expect(back.status).toBe(403);
    expect(back.body.error.message).toBe(HOSTED_MESSAGES.removed);
    const lobby = await kid.socket.call('lobby:join', { roundId: first.round_id });
    expect(lobby).toMatchObject({ ok: false, error: { code: 'REMOVED' } });
    // Still seated in the other round of the same game.
    const other = await kid.http.request<RoundLobby>('GET', pathOf(api.roundLobby, { id: second.round_id }));
    expect(other.body.me).toEqual({ name: 'Kiran' });

    // A lobby nobody started within its lifetime has expired: its code leads nowhere, and no seat is taken.
    const longAgo = new Date(server.clock.now() - HOSTED_RULES.lobbyLifetimeMs - 60_000).toISOString();
    await server.app.db.updateTable('rounds').set({ created_at: longAgo }).where('id', '=', second.round_id).execute();
    expect((await kid.http.request('GET', pathOf(api.joinByCode, { code: second.join_code }))).status).toBe(404);
    const late = await guest(server.url);
    expect((await late.request('POST', pathOf(api.enterRound, { id: second.round_id }), { display_name: 'Late' })).status).toBe(404);

    // A lobby the host ends closes, and its code leads nowhere.
    expect((await host.request('POST', pathOf(api.endRound, { id: first.round_id }))).status).toBe(200);
    expect((await kid.http.request('GET', pathOf(api.joinByCode, { code: first.join_code }))).status).toBe(404);
    kid.socket.close();
  });

  it('counts the answer of a player removed before the lock nowhere in its reveal', async () => {
    const gameId = await verifiedQuiz();
    const hosted = await hostGame(gameId);
    const [asha, ravi, kiran] = [await seat(hosted.round_id, 'Asha'), await seat(hosted.round_id, 'Ravi'), await seat(hosted.round_id, 'Kiran')];
    if (!asha || !ravi || !kiran) throw new Error('players missing');
    expect((await host.request('POST', pathOf(api.startRound, { id: hosted.round_id }))).status).toBe(200);
    for (const player of [asha, ravi, kiran]) await joinRound(player, gameId, hosted.round_id);
    const first = await advanceUntil(server.clock, asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000));
    const right = CAPITALS_QUIZ[0]?.answer ?? '';
    const choices = 'choices' in first.item ? first.item.choices : [];
    const wrong = choices.find((choice) => choice !== right) ?? '';
    const answer = (player: Player, choice: string) =>
      player.socket.call('round:answer', { gameId, roundId: hosted.round_id, questionId: first.item.question_id, answer: choice });
    expect((await answer(asha, right)).ok).toBe(true);
    expect((await answer(kiran, right)).ok).toBe(true);

    // Kiran is removed after answering, before the lock: no contender, so their answer counts nowhere.
    const lobby = await host.request<RoundLobby>('GET', pathOf(api.roundLobby, { id: hosted.round_id }));
    const kiranId = lobby.body.players.find((p) => p.name === 'Kiran')?.player_id;
    expect((await host.request('POST', pathOf(api.removePlayer, { id: hosted.round_id }), { player_id: kiranId })).status).toBe(200);
    await kiran.socket.waitFor('round:removed', () => true);
    expect((await answer(ravi, wrong)).ok).toBe(true);

    // Everyone still seated answered: the question locks by itself and is revealed.
    const reveal = await advanceUntil(server.clock, asha.socket.revealed((r) => r.question === 0));
    const counts = Object.fromEntries(reveal.counts.map((c) => [c.choice, c.count]));
    expect(counts[right]).toBe(1);
    expect(counts[wrong]).toBe(1);
    expect(reveal.counts.reduce((all, c) => all + c.count, 0)).toBe(2);
    expect(reveal.players).toBe(2);
    expect(reveal.top.map((line) => line.name)).not.toContain('Kiran');
    for (const player of [asha, ravi, kiran]) player.socket.close();
  });

  it("shows a verified game's details to the players seated in its hosted round, and to no other player", async () => {
    const gameId = await verifiedQuiz();
    const hosted = await hostGame(gameId);
    const details = pathOf(api.mcqDetails, { id: gameId });
    const outsider = await guest(server.url);
    expect((await outsider.request('GET', details)).status).toBe(404);
    const asha = await seat(hosted.round_id, 'Asha');
    const seen = await asha.http.request<{ game: { game_name: string } }>('GET', details);
    expect(seen.status).toBe(200);
    expect(seen.body.game.game_name).toBe('Class capitals');
    expect((await outsider.request('GET', details)).status).toBe(404);
    asha.socket.close();
  });

  it('runs a hosted kriss-kross race free, for its time', async () => {
    const { gameId, hosted } = await hostedFruitRace('Fruit race', 'RELEASED');
    const view = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: hosted.round_id }));
    expect(view.body.duration).toBe(HOSTED_RULES.freeRaceMinMs / 1000);
    const player = await seat(hosted.round_id, 'Meera');
    await host.request('POST', pathOf(api.startRound, { id: hosted.round_id }));
    const state = await joinRound(player, gameId, hosted.round_id);
    expect(state.type).toBe('Kriss_kross_puzzle');
    expect(state.inStep).toBeUndefined();
    const next = await host.request<{ error: { message: string } }>('POST', pathOf(api.nextQuestion, { id: hosted.round_id }), { question: 0 });
    expect(next.status).toBe(409);
    player.socket.close();
  });
});
