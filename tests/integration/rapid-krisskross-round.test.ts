import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { api } from '@plw/protocol/api';
import type { RoundEnd, RoundState } from '@plw/protocol/socket/round-events';
import type { ApiError } from '@plw/protocol/errors';
import { insertGame } from '@plw/server/domains/games/repository';
import { describe, expect, it } from 'vitest';
import { guest } from '../support/http.ts';
import { advanceUntil } from '../support/round-client.ts';
import { channelId, player, server, useRapidRoundServer } from './rapid-round-setup.ts';

// A whole live round with real socket.io clients against a real server: sync, wait, start on time,
// answers, duplicates and late answers refused, the live leaderboard, the end, and resuming after a drop.
// Rounds are played on the server's clock, moved to their moments instead of waiting for them.

useRapidRoundServer();

describe('a live kriss-kross round', () => {
  async function scheduleWords(mode: 'RAPID' | 'RAPID_THEN_DAILY', startInMs: number, durationSeconds: number) {
    const now = new Date(server.clock.now());
    const { gameId } = await insertGame(
      server.app.db,
      channelId,
      {
        type: 'Kriss_kross_puzzle',
        mode,
        language: 'English',
        game_name: 'Live words',
        score: 10,
        publishing_time: new Date(now.getTime() + startInMs).toISOString(),
        game_duration: durationSeconds,
        status: 'RELEASED',
        released_at: now.toISOString(),
      },
      now,
    );
    await insertKrissKrossQuestions(server.app.db, gameId, WORDS, now);
    return gameId;
  }

  const WORDS = [
    { question: 'Opposite of night', answer: 'DAY', direction: 'Across' as const },
    { question: 'A yellow fruit', answer: 'BANANA', direction: 'Down' as const },
    { question: 'Frozen water', answer: 'ICE', direction: 'Across' as const },
  ];

  it('shows the words locked in during the round, and which were right once it is over', async () => {
    const gameId = await scheduleWords('RAPID', 5_000, 3);
    const { http, round } = await player();
    expect(await round.call<RoundState>('round:join', { gameId })).toMatchObject({ ok: true });
    await round.started();
    const state = await round.call<RoundState>('round:join', { gameId });
    if (!state.ok || state.data.questions?.type !== 'Kriss_kross_puzzle') throw new Error('no grid');
    const clues = new Map(state.data.questions.questions.map((clue) => [clue.question, clue.question_id]));
    const day = clues.get('Opposite of night') ?? '';
    const ice = clues.get('Frozen water') ?? '';
    // Locked in, right or wrong: which is told at the end, when no one can answer any more.
    for (const [questionId, answer] of [[day, 'day'], [ice, 'ACE']] as const) {
      expect(await round.call('round:answer', { gameId, questionId, answer })).toEqual({
        ok: true,
        data: { questionId, locked: true },
      });
    }
    const end = await advanceUntil(server.clock, round.next<RoundEnd>('round:end', 10_000));
    expect(end.me?.right).toBe(1);

    const after = await http.request<{
      play: { status: string; cells: { row: number; col: number; letter: string }[]; result: { correct: string[] } };
      answers: { question_id: string; answer: string }[] | null;
      grid: { placements: { question_id: string; row: number; col: number; direction: string }[] };
    }>('GET', `${api.krissKrossAllQuestions.path}?game_id=${gameId}`);
    expect(after.status).toBe(200);
    const { play, grid } = after.body;
    expect(play.status).toBe('FINISHED');
    expect(play.result.correct).toEqual([day]);
    // Both locked-in words are back in their cells, as typed.
    for (const [questionId, typed] of [[day, 'day'], [ice, 'ACE']] as const) {
      const placement = grid.placements.find((p) => p.question_id === questionId);
      if (!placement) throw new Error('word not placed');
      const letters = [...typed].map((_, i) =>
        play.cells.find((c) =>
          placement.direction === 'Across'
            ? c.row === placement.row && c.col === placement.col + i
            : c.row === placement.row + i && c.col === placement.col,
        )?.letter,
      );
      expect(letters.join('').toUpperCase()).toBe(typed.toUpperCase());
    }
    round.close();
  });

  it('after a RAPID_THEN_DAILY round, shows its players their round and opens a daily play to the others', async () => {
    const gameId = await scheduleWords('RAPID_THEN_DAILY', 5_000, 1);
    const { http, round } = await player();
    expect(await round.call<RoundState>('round:join', { gameId })).toMatchObject({ ok: true });
    await advanceUntil(server.clock, round.next<RoundEnd>('round:end', 10_000));
    round.close();

    const look = await http.request<{ play: { status: string }; answers: unknown[] | null }>(
      'GET',
      `${api.krissKrossAllQuestions.path}?game_id=${gameId}`,
    );
    expect(look.status).toBe(200);
    expect(look.body.play.status).toBe('FINISHED');
    expect(look.body.answers).toHaveLength(WORDS.length);
    const progress = api.krissKrossSaveProgress.path.replace(':id', gameId);
    const save = await http.request<ApiError>('PUT', progress, { cells: [] });
    expect(save.status).toBe(409);
    expect(save.body.error.message).toBe('You have already finished this game');
    const submit = await http.request<ApiError>('POST', api.krissKrossSubmit.path.replace(':id', gameId), { cells: [] });
    expect(submit.status).toBe(409);
    const plays = await server.app.db.selectFrom('plays').select('kind').where('game_id', '=', gameId).execute();
    expect(plays.map((p) => p.kind)).toEqual(['RAPID']);

    const missed = await guest(server.url);
    const daily = await missed.request<{ play: { status: string }; answers: unknown }>(
      'GET',
      `${api.krissKrossAllQuestions.path}?game_id=${gameId}`,
    );
    expect(daily.body.play.status).toBe('IN_PROGRESS');
    expect(daily.body.answers).toBeNull();
    expect((await missed.request('PUT', progress, { cells: [] })).status).toBe(200);
  });
});
