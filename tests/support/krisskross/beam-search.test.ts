import { describe, expect, it } from 'vitest';
import { drawList, loadFixture } from '../../bench/krisskross-lists.ts';
import { beamPiece } from '@plw/shared/question-types/krisskross/beam-piece';
import { Board } from '@plw/shared/question-types/krisskross/board';
import { layoutKrissKross } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { measureLayout } from '@plw/shared/question-types/krisskross/measure-layout';
import { compareLayouts } from '@plw/shared/question-types/krisskross/rank-layouts';
import { prepareWords } from '@plw/shared/question-types/krisskross/words';

// The search keeps the best of its parts: on the benchmark's lists, the engine's layout ranks at least
// as high as what a plain beam search (beam-piece.ts, as the search configures it) builds alone. On
// several of these lists the restarts and the annealing alone end below it.

const cases = (['English', 'German'] as const).flatMap((language) =>
  [15, 30].flatMap((size) => [false, true].map((auto) => ({ language, size, auto }))),
);

describe('the layout search and its beam', () => {
  it.each(cases)('$language $size words (auto $auto): the layout ranks at least as high', ({ language, size, auto }) => {
    const list = drawList(loadFixture(language), size);
    const words = prepareWords(list, language, auto);
    const promise = (w: number) => (words.words[w]?.keys.length ?? 0) + (words.links[w] ?? 0);
    const order = words.words.map((_, i) => i).sort((a, b) => promise(b) - promise(a) || a - b);
    const board = new Board(words, 120);
    const seeds = order
      .slice(0, 2)
      .flatMap((word) => (words.words[word]?.dirs ?? []).map((dir) => ({ word, row: 60, col: 60, dir })));
    const beam = beamPiece(board, seeds, order, { width: 100, choices: 3, stop: () => false });
    const layout = layoutKrissKross(list, { language, auto });
    const beamed = {
      placed: beam?.placements.length ?? 0,
      pieces: 1,
      crossings: beam?.crossings ?? 0,
      area: beam?.area ?? 0,
    };
    // A beam that leaves words out loses to any layout whose largest piece holds more.
    expect(measureLayout(list, layout).largestPiece).toBeGreaterThanOrEqual(beamed.placed);
    if (beam?.outside.length !== 0) return;
    const { metrics } = layout;
    const ours = { ...metrics, pieces: metrics.components };
    expect(compareLayouts(ours, beamed, words.letters), JSON.stringify({ ours, beamed })).toBeLessThanOrEqual(0);
  });
});
