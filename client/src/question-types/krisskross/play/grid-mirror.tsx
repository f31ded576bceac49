import type { Selection } from './play-state.ts';
import { type GridModel, keyOf } from './grid-model.ts';
import type { Verdict } from './result-grid.ts';

// The canvas is a picture; this is the same grid as text for assistive technology (and for tests): a hidden
// role="grid" with a gridcell per cell, its row and column, and the letter it holds.

export interface GridMirrorProps {
  model: GridModel;
  label: string;
  letters: ReadonlyMap<string, string>;
  selection: Selection | null;
  verdicts: ReadonlyMap<string, Verdict> | null;
  lang: string;
}

export function GridMirror({ model, label, letters, selection, verdicts, lang }: GridMirrorProps) {
  const rows = new Map<number, GridModel['cells'][number][]>();
  for (const cell of [...model.cells].sort((a, b) => a.row - b.row || a.col - b.col)) {
    rows.set(cell.row, [...(rows.get(cell.row) ?? []), cell]);
  }
  return (
    <div
      role="grid"
      aria-label={label}
      aria-readonly="true"
      aria-rowcount={model.rows}
      aria-colcount={model.cols}
      className="visually-hidden"
      lang={lang}
      data-testid="grid-mirror"
    >
      {[...rows].map(([row, cells]) => (
        <div role="row" key={row} aria-rowindex={row + 1}>
          {cells.map((cell) => {
            const key = keyOf(cell);
            const selected = selection?.row === cell.row && selection.col === cell.col;
            return (
              <div
                role="gridcell"
                key={key}
                aria-colindex={cell.col + 1}
                aria-selected={selected}
                data-row={cell.row}
                data-col={cell.col}
                data-number={model.numbers.get(key)}
                data-verdict={verdicts?.get(key)}
              >
                {letters.get(key) ?? ''}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
