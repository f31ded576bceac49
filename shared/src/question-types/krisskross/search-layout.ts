import { beamPiece } from './beam-piece.ts';
import { Board, type Placed } from './board.ts';
import { exactPiece } from './exact-piece.ts';
import { findLadders, placeLadder } from './find-ladders.ts';
import { growPiece, placeSeed, type Weights } from './grow-piece.ts';
import { improvePiece } from './improve-piece.ts';
import { type Packed, packPieces } from './pack-pieces.ts';
import { type Piece, pieceBeats, pieceOnBoard } from './piece.ts';
import { createRandom, deriveSeed, type Random } from './prng.ts';
import { compareLayouts, crossingWorth, type RankedLayout } from './rank-layouts.ts';
import { squeezePiece } from './squeeze-piece.ts';
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

export interface SearchSettings {
  seed: number;
  auto: boolean;
  /** Cell probes to spend on each try. */
  probes: number;
  /** Throws once the caller's wall-clock safety cap is passed; it never changes which layout is found. */
  checkClock: () => void;
}

/** One try of the whole search. */
interface TrySettings extends SearchSettings {
  /** Multiplies the annealing's weight on a crossing (ANNEAL_CROSS). */
  crossScale: number;
  /**
   * The beam's pieces, by pool and effort, shared by the tries: the beam search uses no randomness,
   * so a pool gets the same piece from it in every try, and it is built once.
   */
  beams: Map<string, Piece | undefined>;
}

/**
 * Lists this short are searched exhaustively (exact-piece.ts) when the walk settles them within
 * EXACT_SHARE times the effort; when it cannot, the heuristic search still gets the whole effort. A
 * short list is quick either way (under a second at worst on this machine), and the walk's answer is the
 * ranking's best, which the heuristic search missed on about one 8-word list in five in auto mode.
 */
const EXACT_MAX_WORDS = 8;
const EXACT_SHARE = 4;
/** Share of a piece's effort spent on restarts; the rest anneals. */
const RESTART_SHARE = 0.3;
/** Share of what is left that a piece may use while words remain for later pieces. */
const PIECE_SHARE = 0.6;
/**
 * Lists longer than this squeeze a piece that holds most of the list, one line of its box at a time,
 * with probes on top of the search's effort, and a second try per side: they have time to spare
 * (30 words are held to 100 ms, 100 words to a second), and squeezing never makes a piece worse. A
 * squeeze that keeps succeeding spends all of it, so it is capped where a 100-word list still takes
 * well under a second.
 */
const SQUEEZE_LONG_LIST = 30;
const SQUEEZE_EXTRA_LONG = 1.2;
/** Share of the squeezing probes one attempt at a smaller box may use. */
const SQUEEZE_ATTEMPT = 0.1;
const SQUEEZE_RETRIES_LONG = 2;
/**
 * Shorter lists spend the same share of the effort, on top of it, compacting a whole piece longer
 * instead: their squeezes, and growing their branches again around the loops, almost never found a
 * smaller box (on none of the benchmark's 15- and 30-word lists traced), while a longer compacting
 * anneal does.
 */
const COMPACT_EXTRA = 0.4;
/** Pieces with less of the list than this are islands, packed around the main piece. */
const SQUEEZE_MIN_SHARE = 0.5;
/** Share of restarts (after the first) that grow from a ladder (find-ladders.ts), on lists this long. */
const LADDER_SHARE = 0.5;
const LADDER_MIN_WORDS = 5;
/** Restarts in a row without a better piece before annealing starts. */
const RESTART_PATIENCE = 60;
/** Annealing steps in a row without a better piece before it stops: a base plus some per word. */
const ANNEAL_PATIENCE_BASE = 500;
const ANNEAL_PATIENCE_PER_WORD = 100;
const RESTART_PULL = 0.5;
const ANNEAL_PULL = 0.1;
/** Share of a whole piece's annealing probes spent compacting it at its best crossing count. */
const COMPACT_SHARE = 0.6;
/**
 * Starting temperature of the compacting, as a share of the value of one crossing. Hotter finds
 * smaller boxes but, at 1, gives up crossings the benchmark's floors need; 0.75 raised the density
 * without losing crossings per word (measured over three draws of each list and two seeds).
 */
const COMPACT_HEAT = 0.75;
/** The annealing's weight on a crossing, as a multiple of the ranking's worth (rank-layouts.ts). */
const ANNEAL_CROSS = 2.5;
/**
 * The compacting anneal weighs a crossing at this share of the annealing's weight, which makes it the
 * ranking's own worth (2.5 × 0.4): the box shrinks wherever the ranking says a crossing does not pay.
 */
const COMPACT_CROSS = 0.4;
/**
 * A piece that holds its whole pool is then built once more by a beam search (beam-piece.ts) of this
 * width, on lists up to SQUEEZE_LONG_LIST words, and compacted like the first; the better piece by
 * the ranking is kept. The beam reaches shapes the restarts and the annealing do not: over 48 layouts
 * (4 draws of the benchmark's 15- and 30-word lists, two seeds) it raised the mean density from 0.390
 * to 0.394 with the creator's directions and from 0.420 to 0.430 in auto mode, for about half as much
 * time again. Wider beams gain little more: on 3 draws, width 200 gave 0.390 and 0.427, width 1000
 * gave 0.391 and 0.435 for twice the time.
 */
