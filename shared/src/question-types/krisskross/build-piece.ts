import { beamAndCompact } from './beam-compact.ts';
import type { Board } from './board.ts';
import { ANNEAL_PATIENCE_BASE, ANNEAL_PATIENCE_PER_WORD, compactPiece } from './compact-piece.ts';
import { exactPiece } from './exact-piece.ts';
import { findLadders, placeLadder } from './find-ladders.ts';
import { growPiece, placeSeed, type Weights } from './grow-piece.ts';
import { improvePiece } from './improve-piece.ts';
import { type Piece, pieceBeats, pieceOnBoard } from './piece.ts';
import { createRandom, deriveSeed, type Random } from '../../rules/prng.ts';
import { crossingWorth } from './rank-layouts.ts';
import type { TrySettings } from './search-settings.ts';
import { squeezePiece } from './squeeze-piece.ts';
import type { WordSet } from './words.ts';

// One connected piece of the layout, the search's unit of work (search-layout.ts): seeded randomized greedy
// restarts (some grown from a ladder of words that already closes loops), annealing that may also pull in
// words still outside, compacting, squeezing on long lists, and on shorter ones a beam search's piece
// (beam-compact.ts) when it ranks higher.

/**
 * Lists this short are searched exhaustively (exact-piece.ts) when the walk settles them within
 * EXACT_SHARE times the effort; when it cannot, the heuristic search still gets the whole effort. A
 * short list is quick either way (under a second at worst on this machine), and the walk's answer is the
 * ranking's best, which the heuristic search missed on about one 8-word list in five in auto mode.
 */
export const EXACT_MAX_WORDS = 8;
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
export const SQUEEZE_LONG_LIST = 30;
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
const RESTART_PULL = 0.5;
const ANNEAL_PULL = 0.1;
/** Share of a whole piece's annealing probes spent compacting it at its best crossing count. */
const COMPACT_SHARE = 0.6;
/** The annealing's weight on a crossing, as a multiple of the ranking's worth (rank-layouts.ts). */
const ANNEAL_CROSS = 2.5;
/** Growing a piece is never bounded by a box: packing comes after. */
const FREE = { maxRows: Number.POSITIVE_INFINITY, maxCols: Number.POSITIVE_INFINITY };

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
export function buildPiece(
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
