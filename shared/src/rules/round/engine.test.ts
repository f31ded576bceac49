import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAG_RULES } from '../lag-budget.ts';
import { rapidPoints } from '../scoring.ts';
import { RoundEngine, type RoundRules } from './engine.ts';
import type { AnswerRefusal } from './judged-answer.ts';
import { IN_STEP_RULES } from './in-step.ts';

const START = 1_000_000;
const window = { startsAt: START, endsAt: START + 60_000 };
const questionIds = ['q1', 'q2', 'q3'];
const rules = (inStep: boolean): RoundRules => ({ window, questionIds, inStep, gameScore: 10 });

function seated(inStep: boolean, ...players: string[]): RoundEngine {
  const engine = new RoundEngine(rules(inStep));
  for (const player of players) engine.seat(player, []);
  return engine;
}

/** Takes an answer and settles it as stored; the refusal if it was refused. */
function answer(round: RoundEngine, playerId: string, questionId: string, right: boolean, receivedAt: number, lag = 0) {
  const verdict = right ? 'correct' : 'wrong';
  const given = { questionId, answer: right ? 'yes' : 'no', verdict } as const;
  const taken = round.take(playerId, given, { receivedAt, measuredLagMs: lag });
  if (!taken.taken) return taken.refusal;
  round.settle(playerId, taken.answer, true);
  return taken.answer;
}

describe('a free round', () => {
  it('takes answers on [start, end), scores by Kahoot’s rule over the round, and acks only that it is locked in', () => {
    const engine = seated(false, 'A');
    expect(answer(engine, 'A', 'q1', true, START - 1)).toBe('NOT_STARTED');
    const taken = answer(engine, 'A', 'q1', true, START + 30_000);
    expect(taken).toMatchObject({ correct: true, points: rapidPoints(10, 30_000, 60_000), elapsedMs: 30_000 });
    expect(engine.ack('A', 'q1', START + 30_000)).toEqual({ questionId: 'q1', locked: true });
    expect(answer(engine, 'A', 'q1', true, START + 31_000)).toBe('ALREADY_ANSWERED');
    expect(answer(engine, 'A', 'q2', true, window.endsAt)).toBe('ROUND_OVER');
  });

  it('shows no verdict, points or rank before the round has ended: every question is open to someone until then', () => {
    const engine = seated(false, 'A', 'B');
    answer(engine, 'A', 'q1', true, START + 1_000);
    const late = window.endsAt - 1;
    expect(engine.shownAnswers('A', late)).toEqual([]);
    expect(engine.sealedAnswers('A', late)).toMatchObject([{ questionId: 'q1', answer: 'yes' }]);
    expect(engine.placing('A', late).score).toBe(0);
    expect(engine.placing('B', late)).toEqual({ playerId: 'B', score: 0, reachedMs: 0 });
    expect(engine.showsAny(late)).toBe(false);
    expect(engine.shownAnswer('A', 'q1', late)).toBeNull();
    engine.end();
    expect(engine.showsAny(window.endsAt)).toBe(true);
    expect(engine.shownAnswer('A', 'q1', window.endsAt)).toMatchObject({ answer: 'yes', correct: true });
    expect(engine.shownAnswers('A', window.endsAt)).toMatchObject([{ questionId: 'q1', correct: true }]);
    expect(engine.sealedAnswers('A', window.endsAt)).toEqual([]);
    expect(engine.placing('A', window.endsAt).score).toBeGreaterThan(0);
  });

  it('refuses a player without a seat, a question of another round and an answer that is not a choice', () => {
    const engine = seated(false, 'A');
    expect(answer(engine, 'B', 'q1', true, START)).toBe('NOT_IN_ROUND');
    expect(answer(engine, 'A', 'q9', true, START)).toBe('UNKNOWN_QUESTION');
    const taken = engine.take('A', { questionId: 'q1', answer: '?', verdict: 'notAChoice' }, { receivedAt: START, measuredLagMs: 0 });
    expect(taken).toEqual({ taken: false, refusal: 'NOT_A_CHOICE' });
  });

  it('refuses a second answer while the first is being stored, and frees the question if storage did not keep it', () => {
    const engine = seated(false, 'A');
    const at = { receivedAt: START + 1_000, measuredLagMs: 0 };
    const first = engine.take('A', { questionId: 'q1', answer: 'yes', verdict: 'correct' }, at);
    expect(engine.take('A', { questionId: 'q1', answer: 'no', verdict: 'wrong' }, at)).toEqual({ taken: false, refusal: 'ALREADY_ANSWERED' });
    if (!first.taken) throw new Error('the first answer was refused');
    engine.settle('A', first.answer, false);
    expect(engine.take('A', { questionId: 'q1', answer: 'no', verdict: 'wrong' }, at).taken).toBe(true);
  });

  it('keeps each player’s answers and pending questions to themselves, however many seats start out empty', () => {
    const engine = seated(false, 'A', 'B', 'C');
    expect(answer(engine, 'A', 'q1', true, START + 1_000)).toMatchObject({ questionId: 'q1' });
    const pending = engine.take('B', { questionId: 'q2', answer: 'no', verdict: 'wrong' }, { receivedAt: START + 2_000, measuredLagMs: 0 });
    expect(pending.taken).toBe(true);
    // B's pending q2 and A's kept q1 are theirs alone: C answers both.
    expect(answer(engine, 'C', 'q1', false, START + 3_000)).toMatchObject({ questionId: 'q1', correct: false });
    expect(answer(engine, 'C', 'q2', true, START + 3_000)).toMatchObject({ questionId: 'q2', correct: true });
    engine.end();
    expect(engine.shownAnswers('A', window.endsAt).map((a) => a.questionId)).toEqual(['q1']);
    expect(engine.shownAnswers('B', window.endsAt)).toEqual([]);
    expect(engine.shownAnswers('C', window.endsAt).map((a) => a.questionId)).toEqual(['q1', 'q2']);
  });
});

