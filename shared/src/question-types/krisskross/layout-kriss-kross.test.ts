import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLayout } from './check-layout.ts';
import { isWholeLetter } from './graphemes.ts';
import { LayoutTimeoutError, layoutKrissKross } from './layout-kriss-kross.ts';
import { measureLayout } from './measure-layout.ts';
import { questionsIn, SCRIPTS } from '../../../../tests/support/krisskross/testing-words.ts';
import type { KrissKrossLayout, KrissKrossQuestion } from './types.ts';

// The layout engine over random lists in six scripts: every word placed in its creator's direction,
// letters agreeing at crossings, standard crossword legality, whole letters in cells, and the same
// grid for the same input and seed. A small effort keeps the hundreds of layouts fast.

const EFFORT = 20;

describe.each(SCRIPTS)('layout of $language lists', (script) => {
  const language = script.language;

  it('places every word legally, in its direction, with whole letters', () => {
    fc.assert(
      fc.property(questionsIn(script), fc.nat(1000), (questions, seed) => {
        const layout = layoutKrissKross(questions, { language, seed, effort: EFFORT });
        expect(checkLayout(questions, layout, { language })).toEqual([]);
        expect(layout.placements.map((p) => p.questionId)).toEqual(questions.map((q) => q.id));
        expect(layout.cells.every((c) => isWholeLetter(c.letter))).toBe(true);
        expect(layout.metrics.placed).toBe(questions.length);
      }),
      { numRuns: 40 },
    );
  });

  it('lays out legally when it chooses the directions itself', () => {
    fc.assert(
      fc.property(questionsIn(script), fc.nat(1000), (questions, seed) => {
        const layout = layoutKrissKross(questions, { language, seed, auto: true, effort: EFFORT });
        expect(checkLayout(questions, layout, { language, auto: true })).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('gives the same grid for the same questions and seed', () => {
    fc.assert(
      fc.property(questionsIn(script), fc.nat(1000), fc.boolean(), (questions, seed, auto) => {
        const once = layoutKrissKross(questions, { language, seed, auto, effort: EFFORT });
        const again = layoutKrissKross(questions, { language, seed, auto, effort: EFFORT });
        expect(again).toEqual(once);
      }),
      { numRuns: 15 },
    );
  });

  it('gives the same grid however fast or unevenly the clock runs, or fails loudly past its cap', () => {
    const jumpsOf = fc.array(fc.nat(5_000), { minLength: 1 });
    fc.assert(
      fc.property(questionsIn(script), fc.nat(1000), jumpsOf, (questions, seed, jumps) => {
        let t = 0;
        let read = 0;
        // Each read of the clock jumps ahead by up to five seconds, as on a machine too busy to keep up.
        const now = () => (t += jumps[read++ % jumps.length] ?? 0);
        const unclocked = layoutKrissKross(questions, { language, seed, effort: EFFORT });
        let clocked: KrissKrossLayout;
        try {
          clocked = layoutKrissKross(questions, { language, seed, effort: EFFORT, now });
        } catch (error) {
          expect(error).toBeInstanceOf(LayoutTimeoutError);
          return;
        }
        expect({ ...clocked, metrics: { ...clocked.metrics, ms: 0 } }).toEqual(unclocked);
      }),
      { numRuns: 15 },
    );
  });
});

describe('layout', () => {
  const words = (answers: string[], directions = 'ADADADADADAD'): KrissKrossQuestion[] =>
    answers.map((answer, i) => ({ id: String(i), answer, direction: directions[i] === 'A' ? 'Across' : 'Down' }));

  it('crosses words that share letters into one piece', () => {
    const questions = words(['PLANET', 'EARTH', 'MARS', 'STAR', 'COMET', 'ORBIT']);
    const layout = layoutKrissKross(questions);
    expect(checkLayout(questions, layout)).toEqual([]);
    expect(layout.metrics.components).toBe(1);
    expect(layout.metrics.crossings).toBeGreaterThanOrEqual(5);
  });

  it('lays words that share no letter out as separate, compact islands', () => {
    const questions = words(['ABC', 'DEF', 'GHI', 'JKL']);
    const layout = layoutKrissKross(questions);
    expect(checkLayout(questions, layout)).toEqual([]);
    expect(layout.metrics.components).toBe(4);
    expect(layout.metrics.area).toBeLessThanOrEqual(7 * 7);
  });

  it('numbers clues in reading order, sharing a number where Across and Down start together', () => {
    const questions = words(['CAT', 'CUP']);
    const layout = layoutKrissKross(questions);
    expect(layout.placements.map((p) => [p.row, p.col, p.number])).toEqual([
      [0, 0, 1],
      [0, 0, 1],
    ]);
  });

  it('matches letters across case and keeps ß apart from S', () => {
    const questions = words(['Straße', 'GROSS', 'Fuß'], 'ADD');
    const layout = layoutKrissKross(questions, { language: 'German' });
    expect(checkLayout(questions, layout, { language: 'German' })).toEqual([]);
    expect(layout.metrics.crossings).toBeGreaterThanOrEqual(1);
  });

  it('reports the time only from an injected clock', () => {
    let t = 0;
    const questions = words(['ONE', 'TWO']);
    expect(layoutKrissKross(questions).metrics.ms).toBe(0);
    expect(layoutKrissKross(questions, { now: () => (t += 5) }).metrics.ms).toBeGreaterThan(0);
  });

  it('fails loudly past its safety cap on wall time, never returning a different grid', () => {
    const questions = words(['JUPITER', 'SATURN', 'URANUS', 'NEPTUNE', 'MERCURY', 'VENUS', 'EARTH', 'MARS', 'PLUTO']);
    let t = 0;
    const slow = () => layoutKrissKross(questions, { now: () => (t += 1_000), maxMs: 30_000 });
    expect(slow).toThrow(LayoutTimeoutError);
    expect(slow).toThrow('The kriss-kross layout took longer than its safety cap of 30000 ms');
    // Under the cap, the same clock changes nothing.
    const timed = layoutKrissKross(questions, { now: () => (t += 1_000), maxMs: 1e12 });
    expect({ ...timed, metrics: { ...timed.metrics, ms: 0 } }).toEqual(layoutKrissKross(questions));
  });

  it('returns an empty grid for no questions', () => {
    expect(layoutKrissKross([])).toMatchObject({ rows: 0, cols: 0, cells: [], placements: [] });
  });

  it('measures what it reports', () => {
    const questions = words(['JUPITER', 'SATURN', 'URANUS', 'NEPTUNE', 'MERCURY', 'VENUS']);
    const layout = layoutKrissKross(questions, { auto: true });
    const quality = measureLayout(questions, layout);
    const { components, crossings, area } = quality;
    expect(layout.metrics).toMatchObject({ components, crossings, area });
  });
});
