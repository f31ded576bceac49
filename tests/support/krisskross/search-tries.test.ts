import { beforeAll, describe, expect, it } from 'vitest';
import { drawList, loadFixture } from '../../bench/krisskross-lists.ts';
import type { Language } from '@plw/shared/constants';
import { defaultEffort } from '@plw/shared/question-types/krisskross/layout-kriss-kross';
import { compareLayouts, type RankedLayout } from '@plw/shared/question-types/krisskross/rank-layouts';
import { rankedOf, SHORT_LIST_TRIES, searchLayout, searchTry } from '@plw/shared/question-types/krisskross/search-layout';
import { prepareWords } from '@plw/shared/question-types/krisskross/words';

// The search of a list of 9 to 30 words is tried several times, from different seeds and weights, and
// keeps the best layout by the ranking: on the benchmark's 15-word lists the tries often disagree, and
// the layout kept ranks at least as high as each of them.

const cases = (['English', 'German', 'Arabic'] as const).flatMap((language) =>
  [false, true].map((auto) => ({ language, auto })),
);

function searched(language: Language, auto: boolean) {
  const list = drawList(loadFixture(language), 15);
  const words = prepareWords(list, language, auto);
  const settings = { seed: 1, auto, probes: defaultEffort(list.length) * 1000, checkClock: () => undefined };
  const tries = Array.from({ length: SHORT_LIST_TRIES }, (_, k) => rankedOf(words, searchTry(words, settings, k)));
  return { letters: words.letters, tries, kept: rankedOf(words, searchLayout(words, settings)) };
}

const distinct = (tries: readonly RankedLayout[]) => new Set(tries.map((t) => JSON.stringify(t))).size;

describe('the tries of the layout search', () => {
  let results: ReturnType<typeof searched>[] = [];
  beforeAll(() => {
    results = cases.map((c) => searched(c.language, c.auto));
  }, 120_000);

  it.each(cases.map((c, i) => ({ ...c, i })))('$language 15 words (auto $auto): keeps the best of its tries', (c) => {
    const result = results[c.i];
    if (result === undefined) throw new Error(`${c.language} was not searched`);
    const { letters, tries, kept } = result;
    expect(tries).toContainEqual(kept);
    for (const t of tries) expect(compareLayouts(kept, t, letters), JSON.stringify({ kept, t })).toBeLessThanOrEqual(0);
  });

  it('gets different layouts from its tries on most lists', () => {
    const disagreeing = results.filter((r) => distinct(r.tries) > 1).length;
    expect(disagreeing).toBeGreaterThanOrEqual(cases.length / 2);
  });
});
