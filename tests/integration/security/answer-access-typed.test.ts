import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { QuestionOpen, RoundState } from '@plw/protocol/socket/round-events';
import { answerAccess, NO_PLAYS } from '@plw/shared/rules/answer-access';
import { describe, expect, it } from 'vitest';
import { type Found, GAME_READS, readPaths, scanFor } from '../../support/answer-scan.ts';
import { guest } from '../../support/http.ts';
import { advanceUntil, connectRound } from '../../support/round-client.ts';
import { insertTypedGame, TYPED_CAPITALS } from '../../support/typed-answer-game.ts';
import { channelId, host, scanEverything, server, storedGame, useAnswerAccessServer } from './answer-access-setup.ts';

// The answer scan (answer-access-rounds.test.ts) for "type the answer" rounds: a typed answer's other accepted
// spellings tell it as well as the answer does, so neither reaches a player, or a host's big screen, before its
// question locks; then the reveal tells the answer to everyone at once, and each player their own verdict.

useAnswerAccessServer();

/** The question whose answer has another accepted spelling, first. */
const QUESTIONS = [TYPED_CAPITALS[1], TYPED_CAPITALS[0], TYPED_CAPITALS[2]].filter((q) => q !== undefined);
const FIRST = QUESTIONS[0] ?? { question: '', answer: '', alternatives: [] };
const TOLD_BY = [FIRST.answer, ...FIRST.alternatives];

describe('a typed-answer round played in step', () => {
  it('tells nobody the answer or a spelling it accepts before its question locks, then reveals it to everyone at once', async () => {
    const now = new Date(server.clock.now());
    // Three questions in 30 s: each open for about 7 s (the scan reads every route about the game meanwhile, on a
    // server clock that runs in real time), then revealed.
    const round = { startsAt: now.getTime() + 1_500, durationS: 30, style: 'IN_STEP' as const };
    const name = 'Scan typed in step';
    const gameId = await insertTypedGame(server.app.db, channelId, { name, mode: 'RAPID', status: 'RELEASED', round, questions: QUESTIONS }, now);
    const [answering, watching] = await Promise.all([guest(server.url), guest(server.url)]);
    const typist = await connectRound(server.url, answering.accessToken ?? '', undefined, server.clock);
    const other = await connectRound(server.url, watching.accessToken ?? '', undefined, server.clock);
    await typist.call('round:join', { gameId });
    await other.call('round:join', { gameId });

    // A wrong answer typed by a player who reads everything they can while the question is open: the state echoes
    // their own text back, which must not be mistaken for the answer.
    const open = await advanceUntil(server.clock, typist.waitFor<QuestionOpen>('round:question', (q) => q.question === 0));
    const { question_id: questionId } = open.item;
    expect(open.item).toEqual({ question_id: questionId, question: FIRST.question, mediaFile: null, mediaType: null });
    const typed = await typist.call('round:answer', { gameId, questionId: open.item.question_id, answer: 'New York' });
    expect(typed).toMatchObject({ ok: true, data: { locked: true } });
    const whileOpen: Found = { answers: new Set(), verdicts: [] };
    for (const [endpoint, read] of GAME_READS) {
      for (const path of readPaths(read, gameId)) {
        scanFor('Typed_answer', TOLD_BY, (await answering.request('GET', path)).body, endpoint, whileOpen);
      }
    }
    const rejoined = await typist.call<RoundState>('round:join', { gameId });
    await other.call('round:join', { gameId });
    expect(server.clock.now()).toBeLessThan(rejoined.ok ? (rejoined.data.inStep?.schedule[0]?.locksAt ?? 0) : 0);
    for (const client of [typist, other]) {
      for (const [event, payload] of client.received) scanFor('Typed_answer', TOLD_BY, payload, event, whileOpen);
    }
    expect([...whileOpen.answers]).toEqual([]);
    expect(whileOpen.verdicts).toEqual([]);

    // At the lock both get the reveal: that question's answer alone, and each their own verdict.
    await advanceUntil(server.clock, Promise.all([typist, other].map((client) => client.revealed(() => true))));
    for (const client of [typist, other]) {
      const revealed: Found = { answers: new Set(), verdicts: [] };
      for (const [event, payload] of client.received) scanFor('Typed_answer', TOLD_BY, payload, event, revealed);
      expect([...revealed.answers]).toEqual([FIRST.answer]);
      expect(revealed.verdicts).toEqual(['round:verdict correct']);
    }
    typist.close();
    other.close();
  }, 20_000);

  it("keeps a hosted round's answers from its seated players and its big screen, in the lobby and while it runs", async () => {
    const now = new Date(server.clock.now());
    const gameId = await insertTypedGame(server.app.db, channelId, { name: 'Scan typed hosted', status: 'VERIFIED' }, now);
    const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
    expect(hosted.status).toBe(200);
    const roundId = hosted.body.round_id;
    const seated = await guest(server.url);
    expect((await seated.request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: 'Seated' })).status).toBe(200);
    const screen = await connectRound(server.url, host.accessToken ?? '', undefined, server.clock);
    expect(await screen.call('host:watch', { roundId })).toMatchObject({ ok: true });
    const everyText = TYPED_CAPITALS.flatMap((q) => [q.answer, ...q.alternatives]);
    const scan = async () => {
      const access = answerAccess(await storedGame(gameId), NO_PLAYS, new Date(server.clock.now()));
      expect(access).toMatchObject({ open: false });
      for (const player of [seated, await guest(server.url)]) {
        const found = await scanEverything('Typed_answer', player, gameId, roundId);
        expect([...found.answers]).toEqual([]);
        expect(found.verdicts).toEqual([]);
      }
    };
    await scan();
    expect((await host.request('POST', pathOf(api.startRound, { id: roundId }))).status).toBe(200);
    await advanceUntil(server.clock, screen.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, 12_000));
    await scan();
    const onScreen: Found = { answers: new Set(), verdicts: [] };
    for (const [event, payload] of screen.received) scanFor('Typed_answer', everyText, payload, event, onScreen);
    expect([...onScreen.answers]).toEqual([]);
    expect(onScreen.verdicts).toEqual([]);
    expect((await host.request('POST', pathOf(api.endRound, { id: roundId }))).status).toBe(200);
    screen.close();
  }, 30_000);
});
