import type { Piece } from './piece.ts';

// What the layout search is told (search-layout.ts): its seed, whether it picks directions, its effort and its
// clock; and what one of its tries adds (build-piece.ts).

export interface SearchSettings {
  seed: number;
  auto: boolean;
  /** Cell probes to spend on each try. */
  probes: number;
  /** Throws once the caller's wall-clock safety cap is passed; it never changes which layout is found. */
  checkClock: () => void;
}

/** One try of the whole search. */
export interface TrySettings extends SearchSettings {
  /** Multiplies the annealing's weight on a crossing (ANNEAL_CROSS). */
  crossScale: number;
  /**
   * The beam's pieces, by pool and effort, shared by the tries: the beam search uses no randomness,
   * so a pool gets the same piece from it in every try, and it is built once.
   */
  beams: Map<string, Piece | undefined>;
}
