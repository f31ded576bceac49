import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Direction, Language } from '@plw/shared/constants';
import { createRandom, deriveSeed } from '@plw/shared/rules/prng';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';

// The benchmark's word lists: drawn from the fixtures the same way on every run, half Across and half
// Down as a creator balances them, in alternating order. Draw 0 is the benchmark's list of each size;
// further draws are other lists of the same size, for asking how often a target can be met at all.

export interface FixtureEntry {
  clue: string;
  answer: string;
  direction: Direction;
}

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/krisskross');

export function loadFixture(language: Language): FixtureEntry[] {
  const file = path.join(fixtures, `${language.toLowerCase()}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as FixtureEntry[];
}

/** `size` questions from the fixture: a seeded draw of its Across and its Down entries, interleaved. */
export function drawList(fixture: readonly FixtureEntry[], size: number, draw = 0): KrissKrossQuestion[] {
  const pick = (direction: Direction, salt: number) =>
    createRandom(deriveSeed(size, salt + 2 * draw)).shuffle(fixture.filter((e) => e.direction === direction));
  const across = pick('Across', 1);
  const down = pick('Down', 2);
  const list: KrissKrossQuestion[] = [];
  for (let i = 0; list.length < size; i++) {
    const entry = i % 2 === 0 ? across[i >> 1] : down[i >> 1];
    if (entry === undefined) throw new RangeError(`The fixture has too few entries for a list of ${size}`);
    list.push({ id: String(list.length), answer: entry.answer, direction: entry.direction });
  }
  return list;
}
