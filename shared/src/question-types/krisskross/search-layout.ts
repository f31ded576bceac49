import type { Placed } from './board-cells.ts';
import { Board } from './board.ts';
import { buildPiece, EXACT_MAX_WORDS, SQUEEZE_LONG_LIST } from './build-piece.ts';
import { type Packed, packPieces } from './pack-pieces.ts';
import type { Piece } from './piece.ts';
import { deriveSeed } from '../../rules/prng.ts';
import { compareLayouts, type RankedLayout } from './rank-layouts.ts';
import type { SearchSettings, TrySettings } from './search-settings.ts';
import type { WordSet } from './words.ts';

// The search, one connected piece at a time, biggest first: seeded randomized greedy restarts (some
// grown from a ladder of words that already closes loops), annealing that may also pull in words
// still outside, annealing again to compact the piece at its best crossing count, then, on long lists,
// squeezing its box one line at a time. On shorter lists, a piece that joins the whole pool is built
// once more by a beam search and compacted the same way, and the better of the two is kept. Pieces are
// judged by most words, then by the product's balance of box and crossings (rank-layouts.ts); the
// pieces are then packed together. The whole search is tried several times and the best layout kept
// (SHORT_LIST_TRIES). Effort is counted in cell probes, never in time, so the same input and seed give
// the same layout on any machine.

/**
 * The whole search runs several times from different seeds, and the best layout by the ranking is
 * kept: its result varies a lot with its luck (on the benchmark's German list of 30 words, six seeds
 * gave densities from 0.355 to 0.388). Lists of 9 to SQUEEZE_LONG_LIST words get SHORT_LIST_TRIES
 * searches, every other one weighing a crossing at ALT_CROSS_SCALE of the annealing's usual weight, so
 * the tries differ in how they trade crossings for room as well as in their luck. Over 24 layouts per
 * mode (draws 0–3 of the benchmark's 15- and 30-word lists) six tries raised the mean density from
 * 0.393 to 0.409 with the creator's directions and from 0.430 to 0.449 in auto mode, for about five
 * times the time of one (a few hundred ms for 30 words). Four tries gave 0.413 and 0.444, eight 0.411
 * and 0.450; six is the fewest that find the benchmark's Arabic 30-word list the layout in fewer
 * pieces that the ranking puts first. Longer lists, which spend ten times as much on one search, get
 * a second only when the first leaves them in pieces: fewest pieces rank first, and joining every word
 * is partly luck.
 */
export const SHORT_LIST_TRIES = 6;
const ALT_CROSS_SCALE = 0.875;
/** Salt of the seed of the search's try k > 0: deriveSeed(seed, TRY_SALT + k). */
const TRY_SALT = 7918;

function boardSize(words: WordSet): number {
  const lengths = words.words.map((w) => w.keys.length);
  const total = lengths.reduce((a, b) => a + b, 0);
  return 2 * (Math.max(...lengths) + 2 * Math.ceil(Math.sqrt(total))) + 8;
}

/** A packed layout and the number of its pieces. */
export type SearchedLayout = Packed & { pieces: number };

function searchOnce(words: WordSet, settings: TrySettings): SearchedLayout {
  const board = new Board(words, boardSize(words));
  const pieces: Placed[][] = [];
  let pool = words.words.map((_, i) => i);
  while (pool.length > 0) {
    const piece = buildPiece(board, pool, settings, settings.probes - board.probes, pieces.length);
    pieces.push(piece.placements);
    pool = piece.outside;
  }
  return { ...packPieces(words, pieces, settings.auto, board), pieces: pieces.length };
}

/** A packed layout's figures for the ranking: its crossings are its letters less the cells they cover. */
export function rankedOf(words: WordSet, packed: SearchedLayout): RankedLayout {
  const cells = new Set<number>();
  for (const p of packed.placements) {
    const length = words.words[p.word]?.keys.length ?? 0;
    for (let k = 0; k < length; k++) {
      cells.add(p.dir === 0 ? p.row * packed.cols + p.col + k : (p.row + k) * packed.cols + p.col);
    }
  }
  const area = packed.rows * packed.cols;
  return { placed: packed.placements.length, pieces: packed.pieces, crossings: words.letters - cells.size, area };
}

/** Whether a list of `count` words gets SHORT_LIST_TRIES: longer than the walk settles, short enough to afford them. */
function manyTries(count: number): boolean {
  return count > EXACT_MAX_WORDS && count <= SQUEEZE_LONG_LIST;
}

/** The most tries the search of a list of `count` words makes. */
export function maxTries(count: number): number {
  return manyTries(count) ? SHORT_LIST_TRIES : 2;
}

/** Try `k` of the search of a list (see SHORT_LIST_TRIES); try 0 is the search from the list's own seed. */
export function searchTry(
  words: WordSet,
  settings: SearchSettings,
  k: number,
  beams: Map<string, Piece | undefined> = new Map(),
): SearchedLayout {
  const seed = k === 0 ? settings.seed : deriveSeed(settings.seed, TRY_SALT + k);
  const crossScale = manyTries(words.words.length) && k % 2 === 1 ? ALT_CROSS_SCALE : 1;
  return searchOnce(words, { ...settings, seed, crossScale, beams });
}

/**
 * How many tries, from try 0 on, the search of the list keeps: SHORT_LIST_TRIES on lists of 9 to
 * SQUEEZE_LONG_LIST words; otherwise one, and a second when the first leaves the list in pieces (the
 * exhaustive walk gives shorter lists the same answer on every try).
 */
export function triesKept(words: WordSet, first: SearchedLayout): number {
  return manyTries(words.words.length) || first.pieces > 1 ? maxTries(words.words.length) : 1;
}

/**
 * The best of the tries by the ranking, taken in their order: a later try wins only when it ranks
 * strictly higher, so running the tries side by side (layout-pool.ts) gives the layout running them in
 * turn gives.
 */
export function bestOfTries(words: WordSet, tries: readonly SearchedLayout[]): SearchedLayout {
  const [first, ...rest] = tries;
  if (first === undefined) throw new RangeError('No try of the search to choose from');
  let best = first;
  for (const other of rest) {
    if (compareLayouts(rankedOf(words, other), rankedOf(words, best), words.letters) < 0) best = other;
  }
  return best;
}

/** The best layout of the search's tries (triesKept, bestOfTries), run in turn. */
export function searchLayout(words: WordSet, settings: SearchSettings): SearchedLayout {
  const beams = new Map<string, Piece | undefined>();
  const tries = [searchTry(words, settings, 0, beams)];
  const kept = triesKept(words, tries[0] as SearchedLayout);
  for (let k = 1; k < kept; k++) {
    settings.checkClock();
    tries.push(searchTry(words, settings, k, beams));
  }
  return bestOfTries(words, tries);
}
