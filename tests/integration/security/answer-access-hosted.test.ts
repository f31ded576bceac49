import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { ApiError } from '@plw/protocol/errors';
import type { GameMode, GameType } from '@plw/shared/constants';
import { ANSWERS_CLOSED_MESSAGES, answerAccess, liveRoundOn, NO_PLAYS } from '@plw/shared/rules/answer-access';
import { HOSTED_RULES } from '@plw/shared/rules/round/hosted';
import { beforeAll, describe, expect, it } from 'vitest';
import { guest, type TestClient } from '../../support/http.ts';
import {
  ANSWERS,
  createGame,
  dailyVerdictCalls,
  finishDaily,
  host,
  mcqPath,
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
