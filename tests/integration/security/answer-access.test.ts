import { api } from '@plw/protocol/api';
import type { ApiError } from '@plw/protocol/errors';
import type { GameMode, GameType } from '@plw/shared/constants';
import { ANSWERS_CLOSED_MESSAGES, answerAccess } from '@plw/shared/rules/answer-access';
import type { ClockPhase } from '@plw/shared/rules/round/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Found, GAME_READS, readPaths, scanFor } from '../../support/answer-scan.ts';
import { guest, type TestClient } from '../../support/http.ts';
import { connectRound } from '../../support/round-client.ts';
import {
  ANSWERS,
  CELLS,
  createGame,
  finishDaily,
  joinRound,
  mcqPath,
  ONE_AT_A_TIME,
  playRound,
  PLAYS,
  type PlayState,
  QUIZ,
  server,
  startDaily,
  storedGame,
  TYPES,
  useAnswerAccessServer,
} from './answer-access-setup.ts';

// Answers reach a player only when the one answer rule (shared/rules/answer-access.ts) says so. The attacks:
// after a RAPID THEN DAILY quiz's live round, a new player read the answers page and then scored everything in
// the daily play; a player seated in a hosted round read its answers from the same game's daily play; throwaway
// players of a free round read the answers from their acks. The scan: for both game types and every mode × phase
// × play state a player can be in (the scheduled round's phases played free, and a hosted round's lobby and run),
// every GET route about the game and the round's socket events, searched for the answers and for verdicts.

useAnswerAccessServer();

describe('the answers page of a RAPID THEN DAILY quiz after its live round', () => {
  it('refuses a player who never played with 409, and opens once their daily play is finished', async () => {
    const gameId = await createGame('Mcq', 'RAPID_THEN_DAILY', 'ended');
    const newcomer = await guest(server.url);
    const report = mcqPath(api.mcqReport.path, gameId);

    const refused = await newcomer.request<ApiError>('GET', report);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'CONFLICT', message: ANSWERS_CLOSED_MESSAGES['play-unfinished'] });
    for (const { answer } of QUIZ) expect(JSON.stringify(refused.body)).not.toContain(answer);

    // Still refused in the middle of the daily play.
    await startDaily(newcomer, 'Mcq', gameId);
    expect((await newcomer.request('GET', report)).status).toBe(409);

    await finishDaily(newcomer, 'Mcq', gameId);
    const opened = await newcomer.request<{ questions: { answer: string; correct: boolean }[]; score: number }>('GET', report);
    expect(opened.status).toBe(200);
    expect(opened.body.questions.map((q) => q.answer)).toEqual(ANSWERS.Mcq);
    expect(opened.body.questions.map((q) => q.correct)).toEqual([true, false, true]);
    expect(opened.body.score).toBe(10);
  });
});

describe('answer scan: every mode × phase × play state, both game types', () => {
  interface Cell {
    type: GameType;
    mode: GameMode;
    phase: ClockPhase;
    state: PlayState;
    open: boolean;
    gameId: string;
    player: TestClient;
    /** What a round player received during the round, when the answers were closed to everyone. */
    inRound?: [string, unknown][];
  }
  const cells: Cell[] = [];

  beforeAll(async () => {
    // One game per type, mode and phase. The players come first, then the rounds to be played for real, which
    // start a moment after they are made: each is played as soon as it is made, the server's clock moved through
    // it (one at a time, as the clock is shared).
    const players = await Promise.all(TYPES.flatMap(() => CELLS.map(() => guest(server.url))));
    const games = new Map<string, string>();
    const keyOf = (type: GameType, mode: GameMode, phase: ClockPhase) => `${type}/${mode}/${phase}`;
    for (const type of TYPES) {
      for (const [mode, phase, state, open] of CELLS) {
        const key = keyOf(type, mode, phase);
        const liveRound = state === 'round finished';
        if (!games.has(key) || liveRound) games.set(key, await createGame(type, mode, phase, liveRound));
        const cell: Cell = { type, mode, phase, state, open, gameId: games.get(key) ?? '', player: players[cells.length] as TestClient };
        cells.push(cell);
        if (liveRound) cell.inRound = await playRound(cell.player, cell.gameId);
      }
    }
    for (const cell of cells) {
      if (cell.state === 'round started') await joinRound(cell.player, cell.gameId);
      if (cell.state === 'daily started') await startDaily(cell.player, cell.type, cell.gameId);
      if (cell.state === 'daily finished') await finishDaily(cell.player, cell.type, cell.gameId);
    }
  }, 60_000);

  const names = TYPES.flatMap((type) => CELLS.map(([mode, phase, state, open]) => [type, mode, phase, state, open ? 'open' : 'closed']));

  it.each(names)('%s, %s game, %s, player with %s: answers %s', async (type, mode, phase, state) => {
    const cell = cells.find((c) => c.type === type && c.mode === mode && c.phase === phase && c.state === state);
    if (!cell) throw new Error('cell not prepared');
    const { gameId, player, open } = cell;
    const answers = ANSWERS[cell.type];

    // The shared rule agrees with this table for the game as stored.
    const access = answerAccess(await storedGame(gameId), PLAYS[cell.state], new Date(server.clock.now()));
    expect(access.open).toBe(open);

    const found: Found = { answers: new Set(), verdicts: [] };
    for (const [name, endpoint] of GAME_READS) {
      for (const path of readPaths(endpoint, gameId)) {
        const reply = await player.request('GET', path);
        expect(reply.status, `${name} ${path}`).toBeLessThan(500);
        scanFor(cell.type, answers, reply.body, name, found);
      }
    }
    const round = await connectRound(server.url, player.accessToken ?? '');
    await round.call('round:join', { gameId });
    await round.call('watch:subscribe', {});
    // One more round trip: whatever the server sent on the join and the subscription has arrived before it.
    await round.call('clock:ping', { clientSentAt: 0 });
    round.close();
    for (const [name, payload] of round.received) scanFor(cell.type, answers, payload, name, found);

    if (open) {
      expect([...found.answers].sort()).toEqual([...answers].sort());
    } else {
      expect([...found.answers]).toEqual([]);
      expect(found.verdicts).toEqual([]);
    }
    const paths = ONE_AT_A_TIME[cell.type];
    if (paths) {
      const report = await player.request<ApiError>('GET', mcqPath(paths.report.path, gameId));
      expect(report.status).toBe(open ? 200 : 409);
      if (!access.open) expect(report.body.error.message).toBe(access.message);
    }

    if (cell.inRound) {
      // During the free round the answers were closed to everyone: not even the player's own answer's verdict came
      // before the end (another player could still give that answer).
      const during: Found = { answers: new Set(), verdicts: [] };
      const beforeEnd = cell.inRound.slice(0, cell.inRound.findIndex(([name]) => name === 'round:end'));
      for (const [name, payload] of beforeEnd) scanFor(cell.type, answers, payload, name, during);
      expect([...during.answers]).toEqual([]);
      expect(during.verdicts).toEqual([]);
      expect(beforeEnd.find(([name]) => name === 'ack:round:answer')?.[1]).toMatchObject({ data: { locked: true } });
    }
  });
});
