import { createContext, useContext } from 'react';

// The pages a waiting room opens at a round's start (the play pages), which it loads ahead of the start, given their
// address, so the game opens with nothing left to load. The area's routes provide it.

export interface PlayPages {
  /** Whether the address is a play page: the waiting room counts 3, 2, 1 into those, not into a leaderboard. */
  isPlayPage: (address: string) => boolean;
  /** Loads a play page's code ahead of its visit (nothing for any other address). */
  preload: (address: string) => void;
}

export const PlayPagesContext = createContext<PlayPages>({ isPlayPage: () => false, preload: () => undefined });

export function usePlayPages(): PlayPages {
  return useContext(PlayPagesContext);
}
