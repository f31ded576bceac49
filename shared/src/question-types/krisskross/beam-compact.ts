import { beamPiece } from './beam-piece.ts';
import type { Board } from './board.ts';
import { compactPiece } from './compact-piece.ts';
import type { Weights } from './grow-piece.ts';
import { type Piece, pieceOnBoard } from './piece.ts';
import type { Random } from '../../rules/prng.ts';
import type { SearchSettings, TrySettings } from './search-settings.ts';

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
 * The beam search's piece of the whole pool, compacted, or undefined when the beam could not join
 * every word. The board is left empty.
 */
export function beamAndCompact(
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