describe('a round in step', () => {
  const engine = () => seated(true, 'A', 'B');
  const [first, second] = new RoundEngine(rules(true)).schedule ?? [];
  if (!first || !second) throw new Error('no schedule');

  it('takes an answer only while its question is open, scored within the question’s own window', () => {
    const round = engine();
    expect(answer(round, 'A', 'q2', true, first.opensAt + 100)).toBe('QUESTION_NOT_OPEN');
    const taken = answer(round, 'A', 'q1', true, first.opensAt + 2_000);
    const windowMs = first.locksAt - first.opensAt;
    expect(taken).toMatchObject({ points: rapidPoints(10, 2_000, windowMs), elapsedMs: 2_000 });
    expect(answer(round, 'B', 'q1', true, first.locksAt)).toBe('QUESTION_LOCKED');
  });

  it('acks only that an answer is locked in, and shows no verdict or points before the reveal', () => {
    const round = engine();
    answer(round, 'A', 'q1', true, first.opensAt + 1_000);
    const before = first.locksAt - 1;
    expect(round.ack('A', 'q1', before)).toEqual({ questionId: 'q1', locked: true });
    expect(round.shownAnswers('A', before)).toEqual([]);
    expect(round.placing('A', before).score).toBe(0);
    expect(round.lockedAnswer('A', before)).toMatchObject({ questionId: 'q1', answer: 'yes' });
    // Locked, but an answer sent before the lock may still arrive: nothing is shown until the reveal.
    expect(round.shownAnswers('A', first.locksAt)).toEqual([]);
    expect(round.ack('A', 'q1', first.locksAt)).toEqual({ questionId: 'q1', locked: true });
    expect(round.showsAny(first.locksAt)).toBe(false);
    expect(round.shownAnswer('A', 'q1', first.locksAt)).toBeNull();
    const reveal = first.locksAt + IN_STEP_RULES.lateAnswerMs;
    expect(round.showsAny(reveal)).toBe(true);
    expect(round.shownAnswer('A', 'q1', reveal)).toMatchObject({ answer: 'yes', correct: true });
    expect(round.shownAnswers('A', reveal)).toMatchObject([{ questionId: 'q1', correct: true }]);
    expect(round.placing('A', reveal).score).toBeGreaterThan(0);
    expect(round.lockedAnswer('A', reveal)).toBeNull();
  });

  it('keeps an answer sent before the lock that its lag refund carries over it, until the reveal is read', () => {
    const round = engine();
    const lag = LAG_RULES.maxRefundMs;
    expect(answer(round, 'A', 'q1', true, first.locksAt + 100, lag)).toMatchObject({ correct: true });
    expect(answer(round, 'B', 'q1', true, first.locksAt + IN_STEP_RULES.lateAnswerMs, lag)).toBe('QUESTION_LOCKED');
    const locked = seated(true, 'C');
    locked.lock(0);
    expect(answer(locked, 'C', 'q1', true, first.locksAt + 100, lag)).toBe('QUESTION_LOCKED');
  });

  it('opens the questions one by one to players', () => {
    const round = engine();
    expect(round.openedCount(START - 1)).toBe(0);
    expect(round.openedCount(first.opensAt)).toBe(1);
    expect(round.openedCount(second.opensAt)).toBe(2);
    expect(round.openedCount(window.endsAt)).toBe(3);
  });
});