const BEAM_WIDTH = 100;
/** Each layout in the beam grows by each of this many waiting words, in turn, that can attach. */
const BEAM_CHOICES = 3;
/** Words the beam may start from (both ways in auto mode): the first of its order. */
const BEAM_SEEDS = 2;
/**
 * The beam's budget in multiples of the effort; past it, the beam finishes greedily. On the benchmark's
 * 15- and 30-word lists it used from 0.06 to 1.3 times the effort.
 */
const BEAM_SHARE = 2;
/** Compacting the beam's piece may spend this multiple of the effort. */
const BEAM_COMPACT = 1;
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
const FREE = { maxRows: Number.POSITIVE_INFINITY, maxCols: Number.POSITIVE_INFINITY };

function boardSize(words: WordSet): number {
  const lengths = words.words.map((w) => w.keys.length);
  const total = lengths.reduce((a, b) => a + b, 0);
  return 2 * (Math.max(...lengths) + 2 * Math.ceil(Math.sqrt(total))) + 8;
}

/** How many words of the pool each word could cross: seeds with many links grow big pieces. */
function linksWithin(words: WordSet, pool: readonly number[]): Map<number, number> {
  return new Map(pool.map((a) => [a, pool.filter((b) => b !== a && words.matches(a, b).length > 0).length]));
}

function restartWeights(pool: number, restart: number, random: Random): Weights {
  // Wide windows cost a probe sweep of every waiting word per step: affordable on short lists only.
  if (restart === 0) return { cross: 12, square: 1, noise: 0, window: Math.min(pool, 6), pull: 0, ...FREE };
  const windows = [1, 2, 4, Math.min(pool, 12)];
  return {
    cross: 4 + random.next() * 30,
    square: random.next() * 3,
    noise: random.next() * 4,
    window: windows[random.below(windows.length)] ?? pool,
    pull: random.next() * RESTART_PULL,
    ...FREE,
  };
}

function annealWeights(words: WordSet, pool: readonly number[], crossScale: number): Weights {
  const cells = pool.reduce((sum, w) => sum + (words.words[w]?.keys.length ?? 0), 0);
  // The annealing's energy weighs a crossing above the ranking's worth: a strong pull to cross is what
  // joins every word into one piece; the compacting anneal below then weighs it less.
  const cross = ANNEAL_CROSS * crossScale * crossingWorth(cells);
  return { cross, square: 1, noise: 1, window: 1, pull: ANNEAL_PULL, ...FREE };
}

/**
 * The best piece found from `pool` within `effort` probes (the exhaustive walk of a short list may
 * spend more); the board is left empty.
 */
