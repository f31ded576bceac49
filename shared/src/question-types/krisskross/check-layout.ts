import type { Language } from '../../constants.ts';
import { clueNumbers } from './assemble-layout.ts';
import { answerLetters, isWholeLetter, letterKey } from './graphemes.ts';
import { placementCells } from './measure-layout.ts';
import type { KrissKrossLayout, KrissKrossQuestion } from './types.ts';

// Everything a kriss-kross layout must satisfy, checked from the grid alone; an empty list means the
// layout is sound. Used by tests and the benchmark, and cheap enough to guard a saved game.

export interface CheckOptions {
  language?: Language;
  /** Directions were left to the engine, so they are not compared with the questions. */
  auto?: boolean;
}

type CheckedLayout = Pick<KrissKrossLayout, 'rows' | 'cols' | 'cells' | 'placements'>;

export function checkLayout(
  questions: readonly KrissKrossQuestion[],
  layout: CheckedLayout,
  options: CheckOptions = {},
): string[] {
  const language = options.language ?? 'English';
  const problems: string[] = [];
  const { rows, cols } = layout;
  const grid = new Map<number, string>();
  for (const cell of layout.cells) {
    const at = `cell (${cell.row},${cell.col})`;
    if (cell.row < 0 || cell.col < 0 || cell.row >= rows || cell.col >= cols) problems.push(`${at} is outside the grid`);
    if (grid.has(cell.row * cols + cell.col)) problems.push(`${at} appears twice`);
    if (!isWholeLetter(cell.letter)) problems.push(`${at} holds "${cell.letter}", not one whole letter`);
    grid.set(cell.row * cols + cell.col, cell.letter);
  }

  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  for (const p of layout.placements) {
    if (!byId.has(p.questionId)) problems.push(`placement for unknown question ${p.questionId}`);
    if (seen.has(p.questionId)) problems.push(`question ${p.questionId} is placed twice`);
    seen.add(p.questionId);
  }
  for (const q of questions) if (!seen.has(q.id)) problems.push(`question ${q.id} is not placed`);

  const covered = new Set<number>();
  const owners = { Across: new Map<number, number>(), Down: new Map<number, number>() };
  const covers = placementCells(questions, layout);
  layout.placements.forEach((p, i) => {
    const q = byId.get(p.questionId);
    if (q === undefined) return;
    const name = `question ${q.id}`;
    if (!options.auto && q.direction !== undefined && q.direction !== p.direction) {
      problems.push(`${name} goes ${p.direction}, its creator chose ${q.direction}`);
    }
    const letters = answerLetters(q.answer);
    const last = p.direction === 'Across' ? [p.row, p.col + letters.length - 1] : [p.row + letters.length - 1, p.col];
    if (p.row < 0 || p.col < 0 || (last[0] ?? 0) >= rows || (last[1] ?? 0) >= cols) problems.push(`${name} leaves the grid`);
    (covers[i] ?? []).forEach((cell, k) => {
      covered.add(cell);
      const letter = grid.get(cell);
      if (letter === undefined || letterKey(letter, language) !== letterKey(letters[k] ?? '', language)) {
        problems.push(`${name}: letter ${k + 1} should be "${letters[k]}", the grid has "${letter ?? ''}"`);
      }
      const mine = owners[p.direction];
      if (mine.has(cell)) problems.push(`${name} overlaps another ${p.direction} answer`);
      mine.set(cell, i);
    });
  });
  const at = (cell: number) => `(${Math.floor(cell / cols)},${cell % cols})`;
  for (const cell of grid.keys()) if (!covered.has(cell)) problems.push(`cell ${at(cell)} belongs to no answer`);

  // Standard legality: letters side by side must belong to one Across answer, letters one above the
  // other to one Down answer. This also keeps the cells before and after every answer empty.
  for (const cell of grid.keys()) {
    const across = owners.Across.get(cell);
    const down = owners.Down.get(cell);
    const right = cell % cols < cols - 1 && grid.has(cell + 1);
    if (right && (across === undefined || across !== owners.Across.get(cell + 1))) {
      problems.push(`cells ${at(cell)} and ${at(cell + 1)} touch side by side outside one Across answer`);
    }
    if (grid.has(cell + cols) && (down === undefined || down !== owners.Down.get(cell + cols))) {
      problems.push(`cells ${at(cell)} and ${at(cell + cols)} touch one above the other outside one Down answer`);
    }
  }

  const numbers = clueNumbers(layout.placements);
  layout.placements.forEach((p, i) => {
    if (p.number !== numbers[i]) problems.push(`question ${p.questionId} is numbered ${p.number}, expected ${numbers[i]}`);
  });
  return problems;
}
