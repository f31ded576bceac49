import type { Language } from '../../constants.ts';
import { letterKey } from './graphemes.ts';
import { type AnsweredPlacement, placementCells } from './answers.ts';

// The daily kriss-kross helpers: "check word" and "reveal letter / word". A word the player asked to see scores
// nothing, whether they asked for the whole word or one of its letters: revealing a letter of a five-letter word
// and typing the other four would otherwise be nearly as good as solving it, and a rule that counts letters would
// have to decide which word a crossing letter belongs to. One reveal of any size marks the word, and that is what
// the result and the answers show; the rest of the grid scores as usual. A revealed letter gives that square only:
// the word stays the player's to type, and a grid whose every word ends up right is solved, revealed words and all
// (solved is not a score: it is what the player is congratulated on). Checking a word reveals nothing (it says which
// typed letters are wrong, never what they should be), so it costs nothing.

/** The words that score: the right ones, less every word the player had revealed. */
export function scoredWords(correct: readonly string[], revealed: readonly string[]): string[] {
  const shown = new Set(revealed);
  return correct.filter((questionId) => !shown.has(questionId));
}

/** Whether every word of the grid was typed right, revealed or not: the puzzle solved. */
export function gridSolved(typedRight: readonly string[], wordCount: number): boolean {
  return wordCount > 0 && new Set(typedRight).size === wordCount;
}

/** The list with one more revealed word (unchanged when it was already revealed). */
export function withRevealed(revealed: readonly string[], questionId: string): string[] {
  return revealed.includes(questionId) ? [...revealed] : [...revealed, questionId];
}

/** How a typed letter compares with the answer's: empty squares are neither right nor wrong. */
export type CheckedMark = 'right' | 'wrong' | 'empty';

/**
 * A word's squares checked against its answer, first square first. `letters` holds what the player typed in each
 * square (empty string for none), compared as crossings compare letters.
 */
export function checkWord(
  placement: AnsweredPlacement,
  letters: readonly string[],
  language: Language,
): { row: number; col: number; mark: CheckedMark }[] {
  return placementCells(placement).map((cell, i) => {
    const typed = letters[i] ?? '';
    const mark: CheckedMark = typed === ''
      ? 'empty'
      : letterKey(typed, language) === letterKey(cell.letter, language) ? 'right' : 'wrong';
    return { row: cell.row, col: cell.col, mark };
  });
}