function buildPiece(
  board: Board,
  pool: readonly number[],
  settings: TrySettings,
  effort: number,
  salt: number,
): Piece {
  const words = board.words;
  const begin = board.probes;
  if (pool.length <= EXACT_MAX_WORDS) {
    const exact = exactPiece(board, pool, () => {
      settings.checkClock();
      return board.probes - begin > effort * EXACT_SHARE;
    });
    if (exact !== undefined) return exact;
  }
  const start = board.probes;
  const random = createRandom(deriveSeed(settings.seed, salt));
  const links = linksWithin(words, pool);
  const rank = (w: number) => (links.get(w) ?? 0) + (words.words[w]?.keys.length ?? 0) * 0.1;
  const byRank = [...pool].sort((a, b) => rank(b) - rank(a) || a - b);
  const ladders = pool.length >= LADDER_MIN_WORDS ? findLadders(words, pool, settings.auto, board) : [];
  let best: Piece | undefined;

  for (let restart = 0, stale = 0; stale < RESTART_PATIENCE; restart++, stale++) {
    const seed = restart === 0 ? byRank[0] : byRank[random.below(Math.min(byRank.length, 1 + restart))];
    if (seed === undefined) break;
    const jitter = restart === 0 ? 0 : random.next() * 3;
    const order = byRank.filter((w) => w !== seed);
    const noisy = new Map(order.map((w) => [w, rank(w) + random.next() * jitter]));
    order.sort((a, b) => (noisy.get(b) ?? 0) - (noisy.get(a) ?? 0));
    board.clear();
    // Some restarts grow from a ladder instead of one word: they start with loops already closed.
    const ladder = restart > 0 && random.next() < LADDER_SHARE ? ladders[random.below(ladders.length)] : undefined;
    const fromLadder = ladder !== undefined && placeLadder(board, ladder);
    if (!fromLadder) placeSeed(board, seed, random);
    const rest = fromLadder ? [seed, ...order].filter((w) => !board.isPlaced(w)) : order;
    const grown = pieceOnBoard(board, growPiece(board, rest, restartWeights(pool.length, restart, random), random));
    if (pieceBeats(grown, best, words.letters)) {
      best = grown;
      stale = 0;
    }
    // A seed that crosses nothing makes a piece of its own; more restarts cannot change that.
    if ((links.get(seed) ?? 0) === 0 && restart === 0) break;
    if (board.probes - start >= effort * RESTART_SHARE) break;
    settings.checkClock();
  }
  board.clear();
  if (best === undefined) return { placements: [], outside: [...pool], crossings: 0, area: 0 };
  for (const p of best.placements) board.place(p.word, p.row, p.col, p.dir);
  const weights = annealWeights(words, pool, settings.crossScale);
  const outside = improvePiece(board, best.outside, random, weights, {
    probeLimit: (left) => start + effort * (left === 0 ? 1 - COMPACT_SHARE : PIECE_SHARE),
    patience: ANNEAL_PATIENCE_BASE,
    patiencePerWord: ANNEAL_PATIENCE_PER_WORD,
    checkClock: settings.checkClock,
  });
  // The annealing meets its best crossing counts mostly while it sprawls: anneal again from there with
  // crossings worth less, so the box shrinks, trading a crossing where the ranking says it pays.
  const share = board.placed.length / words.words.length;
  const long = words.words.length > SQUEEZE_LONG_LIST;
  if (outside.length === 0) {
    const extra = long ? 0 : settings.probes * share * COMPACT_EXTRA;
    compactPiece(board, random, weights, start + effort + extra, settings);
  }
  // Islands are packed around the main piece, where their own box matters little: only a piece with
  // a good share of the words is squeezed, with probes for its share.
  if (long && share >= SQUEEZE_MIN_SHARE) {
    const squeezing = settings.probes * share * SQUEEZE_EXTRA_LONG;
    squeezePiece(board, random, weights, {
      probeLimit: board.probes + squeezing,
      attempt: squeezing * SQUEEZE_ATTEMPT,
      retries: SQUEEZE_RETRIES_LONG,
      checkClock: settings.checkClock,
    });
  }
  const piece = pieceOnBoard(board, outside);
  board.clear();
  if (outside.length > 0 || long || pool.length < LADDER_MIN_WORDS) return piece;
  const beamed = beamAndCompact(board, pool, links, settings, effort, random, weights);
  return beamed !== undefined && pieceBeats(beamed, piece, words.letters) ? beamed : piece;
}

/**
 * The compacting anneal: from the piece on the board, with crossings worth what the ranking says
 * (annealWeights × COMPACT_CROSS), so the box shrinks wherever a crossing does not pay for its room.
 */
function compactPiece(board: Board, random: Random, weights: Weights, probeLimit: number, settings: SearchSettings) {
  improvePiece(board, [], random, { ...weights, cross: weights.cross * COMPACT_CROSS }, {
    probeLimit: () => probeLimit,
    patience: ANNEAL_PATIENCE_BASE,
    patiencePerWord: ANNEAL_PATIENCE_PER_WORD,
    checkClock: settings.checkClock,
    heat: weights.cross * COMPACT_HEAT,
  });
}

/**
 * The beam search's piece of the whole pool, compacted, or undefined when the beam could not join
 * every word. The board is left empty.
 */
function beamAndCompact(
  board: Board,
  pool: readonly number[],
  links: ReadonlyMap<number, number>,
  settings: TrySettings,
  effort: number,
  random: Random,
  weights: Weights,
): Piece | undefined {
  const key = `${effort} ${pool.join()}`;
  if (!settings.beams.has(key)) settings.beams.set(key, beamOf(board, pool, links, settings, effort));
  const beamed = settings.beams.get(key);
  if (beamed === undefined || beamed.outside.length > 0) return undefined;
  for (const p of beamed.placements) board.place(p.word, p.row, p.col, p.dir);
  compactPiece(board, random, weights, board.probes + effort * BEAM_COMPACT, settings);
  const piece = pieceOnBoard(board, []);
  board.clear();
  return piece;
}

/** The beam search's piece of the pool. Long words with many partners come first: they decide the box. */
function beamOf(
  board: Board,
  pool: readonly number[],
  links: ReadonlyMap<number, number>,
  settings: SearchSettings,
  effort: number,
): Piece | undefined {
  const words = board.words;
  const begin = board.probes;
  const priority = (w: number) => (words.words[w]?.keys.length ?? 0) + (links.get(w) ?? 0);
  const order = [...pool].sort((a, b) => priority(b) - priority(a) || a - b);
  const middle = Math.floor(board.size / 2);
  const seeds = order
    .slice(0, BEAM_SEEDS)
    .flatMap((word) => (words.words[word]?.dirs ?? []).map((dir) => ({ word, row: middle, col: middle, dir })));
  return beamPiece(board, seeds, order, {
    width: BEAM_WIDTH,
    choices: BEAM_CHOICES,
    stop: () => {
      settings.checkClock();
      return board.probes - begin > effort * BEAM_SHARE;
    },
  });
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
