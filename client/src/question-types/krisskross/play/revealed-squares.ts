import { useCallback, useState } from 'react';
import { type GridModel, keyOf } from './grid-model.ts';

// The squares a daily player revealed, one by one ("Reveal letter") or a word at a time: only these are locked and
// tinted, never the rest of their word, which stays the player's to type. The server keeps which words were revealed
// (they score nothing); which of their squares is kept on this device, so a reload locks the same ones.

const storageKey = (gameId: string) => `plw.kk.revealed.${gameId}`;

function stored(gameId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(gameId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The revealed squares (cell keys) and a way to add some. Kept squares count only inside a word the server says was
 * revealed: squares kept from an earlier play of another game id, or an edited store, lock nothing.
 */
export function useRevealedSquares(
  gameId: string,
  model: GridModel,
  revealedWords: ReadonlySet<string>,
): [ReadonlySet<string>, (keys: readonly string[]) => void] {
  const [squares, setSquares] = useState<ReadonlySet<string>>(() => {
    const inRevealed = new Set(
      model.words.filter((w) => revealedWords.has(w.questionId)).flatMap((w) => w.cells.map(keyOf)),
    );
    return new Set(stored(gameId).filter((key) => inRevealed.has(key)));
  });
  const add = useCallback((keys: readonly string[]) => {
    setSquares((before) => {
      const after = new Set([...before, ...keys]);
      try {
        localStorage.setItem(storageKey(gameId), JSON.stringify([...after]));
      } catch {
        // Private browsing without storage: the squares stay locked until the page is left.
      }
      return after;
    });
  }, [gameId]);
  return [squares, add];
}
