import { measureLayout } from './measure-layout.ts';
import type { Packed } from './pack-pieces.ts';
import type { KrissKrossCell, KrissKrossLayout, KrissKrossPlacement, KrissKrossQuestion } from './types.ts';
import { ACROSS, DOWN, toDirection, type WordSet } from './words.ts';

// From the search's placements to what players see: the cells with their letters and the standard
// clue numbers.

/** Clue numbers: every start cell gets the next number in reading order; Across and Down share it. */
export function clueNumbers(starts: readonly { row: number; col: number }[]): number[] {
  const ordered = [...new Set(starts.map((s) => s.row * 1_000_000 + s.col))].sort((a, b) => a - b);
  const numberOf = new Map(ordered.map((cell, i) => [cell, i + 1]));
  return starts.map((s) => numberOf.get(s.row * 1_000_000 + s.col) ?? 0);
}

export function assembleLayout(
  questions: readonly KrissKrossQuestion[],
  words: WordSet,
  packed: Packed,
  ms: number,
): KrissKrossLayout {
  const byWord = new Map(packed.placements.map((p) => [p.word, p]));
  const letters = new Map<number, string>();
  // Across letters first: at a crossing both spell the same letter, and one fixed rule keeps it stable.
  for (const pass of [ACROSS, DOWN]) {
    for (const p of packed.placements) {
      if (p.dir !== pass) continue;
      (words.words[p.word]?.letters ?? []).forEach((letter, k) => {
        const cell = p.dir === ACROSS ? p.row * packed.cols + p.col + k : (p.row + k) * packed.cols + p.col;
        if (!letters.has(cell)) letters.set(cell, letter);
      });
    }
  }
  const cells: KrissKrossCell[] = [...letters.entries()]
    .sort(([a], [b]) => a - b)
    .map(([cell, letter]) => ({ row: Math.floor(cell / packed.cols), col: cell % packed.cols, letter }));
  const starts = questions.map((_, i) => byWord.get(i) ?? { row: 0, col: 0 });
  const numbers = clueNumbers(starts);
  const placements: KrissKrossPlacement[] = questions.map((q, i) => {
    const p = byWord.get(i);
    if (p === undefined) throw new Error(`The search lost question ${q.id}`);
    return { questionId: q.id, row: p.row, col: p.col, direction: toDirection(p.dir), number: numbers[i] ?? 0 };
  });
  const layout = { rows: packed.rows, cols: packed.cols, cells, placements };
  const quality = measureLayout(questions, layout);
  return {
    ...layout,
    metrics: {
      placed: quality.placed,
      components: quality.components,
      crossings: quality.crossings,
      area: quality.area,
      density: quality.density,
      ms,
    },
  };
}
