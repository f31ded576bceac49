import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import { ACROSS, DOWN, type Dir, type WordSet } from './words.ts';

// Ladders: two parallel words (the rails) a few lines apart with several words (the rungs) crossing
// both. A ladder of k rungs holds k - 1 loops, the crossings beyond a tree that growing one word at
// a time almost never makes, since a loop needs its last word to meet two letters at once. Found
// through an index of letter pairs: for every word, every two of its letters a given distance apart.

export interface Ladder {
  /** Relative placements: rails first, then rungs. */
  placements: Placed[];
  rungs: number;
  /** Length along the rails plus the longest rung: smaller is more compact. */
  size: number;
}

/** Rails this many lines apart at most: rungs are then words with two letters that far apart. */
const MAX_GAP = 4;
/** Only the longest words are tried as rails. */
const MAX_RAILS = 12;
/** A lookup in the letter-pair index costs about this many cell probes. */
const LOOKUP_PROBES = 4;
/** Ladders kept, best first. */
const KEPT = 12;

type PairIndex = Map<number, number[]>;

const pairKey = (first: number, second: number, gap: number) => (first * 65_536 + second) * 8 + gap;

/** (first letter, second letter, gap) → the words that may run `dir` and where they have them. */
function indexPairs(words: WordSet, pool: readonly number[], dir: Dir): PairIndex {
  const index: PairIndex = new Map();
  for (const w of pool) {
    const word = words.words[w];
    if (word === undefined || !word.dirs.includes(dir)) continue;
    for (let j = 0; j < word.keys.length; j++) {
      for (let gap = 2; gap <= MAX_GAP && j + gap < word.keys.length; gap++) {
        const key = pairKey(word.keys[j] ?? 0, word.keys[j + gap] ?? 0, gap);
        const list = index.get(key);
        if (list === undefined) index.set(key, [w, j]);
        else list.push(w, j);
      }
    }
  }
  return index;
}

/** A spot given along and across the rails, as a placement for rails running `rail`. */
function oriented(word: number, along: number, across: number, rail: Dir, dir: Dir): Placed {
  return rail === ACROSS ? { word, row: across, col: along, dir } : { word, row: along, col: across, dir };
}

/**
 * Rungs for rails `top` and `bottom`, `gap` lines apart with `bottom` starting `shift` letters after
 * `top`: at each position, the first unused word with both letters, rungs at least two apart.
 */
function rungsBetween(
  top: Int32Array,
  bottom: Int32Array,
  gap: number,
  shift: number,
  index: PairIndex,
  used: Set<number>,
  work: { probes: number },
): { word: number; at: number; letter: number }[] {
  const rungs: { word: number; at: number; letter: number }[] = [];
  const to = Math.min(top.length, shift + bottom.length);
  for (let at = Math.max(0, shift); at < to; at++) {
    if (rungs.length > 0 && at < (rungs[rungs.length - 1]?.at ?? 0) + 2) continue;
    work.probes += LOOKUP_PROBES;
    const list = index.get(pairKey(top[at] ?? 0, bottom[at - shift] ?? 0, gap)) ?? [];
    for (let i = 0; i < list.length; i += 2) {
      const word = list[i] ?? 0;
      if (used.has(word)) continue;
      rungs.push({ word, at, letter: list[i + 1] ?? 0 });
      used.add(word);
      break;
    }
  }
  return rungs;
}

/**
 * The best ladders of the list (most rungs, then the smallest size), at most KEPT; `work` counts
 * index lookups as probes. In auto mode only Across rails are tried: the other ladders are their
 * mirror images.
 */
export function findLadders(
  words: WordSet,
  pool: readonly number[],
  auto: boolean,
  work: { probes: number },
): Ladder[] {
  const kept: Ladder[] = [];
  const beats = (rungs: number, size: number, than: Ladder) =>
    rungs > than.rungs || (rungs === than.rungs && size < than.size);
  const length = (w: number) => words.words[w]?.keys.length ?? 0;
  for (const rail of auto ? [ACROSS] : [ACROSS, DOWN]) {
    const rung: Dir = rail === ACROSS ? DOWN : ACROSS;
    const index = indexPairs(words, pool, rung);
    // Long words make the best rails (room for rungs); the rest would cost time for little.
    const rails = pool
      .filter((w) => words.words[w]?.dirs.includes(rail))
      .sort((x, y) => length(y) - length(x) || x - y)
      .slice(0, MAX_RAILS);
    for (const a of rails) {
      const top = words.words[a]?.keys ?? new Int32Array(0);
      for (const b of rails) {
        if (a === b) continue;
        const bottom = words.words[b]?.keys ?? new Int32Array(0);
        for (let gap = 2; gap <= MAX_GAP; gap++) {
          for (let shift = 2 - bottom.length; shift <= top.length - 2; shift++) {
            const rungs = rungsBetween(top, bottom, gap, shift, index, new Set([a, b]), work);
            if (rungs.length < 2) continue;
            const along = Math.max(top.length, shift + bottom.length) - Math.min(0, shift);
            const size = along + Math.max(...rungs.map((r) => length(r.word)));
            const worst = kept[kept.length - 1];
            if (kept.length >= KEPT && worst !== undefined && !beats(rungs.length, size, worst)) continue;
            const placements = [
              oriented(a, 0, 0, rail, rail),
              oriented(b, shift, gap, rail, rail),
              ...rungs.map((r) => oriented(r.word, r.at, -r.letter, rail, rung)),
            ];
            let at = kept.length;
            while (at > 0 && beats(rungs.length, size, kept[at - 1] as Ladder)) at--;
            kept.splice(at, 0, { placements, rungs: rungs.length, size });
            if (kept.length > KEPT) kept.pop();
          }
        }
      }
    }
  }
  return kept;
}

/**
 * Places the ladder near the middle of the empty board, leaving out rungs that do not fit legally;
 * false, with the board cleared, when fewer than two rungs fit (the rails would not be one piece).
 */
export function placeLadder(board: Board, ladder: Ladder): boolean {
  const middle = board.size >> 1;
  const [first, second, ...rungs] = ladder.placements;
  if (first === undefined || second === undefined) return false;
  for (const rail of [first, second]) {
    if (board.fits(rail.word, middle + rail.row, middle + rail.col, rail.dir) < 0) {
      board.clear();
      return false;
    }
    board.place(rail.word, middle + rail.row, middle + rail.col, rail.dir);
  }
  let placed = 0;
  for (const p of rungs) {
    if (board.fits(p.word, middle + p.row, middle + p.col, p.dir) < 2) continue;
    board.place(p.word, middle + p.row, middle + p.col, p.dir);
    placed++;
  }
  if (placed >= 2) return true;
  board.clear();
  return false;
}
