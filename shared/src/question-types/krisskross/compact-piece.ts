import type { Board } from './board.ts';
import type { Weights } from './grow-piece.ts';
import { improvePiece } from './improve-piece.ts';
import type { Random } from '../../rules/prng.ts';
import type { SearchSettings } from './search-settings.ts';

// The compacting anneal the search ends a whole piece with (build-piece.ts, beam-compact.ts): crossings weigh
// what the ranking says they are worth, so the box shrinks wherever a crossing does not pay for its room.

/** Annealing steps in a row without a better piece before it stops: a base plus some per word. */
export const ANNEAL_PATIENCE_BASE = 500;
export const ANNEAL_PATIENCE_PER_WORD = 100;
/**
 * Starting temperature of the compacting, as a share of the value of one crossing. Hotter finds
 * smaller boxes but, at 1, gives up crossings the benchmark's floors need; 0.75 raised the density
 * without losing crossings per word (measured over three draws of each list and two seeds).
 */
const COMPACT_HEAT = 0.75;
/**
 * The compacting anneal weighs a crossing at this share of the annealing's weight, which makes it the
 * ranking's own worth (2.5 × 0.4): the box shrinks wherever the ranking says a crossing does not pay.
 */
const COMPACT_CROSS = 0.4;

/**
 * The compacting anneal: from the piece on the board, with crossings worth what the ranking says
 * (annealWeights × COMPACT_CROSS), so the box shrinks wherever a crossing does not pay for its room.
 */
export function compactPiece(
  board: Board,
  random: Random,
  weights: Weights,
  probeLimit: number,
  settings: SearchSettings,
) {
  improvePiece(board, [], random, { ...weights, cross: weights.cross * COMPACT_CROSS }, {
    probeLimit: () => probeLimit,
    patience: ANNEAL_PATIENCE_BASE,
    patiencePerWord: ANNEAL_PATIENCE_PER_WORD,
    checkClock: settings.checkClock,
    heat: weights.cross * COMPACT_HEAT,
  });
}
