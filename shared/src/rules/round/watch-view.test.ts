import { describe, expect, it } from 'vitest';
import { RoundEngine } from './engine.ts';
import { IN_STEP_RULES } from './in-step.ts';
import { raceProgress, watchedCounts } from './watch-view.ts';

// Watchers learn how many answered a question at once, and how many were right only once everyone's answers to it
// are in: in step at its lock, free once the round has ended (after the late answers its lag budget lets in).

const START = 1_000_000;
const window = { startsAt: START, endsAt: START + 60_000 };
const engine = (inStep: boolean) => new RoundEngine({ window, questionIds: ['q1', 'q2'], inStep, gameScore: 10 });
const counts = { answered: 2, right: 1 };

describe("what watchers see of a question's answers", () => {
  const inStep = engine(true);
  const [first] = inStep.schedule ?? [];
  if (!first) throw new Error('no schedule');

  it.each([
    ['in step, before its lock', inStep, 'q1', first.locksAt - 1, { answered: 2, right: null }],
    ['in step, while late answers may still arrive', inStep, 'q1', first.locksAt, { answered: 2, right: null }],
    ['in step, from its reveal', inStep, 'q1', first.locksAt + IN_STEP_RULES.lateAnswerMs, { answered: 2, right: 1 }],
    ['in step, a later question before its lock', inStep, 'q2', first.closesAt, { answered: 2, right: null }],
    ['free, while the round runs', engine(false), 'q1', window.endsAt - 1, { answered: 2, right: null }],
    // A late answer within its lag budget may still land after the window: only the round's end tells.
    ['free, at its window\'s end, before the round ended', engine(false), 'q1', window.endsAt, { answered: 2, right: null }],
  ])('%s', (_, round, questionId, now, shown) => {
    expect(watchedCounts(counts, round.revealed(questionId, now))).toEqual(shown);
  });

  it('shows right counts once the round has ended early, and nothing of a question that is not the round\'s', () => {
    const round = engine(false);
    round.end();
    expect(watchedCounts(counts, round.revealed('q1', START))).toEqual(counts);
    expect(round.revealed('elsewhere', window.endsAt)).toBe(false);
    expect(watchedCounts(undefined, false)).toEqual({ answered: 0, right: null });
  });
});

describe("a free race's progress on the big screen", () => {
  it('lists every seated player with the words they locked in, most first, then by name', () => {
    const seated = [
      { player_id: 'a', name: 'Meera' },
      { player_id: 'b', name: 'Arun' },
      { player_id: 'c', name: 'Zoya' },
    ];
    expect(raceProgress(seated, new Map([['c', 2], ['a', 1]]))).toEqual([
      { playerId: 'c', name: 'Zoya', words: 2 },
      { playerId: 'a', name: 'Meera', words: 1 },
      { playerId: 'b', name: 'Arun', words: 0 },
    ]);
  });
});
