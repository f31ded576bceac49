import type { CheckMark } from './daily-tools.tsx';
import { type CellPosition, type GridModel, type GridWord, keyOf } from './grid-model.ts';
import type { CellTone } from './grid-palette.ts';
import type { Verdict } from './result-grid.ts';

// The colour of each square of a kriss-kross on screen: while playing, the word and cursor and the daily helpers'
// marks; after the end, right and wrong words, or the whole grid lit up when it was solved.

export interface ToneInputs {
  playing: boolean;
  /** The grid was solved whole (after the end). */
  solved: boolean;
  model: GridModel;
  verdicts: ReadonlyMap<string, Verdict> | null;
  word: GridWord | undefined;
  selection: CellPosition | null;
  entries: ReadonlyMap<string, string>;
  checked: ReadonlyMap<string, { letter: string; mark: CheckMark }>;
  revealedCells: ReadonlySet<string>;
  revealedSquares: ReadonlySet<string>;
}

export function playTones(inputs: ToneInputs): Map<string, CellTone> {
  const { playing, model, verdicts, word, checked, revealedCells, revealedSquares } = inputs;
  const result = new Map<string, CellTone>();
  if (!playing && inputs.solved) {
    // A grid solved whole lights up in full colour; the squares the player revealed stay marked.
    for (const cell of model.cells) {
      const key = keyOf(cell);
      result.set(key, revealedSquares.has(key) ? 'revealed' : 'solved');
    }
    return result;
  }
  if (!playing) {
    for (const [key, verdict] of verdicts ?? []) {
      // A revealed word's squares are marked as such, unless another word through them was solved.
      result.set(key, verdict === 'wrong' && revealedCells.has(key) ? 'revealed' : verdict);
    }
    return result;
  }
  for (const cell of word?.cells ?? []) result.set(keyOf(cell), 'word');
  for (const key of revealedSquares) result.set(key, 'revealed');
  // A checked mark holds while the square keeps the letter that was checked.
  for (const [key, check] of checked) if (inputs.entries.get(key) === check.letter) result.set(key, check.mark);
  if (inputs.selection) result.set(keyOf(inputs.selection), 'cursor');
  return result;
}
