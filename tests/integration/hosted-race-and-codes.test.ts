import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { HostFigures } from '@plw/protocol/socket/host-events';
import type { Leaderboard } from '@plw/protocol/socket/round-events';
import { describe, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { advanceUntil } from '../support/round-client.ts';
import { startTestServer } from '../support/test-server.ts';
import { server, host, useHostedRoundServer, seat, hostScreen, joinRound, hostedFruitRace } from './hosted-round-setup.ts';

// Hosted rounds beyond the quiz: a kriss-kross race on the big screen and the phones, and join codes under the
// rate limits.

useHostedRoundServer();

describe('a hosted kriss-kross race on the big screen and the phones', () => {
  it("moves the big screen's count and both boards as players lock in words", async () => {
    const { gameId, hosted } = await hostedFruitRace('Word race', 'VERIFIED');
    const roundId = hosted.round_id;
    const screen = await hostScreen(roundId);
    const meera = await seat(roundId, 'Meera');
    const arun = await seat(roundId, 'Arun');
    await host.request('POST', pathOf(api.startRound, { id: roundId }));
    await joinRound(arun, gameId, roundId);
    const joined = await joinRound(meera, gameId, roundId);
    await server.clock.advanceTo(joined.startsAt + 1);
    const state = await joinRound(meera, gameId, roundId);
    if (state.questions?.type !== 'Kriss_kross_puzzle') throw new Error('no grid');
    const apple = state.questions.questions.find((clue) => clue.question === 'A red fruit')?.question_id;
    expect((await meera.socket.call('round:answer', { gameId, roundId, questionId: apple, answer: 'APPLE' })).ok).toBe(true);

    // The big screen: one of the two players has locked in a word, and the round's board holds both (with the
    // points the round may show by now).
    const figures = await advanceUntil(
      server.clock,
      screen.waitFor<HostFigures>('host:figures', (f) => f.answered === 1 && f.top.length === 2, 10_000),
    );
    expect(figures.players).toBe(2);
    expect(figures.top.map((line) => line.name).sort()).toEqual(['Arun', 'Meera']);
    // Word by word, each player's progress moves (words locked in, never right or wrong before the end).
    expect(figures.words).toBe(2);
    expect(figures.progress.map((line) => [line.name, line.words])).toEqual([['Meera', 1], ['Arun', 0]]);
    const pear = state.questions.questions.find((clue) => clue.question === 'A green fruit')?.question_id;
    expect((await meera.socket.call('round:answer', { gameId, roundId, questionId: pear, answer: 'PEAR' })).ok).toBe(true);
    const second = await advanceUntil(
      server.clock,
      screen.waitFor<HostFigures>('host:figures', (f) => f.progress[0]?.words === 2, 10_000),
    );
    expect(second.progress.map((line) => [line.name, line.words])).toEqual([['Meera', 2], ['Arun', 0]]);
    expect(JSON.stringify(second)).not.toContain('"correct"');
    // The phones' board comes to the hosted round's own room: both players, not 'Players: 0'.
    const board = await advanceUntil(
      server.clock,
      arun.socket.waitFor<Leaderboard>('round:leaderboard', (l) => l.top.length === 2, 10_000),
    );
    expect(board.players).toBe(2);
    expect(board.top.map((line) => line.name).sort()).toEqual(['Arun', 'Meera']);
    for (const client of [screen, meera.socket, arun.socket]) client.close();
  });
});

describe('join codes under the rate limits', () => {
  it('answers 429 to an address that tries too many codes', async () => {
    const limited = await startTestServer({
      rateLimits: {
        credentials: { max: 100, windowMs: 60_000 },
        autoSignIn: { max: 100, windowMs: 60_000 },
        accounts: { perAccount: { max: 100, windowMs: 60_000 }, lockoutMs: 60_000 },
        joinCodes: { max: 5, windowMs: 60_000 },
        hosting: { max: 30, windowMs: 60_000 },
      } as never,
    });
    try {
      const player = await guest(limited.url);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await player.request('GET', pathOf(api.joinByCode, { code: `12345${i}` }))).status);
      expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
