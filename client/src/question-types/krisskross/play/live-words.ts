import { type GridModel, keyOf } from './grid-model.ts';
import type { Verdict } from './result-grid.ts';

// A kriss-kross played live: each word goes to the round as soon as all its cells hold a letter, and once locked
// it is right or wrong for good. Pure, over the grid model and the letters typed.

/** The words whose every cell is filled and that are not sent yet, with the word as typed (letters in order). */
export function completedWords(
  model: GridModel,
  entries: ReadonlyMap<string, string>,
  sent: ReadonlySet<string>,
): { questionId: string; answer: string }[] {
  const words: { questionId: string; answer: string }[] = [];
  for (const word of model.words) {
    if (sent.has(word.questionId)) continue;
    const letters = word.cells.map((cell) => entries.get(keyOf(cell)));
    if (letters.every((letter) => letter !== undefined && letter !== '')) {
      words.push({ questionId: word.questionId, answer: letters.join('') });
    }
  }
  return words;
}

/** Cell verdicts of the locked words: right where a right word passes (its letter is right), else wrong. */
export function lockedVerdicts(
  model: GridModel,
  locked: ReadonlyMap<string, { correct: boolean }>,
): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const word of model.words) {
    const answer = locked.get(word.questionId);
    if (!answer) continue;
    for (const cell of word.cells) {
      const key = keyOf(cell);
      if (answer.correct || !verdicts.has(key)) verdicts.set(key, answer.correct ? 'right' : 'wrong');
    }
  }
  return verdicts;
}

/** Cells whose letters are final: the cells of every word sent (a crossing word then builds on them). */
export function frozenCells(model: GridModel, sent: ReadonlySet<string>): Set<string> {
  const frozen = new Set<string>();
  for (const word of model.words) {
    if (sent.has(word.questionId)) for (const cell of word.cells) frozen.add(keyOf(cell));
  }
  return frozen;
}
