import { api } from '@plw/protocol/api';
import type { RoundEnd } from '@plw/protocol/socket/round-events';
import { describe, expect, it } from 'vitest';
import {
  answer,
  CLOCK_SLACK_MS,
  expectLockedAnswerMoves,
  expectOwnReveals,
  expectRevealsTellAnswers,
  expectSameStepsEverywhere,
  first,
  handle,
  join,
  moveTo,
  ON_TIME_MS,
  opened,
  QUESTIONS,
  questionsOf,
  revealed,
  revealsOf,
  scheduleInStepRound,
  seat,
  second,
  useInStepCluster,
} from './in-step-round-setup.ts';

// A quiz round played in step by players split over two processes on Postgres and Redis. Each process arms the
// same moments and tells its own players, reading every reveal from storage at the lock: so every player, on
// either process, gets each question and its reveal in order, with the same counts, right answer and board, and
// their own answers' points; a player who moves to the other process mid-question keeps their locked answer; the
// end gives the same ranks everywhere, as the REST board does. Then the process half the players are on dies
// mid-round: they move to the survivor, which opens and reveals the rest on time and ends the round once.

useInStepCluster();

describe('a quiz round in step on two processes', () => {
  it('opens and reveals each question alike on both processes, keeps a moving player\'s locked answer, and ends with one ranking', async () => {
    const { gameId, startsAt, endsAt } = await scheduleInStepRound('Capitals in step on two processes');
    // Bob answers the first question on the first process, then moves to the second while it is still open.
    const players = [
      await seat('alice', first, gameId, [0, 1, 0]),
      await seat('bob', first, gameId, [1, 0, null]),
      await seat('carol', second, gameId, [0, 0, 2]),
      await seat('dave', second, gameId, [null, 0, 0]),
    ];
    const [alice, bob] = players;
    if (!alice || !bob) throw new Error('players missing');
    // Both processes work out the same schedule.
    const states = await Promise.all(players.map((p) => join(p.round, gameId, p.resumeToken)));
    const schedules = states.map((state) => state.inStep?.schedule);
    expect(schedules[0]?.[0]?.opensAt).toBe(startsAt);
    expect(schedules[0]?.at(-1)?.closesAt).toBe(endsAt);
    for (const schedule of schedules) expect(schedule).toEqual(schedules[0]);

    for (const question of QUESTIONS.keys()) {
      await Promise.all(players.map((p) => opened(p, question)));
      for (const player of players) await answer(player, gameId, question);
      if (question === 0) await expectLockedAnswerMoves(bob, gameId);
      await Promise.all(players.map((p) => revealed(p, question)));
    }

    expectSameStepsEverywhere(players, gameId);
    const moments = questionsOf(alice).map(({ gameId: _game, item: _item, ...window }) => window);
    expect(moments).toEqual(schedules[0]);
    expectRevealsTellAnswers(players);
    for (const { payload: reveal, at } of players.flatMap(revealsOf)) {
      expect(at).toBeGreaterThanOrEqual(reveal.locksAt - CLOCK_SLACK_MS);
    }
    const scores = new Map(players.map((p) => [p.playerId, expectOwnReveals(p)]));

    // The end: the same board and ranks on both processes, each player's own score, and the REST board's order.
    await Promise.all(players.map((p) => p.round.waitFor<RoundEnd>('round:end', () => true, 5_000)));
    const ends = players.map((p) => {
      expect(p.ends, p.name).toHaveLength(1);
      return p.ends[0]?.payload as RoundEnd;
    });
    for (const end of ends) {
      expect({ endedAt: end.endedAt, top: end.top }).toEqual({ endedAt: endsAt, top: ends[0]?.top });
    }
    const top = ends[0]?.top ?? [];
    expect(top.map((l) => l.rank)).toEqual([1, 2, 3, 4]);
    for (const [i, player] of players.entries()) {
      const line = top.find((l) => l.playerId === player.playerId);
      expect(ends[i]?.me, player.name).toMatchObject({ rank: line?.rank, score: line?.score });
      expect(ends[i]?.me?.score, player.name).toBeCloseTo(scores.get(player.playerId) ?? -1, 2);
    }
    const board = await alice.http.request<{ leaderboard: { rank: number; player_id: string }[] }>(
      api.mcqLeaderboard.method,
      api.mcqLeaderboard.path.replace(':id', gameId),
    );
    expect(board.status).toBe(200);
    expect(board.body.leaderboard.map((l) => [l.rank, l.player_id])).toEqual(top.map((l) => [l.rank, l.playerId]));
    for (const player of players) player.round.close();
  }, 45_000);

  it('opens and reveals the rest on time on the survivor when the process half the players are on dies mid-round', async () => {
    const { gameId, endsAt } = await scheduleInStepRound('Capitals in step through a crash');
    const moved = [await seat('erin', first, gameId, [0, 0, 1]), await seat('frank', first, gameId, [1, 0, 0])];
    const stayed = [await seat('grace', second, gameId, [0, 1, 0]), await seat('heidi', second, gameId, [2, 0, 0])];
    const players = [...moved, ...stayed];
    let killedAt = Infinity;

    for (const question of QUESTIONS.keys()) {
      await Promise.all(players.map((p) => opened(p, question)));
      for (const player of players) await answer(player, gameId, question);
      if (question === 1) {
        // Everyone's second answer is acked; then the first process dies before its lock, and its players come
        // back on the survivor, where their locked answers wait for them.
        await first.kill('SIGKILL');
        killedAt = Date.now();
        for (const player of moved) {
          const back = await moveTo(player, second, gameId);
          expect(back.inStep, player.name).toMatchObject({ moment: { question: 1, stage: 'open' }, locked: { answer: player.locked.get(1) } });
        }
      }
      await Promise.all(players.map((p) => revealed(p, question)));
    }
    await Promise.all(players.map((p) => p.round.waitFor<RoundEnd>('round:end', () => true, 5_000)));
    // Any second end would come at once: give it a moment to show.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expectSameStepsEverywhere(players, gameId);
    expectRevealsTellAnswers(players);
    // After the crash, every question and reveal came on time by the schedule, and the end once, on time.
    for (const player of players) {
      const afterCrash = player.steps.filter((step) => step.at > killedAt);
      expect(afterCrash.map((s) => s.payload.question), player.name).toEqual([1, 2, 2]);
      for (const { at, payload } of afterCrash) {
        const due = 'answer' in payload ? payload.locksAt : payload.opensAt;
        const what = `${player.name}: ${'answer' in payload ? 'reveal' : 'question'} ${payload.question}`;
        expect(at - due, what).toBeLessThan(ON_TIME_MS);
        expect(at, what).toBeGreaterThanOrEqual(due - CLOCK_SLACK_MS);
      }
      expect(player.ends, player.name).toHaveLength(1);
      const end = player.ends[0];
      expect(end?.payload.endedAt).toBe(endsAt);
      expect((end?.at ?? 0) - endsAt).toBeLessThan(ON_TIME_MS);
      // Every acked answer counted: in its reveal, and in the final score.
      const score = expectOwnReveals(player);
      expect(end?.payload.me?.score, player.name).toBeCloseTo(score, 2);
    }
    expect(players.map((p) => p.ends[0]?.payload.me?.rank).sort()).toEqual([1, 2, 3, 4]);
    const stored = await handle.db
      .selectFrom('answers')
      .innerJoin('plays', 'plays.id', 'answers.play_id')
      .select(['plays.player_id', 'answers.answer'])
      .where('plays.game_id', '=', gameId)
      .execute();
    const acked = players.flatMap((p) => [...p.locked.values()].map((choice) => `${p.playerId} ${choice}`));
    expect(stored.map((row) => `${row.player_id} ${row.answer}`).sort()).toEqual(acked.sort());
    for (const player of players) player.round.close();
  }, 45_000);
});