describe('the end', () => {
  it('comes once, and no answer is taken after it', () => {
    const round = seated(false, 'A');
    expect(round.end()).toBe(true);
    expect(round.end()).toBe(false);
    expect(round.phase(START + 1)).toBe('ended');
    expect(answer(round, 'A', 'q1', true, START + 1)).toBe('ROUND_OVER');
  });
});

// Random answer streams: players answer random questions at random moments (with random lag), the round is ended
// at a random step, and the rules hold at every moment in between.
const streams = fc.record({
  inStep: fc.boolean(),
  players: fc.integer({ min: 1, max: 8 }),
  events: fc.array(
    fc.record({
      player: fc.nat(7),
      question: fc.nat(2),
      right: fc.boolean(),
      at: fc.integer({ min: -2_000, max: 62_000 }),
      lag: fc.integer({ min: 0, max: 1_000 }),
      settles: fc.boolean(),
    }),
    { maxLength: 60 },
  ),
  endAfter: fc.nat(60),
});

describe('under random answer streams', () => {
  it('places each player by the answers it may show, shows no verdict early, ends once', () => {
    fc.assert(
      fc.property(streams, ({ inStep, players, events, endAfter }) => {
        const ids = Array.from({ length: players }, (_, i) => `P${i}`);
        const round = seated(inStep, ...ids);
        let ends = 0;
        const sorted = [...events].sort((a, b) => a.at - b.at);
        sorted.forEach((event, step) => {
          if (step === endAfter && round.end()) ends += 1;
          const now = START + event.at;
          const player = ids[event.player % players] as string;
          const questionId = questionIds[event.question] as string;
          const verdict = event.right ? 'correct' : 'wrong';
          const at = { receivedAt: now, measuredLagMs: event.lag };
          const taken = round.take(player, { questionId, answer: verdict, verdict }, at);
          if (round.hasEnded) expect(taken).toEqual({ taken: false, refusal: 'ROUND_OVER' satisfies AnswerRefusal });
          if (taken.taken) {
            round.settle(player, taken.answer, event.settles);
            const ack = round.ack(player, questionId, now);
            // Nobody sees correctness before they may: an ack taken in a running round never carries a verdict.
            expect(ack).toEqual({ questionId, locked: true });
          }
          for (const id of ids) {
            for (const shown of round.shownAnswers(id, now)) expect(round.revealed(shown.questionId, now)).toBe(true);
          }
          // Each player places by what may be shown: its points, reached at its latest shown answer that scored.
          for (const id of ids) {
            const shown = round.shownAnswers(id, now);
            const scored = shown.filter((a) => a.points > 0).map((a) => a.elapsedMs);
            expect(round.placing(id, now)).toEqual({
              playerId: id,
              score: shown.reduce((sum, a) => sum + a.points, 0),
              reachedMs: Math.max(0, ...scored),
            });
          }
        });
        if (round.end()) ends += 1;
        expect(ends).toBe(1);
        expect(round.end()).toBe(false);
      }),
    );
  });
});
