import { answerLetters } from './graphemes.ts';
import type { KrissKrossLayout, KrissKrossQuestion } from './types.ts';

// Quality figures of any layout, computed from the grid alone, so the engine, the validator and the
// benchmark (which also measures another generator) count the same way.

export interface LayoutQuality {
  placed: number;
  /** Connected pieces: placements are connected when they share a cell. */
  components: number;
  /** Words in the largest connected piece. */
  largestPiece: number;
  /** Cells shared by two placements. */
  crossings: number;
  area: number;
  /** Letter cells / area. */
  density: number;
}

type MeasuredLayout = Pick<KrissKrossLayout, 'rows' | 'cols' | 'placements'>;

/** The cell indexes (row × cols + col) each placement covers, in the order of its letters. */
export function placementCells(questions: readonly KrissKrossQuestion[], layout: MeasuredLayout): number[][] {
  const lengths = new Map(questions.map((q) => [q.id, answerLetters(q.answer).length]));
  return layout.placements.map((p) => {
    const length = lengths.get(p.questionId) ?? 0;
    return Array.from({ length }, (_, k) =>
      p.direction === 'Across' ? p.row * layout.cols + p.col + k : (p.row + k) * layout.cols + p.col,
    );
  });
}

export function measureLayout(questions: readonly KrissKrossQuestion[], layout: MeasuredLayout): LayoutQuality {
  const covers = placementCells(questions, layout);
  const firstOwner = new Map<number, number>();
  const parent = covers.map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] ?? x;
    return x;
  };
  let crossings = 0;
  covers.forEach((cells, owner) => {
    for (const cell of cells) {
      const other = firstOwner.get(cell);
      if (other === undefined) {
        firstOwner.set(cell, owner);
        continue;
      }
      crossings++;
      parent[find(owner)] = find(other);
    }
  });
  const sizes = new Map<number, number>();
  for (let i = 0; i < covers.length; i++) sizes.set(find(i), (sizes.get(find(i)) ?? 0) + 1);
  const area = layout.rows * layout.cols;
  return {
    placed: covers.length,
    components: sizes.size,
    largestPiece: Math.max(0, ...sizes.values()),
    crossings,
    area,
    density: area === 0 ? 0 : firstOwner.size / area,
  };
}
