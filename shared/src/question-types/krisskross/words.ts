import type { Direction, Language } from '../../constants.ts';
import { answerLetters, letterKey } from './graphemes.ts';
import type { KrissKrossQuestion } from './types.ts';

// The questions turned into what the search works on: letters as small integers and, for every pair
// of words, where they could cross.

export type Dir = 0 | 1;
export const ACROSS: Dir = 0;
export const DOWN: Dir = 1;
export const BOTH_DIRS: readonly Dir[] = [ACROSS, DOWN];

export function toDir(direction: Direction): Dir {
  return direction === 'Across' ? ACROSS : DOWN;
}

export function toDirection(dir: Dir): Direction {
  return dir === ACROSS ? 'Across' : 'Down';
}

export interface EngineWord {
  letters: readonly string[];
  /** Letter ids, from 1: two cells may cross exactly when their ids are equal. */
  keys: Int32Array;
  /** Directions the word may take: the creator's one, or both in auto mode. */
  dirs: readonly Dir[];
}

export interface WordSet {
  words: EngineWord[];
  /** For words a and b, the pairs (position in a, position in b) with equal letters, flattened. */
  matches(a: number, b: number): Int16Array;
  /** How many other words each word could cross: a hint for where to start. */
  links: Int32Array;
  /** For each word, the words it could cross. */
  partners: number[][];
  /** Letters of all the answers together: what the ranking (rank-layouts.ts) weighs a crossing by. */
  letters: number;
}

const NO_MATCHES = new Int16Array(0);

export function prepareWords(questions: readonly KrissKrossQuestion[], language: Language, auto: boolean): WordSet {
  const ids = new Map<string, number>();
  const words = questions.map((q): EngineWord => {
    const letters = answerLetters(q.answer);
    if (letters.length === 0) throw new RangeError(`Answer of question ${q.id} has no letters`);
    const keys = Int32Array.from(letters, (letter) => {
      const key = letterKey(letter, language);
      const id = ids.get(key) ?? ids.size + 1;
      ids.set(key, id);
      return id;
    });
    if (!auto && q.direction === undefined) throw new RangeError(`Question ${q.id} has no direction`);
    const dirs = auto || q.direction === undefined ? BOTH_DIRS : [toDir(q.direction)];
    return { letters, keys, dirs };
  });
  const n = words.length;
  const canCross = (a: EngineWord, b: EngineWord) => a.dirs.length > 1 || b.dirs.length > 1 || a.dirs[0] !== b.dirs[0];

  // Group letter occurrences by id, then pair them up word against word.
  const occurrences: number[][] = Array.from({ length: ids.size + 1 }, () => []);
  words.forEach((w, wi) => {
    w.keys.forEach((key, pos) => occurrences[key]?.push(wi, pos));
  });
  const pairs: number[][] = Array.from({ length: n * n }, () => []);
  for (const list of occurrences) {
    for (let x = 0; x < list.length; x += 2) {
      for (let y = 0; y < list.length; y += 2) {
        const a = list[x] as number;
        const b = list[y] as number;
        if (a === b || !canCross(words[a] as EngineWord, words[b] as EngineWord)) continue;
        pairs[a * n + b]?.push(list[x + 1] as number, list[y + 1] as number);
      }
    }
  }
  const table = pairs.map((p) => (p.length === 0 ? NO_MATCHES : Int16Array.from(p)));
  const partners = words.map((_, a) => words.flatMap((__, b) => ((table[a * n + b]?.length ?? 0) > 0 ? [b] : [])));
  const links = Int32Array.from(partners, (p) => p.length);
  const letters = words.reduce((sum, w) => sum + w.keys.length, 0);
  return { words, matches: (a, b) => table[a * n + b] ?? NO_MATCHES, links, partners, letters };
}
