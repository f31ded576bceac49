import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { ApiError } from '@plw/protocol/errors';
import type { QuestionOpen, RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import type { GameMode, GameType } from '@plw/shared/constants';
import { ANSWERS_CLOSED_MESSAGES, answerAccess, liveRoundOn, NO_PLAYS } from '@plw/shared/rules/answer-access';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Found, GAME_READS, readPaths, scanFor } from '../../support/answer-scan.ts';
import { guest, type TestClient } from '../../support/http.ts';
import { advanceUntil, connectRound } from '../../support/round-client.ts';
import {
  ANSWERS,
  channelId,
  createGame,
  dailyVerdictCalls,
  finishDaily,
  host,
  mcqPath,
  QUIZ,
  RIGHT,
  scanEverything,
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

describe('answer scan: a hosted round of a released game, from its lobby to its end', () => {
  type HostedState = 'none' | 'hosted seat' | 'daily started' | 'daily finished';
  const STATES: HostedState[] = ['none', 'hosted seat', 'daily started', 'daily finished'];
  const MODES: GameMode[] = ['DAILY', 'RAPID', 'RAPID_THEN_DAILY'];
  interface Game {
    type: GameType;
    mode: GameMode;
    gameId: string;
    roundId: string;
    players: Map<HostedState, TestClient>;
  }
  const games: Game[] = [];

  beforeAll(async () => {
    // A game whose own round is over (its daily play open), each player in their state before the host opens a lobby.
    for (const type of TYPES) {
      for (const mode of MODES) {
        const gameId = await createGame(type, mode, 'ended');
        const players = new Map<HostedState, TestClient>();
        for (const state of STATES) players.set(state, await guest(server.url));
        const daily = (state: HostedState) => players.get(state) as TestClient;
        if (mode !== 'RAPID') {
          await startDaily(daily('daily started'), type, gameId);
          await finishDaily(daily('daily finished'), type, gameId);
        }
        const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
        expect(hosted.status).toBe(200);
        const roundId = hosted.body.round_id;
        const seat = await daily('hosted seat').request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: 'Seated' });
        expect(seat.status).toBe(200);
        games.push({ type, mode, gameId, roundId, players });
      }
    }
  }, 60_000);

  const cells = TYPES.flatMap((type) => MODES.flatMap((mode) => STATES.map((state) => [type, mode, state] as const)));

  async function scanClosed(game: Game, state: HostedState) {
    const player = game.players.get(state) as TestClient;
    const access = answerAccess(await storedGame(game.gameId), NO_PLAYS, new Date(server.clock.now()));
    expect(access).toMatchObject({ open: false, because: 'round-live' });
    const found = await scanEverything(game.type, player, game.gameId, game.roundId);
    expect([...found.answers]).toEqual([]);
    expect(found.verdicts).toEqual([]);
    if (game.type === 'Mcq') {
      const report = await player.request<ApiError>('GET', mcqPath(api.mcqReport.path, game.gameId));
      expect(report.status).toBe(409);
      expect(report.body.error.message).toBe(ANSWERS_CLOSED_MESSAGES['round-live']);
    }
    if (game.mode !== 'RAPID' && state !== 'daily finished') {
      // The daily play is paused, in the rule's words, and nothing of it is lost.
      for (const refused of await dailyVerdictCalls(game.type, player, game.gameId)) {
        expect(refused).toEqual({ status: 409, message: ANSWERS_CLOSED_MESSAGES['daily-paused'] });
      }
    }
  }

  it.each(cells)('%s, %s game, its hosted round in the lobby, player with %s: answers closed', async (type, mode, state) => {
    const game = games.find((g) => g.type === type && g.mode === mode);
    if (!game) throw new Error('game not prepared');
    await scanClosed(game, state);
  });

  it('starts every hosted round (the lobbies above are done)', async () => {
    for (const game of games) {
      expect((await host.request('POST', pathOf(api.startRound, { id: game.roundId }))).status).toBe(200);
    }
  });

  it.each(cells)('%s, %s game, its hosted round running, player with %s: answers closed', async (type, mode, state) => {
    const game = games.find((g) => g.type === type && g.mode === mode);
    if (!game) throw new Error('game not prepared');
    await scanClosed(game, state);
  });

  it('opens the answers again once the hosted round ends, and the paused daily play goes on', async () => {
    for (const game of games) {
      expect((await host.request('POST', pathOf(api.endRound, { id: game.roundId }))).status).toBe(200);
    }
    // Ended during its countdown, a round ends at its start: the clock moves past it.
    await server.clock.advance(HOSTED_RULES.countdownMs + 1_000);
    for (const game of games) {
      expect(liveRoundOn(await storedGame(game.gameId), new Date(server.clock.now()))).toBe(false);
      if (game.mode === 'RAPID') continue;
      const finished = game.players.get('daily finished') as TestClient;
      const found = await scanEverything(game.type, finished, game.gameId);
      expect([...found.answers].sort()).toEqual([...ANSWERS[game.type]].sort());
      for (const call of await dailyVerdictCalls(game.type, game.players.get('daily started') as TestClient, game.gameId)) {
        expect(call.status).toBe(200);
      }
    }
  }, 30_000);
});

