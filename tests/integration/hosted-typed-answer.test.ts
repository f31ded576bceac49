import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { HostRound } from '@plw/protocol/rest/hosting';
import type { HostFigures, HostReveal } from '@plw/protocol/socket/host-events';
import type { AnswerLocked, QuestionOpen, RoundEnd } from '@plw/protocol/socket/round-events';
import { typedAnswerKey } from '@plw/shared/question-types/typed-answer/answer';
import { describe, expect, it } from 'vitest';
import { type Found, scanFor } from '../support/answer-scan.ts';
import { advanceUntil } from '../support/round-client.ts';
import { insertTypedGame, TYPED_CAPITALS } from '../support/typed-answer-game.ts';
import { channelId, host, hostGame, hostScreen, joinRound, type Player, seat, server, useHostedRoundServer } from './hosted-round-setup.ts';

// A hosted "type the answer" game over real HTTP and sockets: the host opens a lobby, players take seats and type
// their answers on their phones; the big screen follows the question and the count of answers in, learns nothing of
// the answer before its reveal, then shows the answer with how many got it in any accepted spelling, and the wrong
// answers several players typed (one player's own never).

useHostedRoundServer();

describe('hosting a "type the answer" game', () => {
  it('runs in step with the big screen: the question, answers in, then the answer and the common wrong answers', async () => {
    const now = new Date(server.clock.now());
    const gameId = await insertTypedGame(server.app.db, channelId, { name: 'Typed capitals' }, now);
    const hosted = await hostGame(gameId);
    const view = await host.request<HostRound>('GET', pathOf(api.hostRound, { id: hosted.round_id }));
    expect(view.body).toMatchObject({ game_type: 'Typed_answer', question_count: TYPED_CAPITALS.length, auto_advance: true });
    const screen = await hostScreen(hosted.round_id);
    const typed: [string, string][] = [
      ['Asha', 'Paris'],
      ['Ravi', ' paris'],
      ['Kiran', 'Lyon'],
      ['Dev', 'LYON'],
      ['Esha', 'Nice'],
      ['Farid', 'PARIS'],
    ];
    const players: Player[] = [];
    for (const [name] of typed) players.push(await seat(hosted.round_id, name));

    expect((await host.request('POST', pathOf(api.startRound, { id: hosted.round_id }))).status).toBe(200);
    const [asha, farid] = [players[0], players[5]];
    if (!asha || !farid) throw new Error('players missing');
    for (const player of players) {
      expect((await joinRound(player, gameId, hosted.round_id)).inStep?.schedule).toHaveLength(3);
    }
    const open = await advanceUntil(server.clock, asha.socket.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000));
    // The big screen gets the question as the phones do: the question alone, nothing to choose among.
    const onScreen = await screen.waitFor<QuestionOpen>('round:question', (q) => q.question === 0);
    expect(onScreen.item).toEqual({ question_id: open.item.question_id, question: 'Capital of France?', mediaFile: null, mediaType: null });

    const answer = (player: Player, text: string) => player.socket.call<AnswerLocked>('round:answer', {
      gameId,
      roundId: hosted.round_id,
      questionId: open.item.question_id,
      answer: text,
    });
    // Nothing to judge is refused in the rule's words, and counts as no answer: the question waits for Farid.
    expect(await answer(farid, ' - ')).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', message: 'Type an answer' } });
    for (const [i, [, text]] of typed.entries()) {
      if (i === 5) continue;
      expect(await answer(players[i] as Player, text)).toMatchObject({ ok: true, data: { locked: true } });
    }
    // Five of six answered: the screen counts them, the question still open, and nothing tells the answer.
    await advanceUntil(server.clock, screen.waitFor<HostFigures>('host:figures', (f) => f.question === 0 && f.answered === 5));
    const early: Found = { answers: new Set(), verdicts: [] };
    for (const [event, payload] of screen.received) scanFor('Typed_answer', ['Paris'], payload, event, early);
    expect([...early.answers]).toEqual([]);
    expect(early.verdicts).toEqual([]);
    expect(screen.received.some(([event]) => event === 'host:reveal')).toBe(false);

    // The last answer in: the question locks by itself (auto-advance) and the big screen gets its reveal.
    expect(await answer(farid, 'PARIS')).toMatchObject({ ok: true, data: { locked: true } });
    const shown = await advanceUntil(server.clock, screen.waitFor<HostReveal>('host:reveal', (r) => r.question === 0, 12_000));
    expect(shown.answer).toBe('Paris');
    // Paris, " paris" and PARIS: 3 right. Lyon and LYON are one wrong answer, 2; Nice, typed by Esha alone, is never
    // shown.
    expect(shown.counts[0]).toEqual({ choice: 'Paris', count: 3 });
    expect(shown.counts.slice(1).map(({ choice, count }) => [typedAnswerKey(choice, 'English'), count])).toEqual([['LYON', 2]]);
    expect(JSON.stringify(shown)).not.toContain('Nice');
    expect(shown.players).toBe(6);
    const scored = shown.top.filter((line) => line.score > 0).map((line) => line.name);
    expect(scored.sort()).toEqual(['Asha', 'Farid', 'Ravi']);
    // Each phone's own line: the answer as kept (trimmed), and its verdict.
    const ravi = await advanceUntil(server.clock, (players[1] as Player).socket.revealed((r) => r.question === 0));
    expect(ravi.me).toMatchObject({ chosen: 'paris', correct: true });

    expect((await host.request('POST', pathOf(api.endRound, { id: hosted.round_id }))).status).toBe(200);
    const podium = await screen.waitFor<RoundEnd>('round:end', () => true, 5_000);
    expect(podium.top.filter((line) => line.score > 0)).toHaveLength(3);
    for (const client of [screen, ...players.map((p) => p.socket)]) client.close();
  }, 40_000);
});
