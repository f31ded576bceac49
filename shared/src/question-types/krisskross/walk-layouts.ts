import type { Board } from './board.ts';
import type { Placed } from './board-cells.ts';
import { deriveSeed } from '../../rules/prng.ts';
import type { WordSet } from './words.ts';

// Every connected layout of a few words, each once: the exhaustive search behind the engine's exact
// answer for short lists and behind the benchmark's references. A layout is known by a hash of its
// placements, so reaching it again in another order costs nothing.

/**
 * Calls `visit` once for every connected layout that contains `start` (placed in the middle) and
 * otherwise only words of `pool`; `visit` returns false to prune below that layout. `stop` is asked
 * before each layout; once it says yes the walk ends, and reports itself incomplete.
 */
export function walkLayouts(
  board: Board,
  start: number,
  pool: Set<number>,
  visit: () => boolean,
  stop: () => boolean,
): { nodes: number; complete: boolean } {
  // Two independent hashes make a 53-bit key: a million layouts still meet no collision.
  const visited = new Set<number>();
  const hashOf = (p: Placed, salt: number) => deriveSeed(deriveSeed(p.word * 2 + p.dir, salt), p.row * 65_536 + p.col);
  let nodes = 0;
  let cut = false;
  let high = 0;
  let low = 0;
  const explore = (): void => {
    if (cut || (cut = stop())) return;
    nodes++;
    if (!visit()) return;
    for (const word of [...pool]) {
      const moves: Placed[] = [];
      board.forEachCandidate(word, (row, col, dir) => moves.push({ word, row, col, dir }));
      pool.delete(word);
      for (const m of moves) {
        board.place(m.word, m.row, m.col, m.dir);
        high ^= hashOf(m, 0);
        low ^= hashOf(m, 1);
        const key = high * 2_097_152 + (low & 2_097_151);
        if (!visited.has(key)) {
          visited.add(key);
          explore();
        }
        high ^= hashOf(m, 0);
        low ^= hashOf(m, 1);
        board.remove(m.word);
        if (cut) break;
      }
      pool.add(word);
      if (cut) break;
    }
  };
  const middle = board.size >> 1;
  // In auto mode the start word stays Across: every layout's mirror image covers the other case.
  board.place(start, middle, middle, board.words.words[start]?.dirs[0] ?? 0);
  explore();
  board.clear();
  return { nodes, complete: !cut };
}

/** Words in `pool` reachable from the placed ones through letters they share: an upper bound. */
export function reachable(words: WordSet, placed: readonly number[], pool: ReadonlySet<number>): number {
  const seen = new Set(placed);
  const queue = [...placed];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const w of words.partners[next] ?? []) {
      if (seen.has(w) || !pool.has(w)) continue;
      seen.add(w);
      queue.push(w);
    }
  }
  return seen.size;
}
