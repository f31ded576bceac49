import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullLayoutReference, largestPieceReference } from './exhaustive-reference.ts';
import { drawList, loadFixture } from '../../bench/krisskross-lists.ts';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { measureLayout } from '@plw/shared/question-types/krisskross/measure-layout';
import { questionsIn, SCRIPTS } from './testing-words.ts';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';

// The exhaustive reference, and the engine measured against it on small lists where few words share
// a letter: its largest connected piece must be as large as any legal layout allows.

const ask = (answer: string, direction: 'Across' | 'Down', id = answer): KrissKrossQuestion => ({ id, answer, direction });

describe('largest piece reference', () => {
  it('finds the whole list when every word can join', () => {
    const questions = [ask('PLANET', 'Across'), ask('EARTH', 'Down'), ask('MARS', 'Across'), ask('STAR', 'Down')];
    expect(largestPieceReference(questions)).toMatchObject({ largestPiece: 4, complete: true });
  });

  it('sees that three-letter words crossing at neighbouring letters cannot all join', () => {
    // Each Down word could cross two Across words, but only at neighbouring letters, which would put
    // those two Across words side by side: at most three words connect.
    const questions = [
      ask('شمس', 'Across'),
      ask('قمر', 'Down'),
      ask('نجم', 'Across'),
      ask('بحر', 'Down'),
      ask('نهر', 'Across'),
      ask('جبل', 'Down'),
      ask('صحراء', 'Across'),
      ask('مطر', 'Down'),
    ];
    expect(largestPieceReference(questions, { language: 'Arabic' })).toMatchObject({ largestPiece: 3, complete: true });
    expect(measureLayout(questions, layoutKrissKross(questions, { language: 'Arabic' })).largestPiece).toBe(3);
  });

  it('reports a bound when the node limit cuts it short', () => {
    const questions = ['STONE', 'NOTES', 'ONSET', 'TONES', 'SETON'].map((a, i) => ask(a, i % 2 ? 'Down' : 'Across', `w${i}`));
    expect(largestPieceReference(questions, { nodeLimit: 3 }).complete).toBe(false);
  });
});

describe.each(SCRIPTS.filter((s) => s.virama !== undefined))('engine against the reference in $language', (script) => {
  it('builds a largest piece as large as the exhaustive search finds', () => {
    fc.assert(
      fc.property(questionsIn(script, 8), fc.boolean(), (questions, auto) => {
        const language = script.language;
        const reference = largestPieceReference(questions, { language, auto });
        const layout = layoutKrissKross(questions, { language, auto });
        expect(measureLayout(questions, layout).largestPiece).toBe(reference.largestPiece);
      }),
      { numRuns: 25, seed: 20261121 },
    );
  });
});

describe('engine against the exhaustive walk on 8-word lists in auto mode', () => {
  // Benchmark draws where the heuristic search once missed the walk's best (by up to six cells of box,
  // or a crossing): the engine now walks lists this short itself, skipping what cannot beat its best.
  it.each([
    ['English', 5],
    ['English', 11],
    ['German', 1],
    ['German', 2],
    ['German', 16],
  ] as const)('reaches the first-ranked layout on %s draw %i', (language, draw) => {
    const questions = drawList(loadFixture(language), 8, draw);
    const reference = fullLayoutReference(questions, { language, auto: true });
    expect(reference.complete).toBe(true);
    const { crossings, area } = layoutKrissKross(questions, { language, auto: true }).metrics;
    expect({ crossings, area }).toEqual({ crossings: reference.ranked?.crossings, area: reference.ranked?.area });
  });
});