describe('a free round mined by throwaway players', () => {
  it('tells nobody right or wrong, points or rank before the round ends, so four guests learn nothing for a fifth', async () => {
    const now = server.clock.now();
    const at = new Date(now);
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Mcq',
        mode: 'RAPID_THEN_DAILY',
        language: 'English',
        game_name: 'Mined free round',
        round_style: 'FREE',
        publishing_time: new Date(now + 1_500).toISOString(),
        game_duration: 60,
        status: 'RELEASED',
        released_at: at.toISOString(),
      },
      at,
    );
    await insertMcqQuestions(server.app.db, gameId, QUIZ, at);
    const miners = await Promise.all([0, 1, 2, 3].map(async () => {
      const player = await guest(server.url);
      const round = await connectRound(server.url, player.accessToken ?? '', undefined, server.clock);
      expect(await round.call('round:join', { gameId })).toMatchObject({ ok: true });
      return { player, round };
    }));
    await advanceUntil(server.clock, Promise.all(miners.map(({ round }) => round.started())));
    // Each miner answers a different choice of every question: one of the four is right each time.
    for (const [i, { round }] of miners.entries()) {
      const state = await round.call<RoundState>('round:join', { gameId });
      if (!state.ok || state.data.questions?.type !== 'Mcq') throw new Error('no questions in the running round');
      for (const q of state.data.questions.questions) {
        const ack = await round.call('round:answer', { gameId, questionId: q.question_id, answer: q.choices[i] });
        expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true, data: { questionId: q.question_id, locked: true } });
      }
      // Back again, they see which questions they answered and with what, never whether it was right.
      const again = await round.call<RoundState>('round:join', { gameId });
      expect(again).toMatchObject({ ok: true, data: { answers: [], score: 0, rank: null } });
      expect(again.ok && again.data.lockedIn?.length).toBe(QUIZ.length);
    }
    // A few board ticks later, still before the end: nothing on any board or standing tells a right answer.
    await server.clock.advance(2_000);
    for (const { player, round } of miners) {
      await round.call('clock:ping', { clientSentAt: 0 });
      const found: Found = { answers: new Set(), verdicts: [] };
      for (const [name, payload] of round.received) {
        if (name.startsWith('ack:round:join')) continue; // their own choices echoed back, one of them right
        scanFor('Mcq', ANSWERS.Mcq, payload, name, found);
      }
      expect(found.verdicts).toEqual([]);
      expect([...found.answers]).toEqual([]);
      const scores = round.received.flatMap(([name, payload]) => {
        if (name === 'round:standing') return [(payload as { score: number }).score];
        if (name === 'round:leaderboard') return (payload as { top: { score: number }[] }).top.map((line) => line.score);
        return [];
      });
      expect(scores.every((score) => score === 0)).toBe(true);
      expect((await player.request('GET', mcqPath(api.mcqReport.path, gameId))).status).toBe(409);
    }
    // At the end each learns their own verdicts: how many were right, in their final standing.
    const ends = await advanceUntil(server.clock, Promise.all(miners.map(({ round }) => round.waitFor<RoundEnd>('round:end', () => true, 70_000))));
    expect(ends.map((end) => end.me?.right ?? 0).reduce((a, b) => a + b, 0)).toBe(QUIZ.length);
    for (const { round } of miners) round.close();
  }, 40_000);
});

describe('a quiz round played in step', () => {
  it('tells nobody whether an answer was right before its question locks, then reveals it to everyone at once', async () => {
    const now = new Date(server.clock.now());
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Mcq',
        mode: 'RAPID',
        language: 'English',
        game_name: 'Scan in step',
        round_style: 'IN_STEP',
        publishing_time: new Date(now.getTime() + 1_500).toISOString(),
        // Three questions in 9 s: each open for 2 s, then revealed for 1 s.
        game_duration: 9,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    await insertMcqQuestions(server.app.db, gameId, QUIZ, now);
    const [answering, watching] = await Promise.all([guest(server.url), guest(server.url)]);
    const round = await connectRound(server.url, answering.accessToken ?? '', undefined, server.clock);
    const other = await connectRound(server.url, watching.accessToken ?? '', undefined, server.clock);
    await round.call('round:join', { gameId });
    await other.call('round:join', { gameId });

    // The open question answered by a player who reads everything they can while it is open. A wrong choice: the
    // state echoes the player's own locked choice back, which must not be mistaken for the answer.
    const open = await advanceUntil(server.clock, round.waitFor<QuestionOpen>('round:question', (q) => q.question === 0));
    const right = RIGHT.get(open.item.question) ?? '';
    const choices = 'choices' in open.item ? open.item.choices : [];
    const wrong = choices.find((choice) => choice !== right);
    expect(await round.call('round:answer', { gameId, questionId: open.item.question_id, answer: wrong })).toMatchObject({
      ok: true,
      data: { locked: true },
    });
    const whileOpen: Found = { answers: new Set(), verdicts: [] };
    for (const [name, endpoint] of GAME_READS) {
      for (const path of readPaths(endpoint, gameId)) {
        scanFor('Mcq', ANSWERS.Mcq, (await answering.request('GET', path)).body, name, whileOpen);
      }
    }
    const rejoined = await round.call<RoundState>('round:join', { gameId });
    await other.call('round:join', { gameId });
    // All of it read while the question was still open.
    expect(server.clock.now()).toBeLessThan(rejoined.ok ? (rejoined.data.inStep?.schedule[0]?.locksAt ?? 0) : 0);
    for (const client of [round, other]) {
      for (const [name, payload] of client.received) scanFor('Mcq', ANSWERS.Mcq, payload, name, whileOpen);
    }
    expect([...whileOpen.answers]).toEqual([]);
    expect(whileOpen.verdicts).toEqual([]);

    // At the lock both get the reveal: the right answer of that question alone, and each their own verdict.
    await advanceUntil(server.clock, Promise.all([round, other].map((client) => client.revealed(() => true))));
    for (const client of [round, other]) {
      const revealed: Found = { answers: new Set(), verdicts: [] };
      for (const [name, payload] of client.received) scanFor('Mcq', ANSWERS.Mcq, payload, name, revealed);
      expect([...revealed.answers]).toEqual([right]);
      expect(revealed.verdicts).toEqual(['round:verdict correct']);
    }
    round.close();
    other.close();
  }, 20_000);
});
