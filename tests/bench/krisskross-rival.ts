import type { Language } from '@plw/shared/constants';
import { clueNumbers } from '@plw/shared/question-types/krisskross/assemble-layout';
import { answerLetters, letterKey } from '@plw/shared/question-types/krisskross/graphemes';
import type { KrissKrossLayout, KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';
import clg from 'crossword-layout-generator';

// crossword-layout-generator, run on the same lists. It compares UTF-16 code units and is case
// sensitive, so each letter (as our engine folds it) is handed over as one private-use character:
// it then crosses exactly where ours may, and its grid is read back with the real graphemes.

export interface RivalLayout {
  layout: Omit<KrissKrossLayout, 'metrics'>;
  /** The questions it placed; it drops words it cannot fit. */
  placed: KrissKrossQuestion[];
}

export function layoutWithRival(questions: readonly KrissKrossQuestion[], language: Language): RivalLayout {
  const codes = new Map<string, string>();
  const encode = (letter: string) => {
    const key = letterKey(letter, language);
    const code = codes.get(key) ?? String.fromCharCode(0xe000 + codes.size);
    codes.set(key, code);
    return code;
  };
  const input = questions.map((q) => ({ answer: answerLetters(q.answer).map(encode).join('') }));

  // It logs every word it places; keep the benchmark's output readable.
  const log = console.log;
  console.log = () => {};
  let result: ReturnType<typeof clg.generateLayout>;
  try {
    result = clg.generateLayout(input);
  } finally {
    console.log = log;
  }

  const placed: KrissKrossQuestion[] = [];
  const starts: { questionId: string; row: number; col: number; direction: 'Across' | 'Down' }[] = [];
  const cells = new Map<number, { row: number; col: number; letter: string }>();
  result.result.forEach((word, i) => {
    const q = questions[i];
    if (q === undefined || word.orientation === undefined || word.orientation === 'none') return;
    const row = (word.starty ?? 1) - 1;
    const col = (word.startx ?? 1) - 1;
    const direction = word.orientation === 'across' ? 'Across' : 'Down';
    placed.push(q);
    starts.push({ questionId: q.id, row, col, direction });
    answerLetters(q.answer).forEach((letter, k) => {
      const [r, c] = direction === 'Across' ? [row, col + k] : [row + k, col];
      if (!cells.has(r * result.cols + c)) cells.set(r * result.cols + c, { row: r, col: c, letter });
    });
  });
  const numbers = clueNumbers(starts);
  return {
    layout: {
      rows: result.rows,
      cols: result.cols,
      cells: [...cells.entries()].sort(([a], [b]) => a - b).map(([, cell]) => cell),
      placements: starts.map((s, i) => ({ ...s, number: numbers[i] ?? 0 })),
    },
    placed,
  };
}
