import { answerLetters } from '@plw/shared/question-types/krisskross/graphemes';
import { type GridModel, keyOf } from './grid-model.ts';

// A finished grid: which cells belong to words the server marked right or wrong, and the answers as letters.

export type Verdict = 'right' | 'wrong';

/** A cell is right when any word through it is right (its letter then is), wrong when every word is wrong. */
export function cellVerdicts(model: GridModel, correct: readonly string[]): Map<string, Verdict> {
  const right = new Set(correct);
  const verdicts = new Map<string, Verdict>();
  for (const word of model.words) {
    const verdict: Verdict = right.has(word.questionId) ? 'right' : 'wrong';
    for (const cell of word.cells) {
      if (verdict === 'right' || !verdicts.has(keyOf(cell))) verdicts.set(keyOf(cell), verdict);
    }
  }
  return verdicts;
}

/** The answers spelt into the grid, one letter per cell, as the server cuts them. */
export function answerEntries(
  model: GridModel,
  answers: readonly { question_id: string; answer: string }[],
): Map<string, string> {
  const byId = new Map(answers.map((item) => [item.question_id, item.answer]));
  const entries = new Map<string, string>();
  for (const word of model.words) {
    const answer = byId.get(word.questionId);
    if (answer === undefined) continue;
    answerLetters(answer).forEach((letter, index) => {
      const cell = word.cells[index];
      if (cell) entries.set(keyOf(cell), letter);
    });
  }
  return entries;
}
