import { LANGUAGES, type Language } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import './grid-preview.css';

// A read-only kriss-kross grid for the studio: every letter shown, clue numbers in the start cells. Plain DOM (a CSS
// grid), so the studio needs no canvas; columns count from the start edge, so an Arabic grid mirrors by itself.

export interface PreviewLayout {
  rows: number;
  cols: number;
  cells: readonly { row: number; col: number; letter: string }[];
  placements: readonly { row: number; col: number; number: number }[];
}

export function GridPreview({
  layout,
  language,
  label,
  hidden = false,
}: {
  layout: PreviewLayout;
  language: Language;
  label: string;
  /** Cells without their letters (a player's view). */
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  if (layout.cells.length === 0) return <p className="studio-muted">{t('studio.gridEmpty')}</p>;
  const dir = LANGUAGES.find((l) => l.name === language)?.dir ?? 'ltr';
  const numbers = new Map<string, number>();
  for (const p of layout.placements) {
    const key = `${p.row}:${p.col}`;
    numbers.set(key, Math.min(numbers.get(key) ?? p.number, p.number));
  }
  return (
    <div className="grid-preview__frame">
      <div
        className="grid-preview"
        dir={dir}
        role="img"
        aria-label={label}
        data-testid="grid-preview"
        data-rows={layout.rows}
        data-cols={layout.cols}
        style={{ gridTemplateColumns: `repeat(${layout.cols}, var(--grid-preview-cell))` }}
      >
        {layout.cells.map((cell) => {
          const number = numbers.get(`${cell.row}:${cell.col}`);
          return (
            <span
              key={`${cell.row}:${cell.col}`}
              className="grid-preview__cell"
              style={{ gridRow: cell.row + 1, gridColumn: cell.col + 1 }}
            >
              {number !== undefined && <span className="grid-preview__number">{number}</span>}
              {!hidden && cell.letter}
            </span>
          );
        })}
      </div>
    </div>
  );
}
