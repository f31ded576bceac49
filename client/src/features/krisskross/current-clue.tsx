import type { Direction } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { buildGridModel, type CellPosition, type GridModel, type GridSource, type GridWord, keyOf } from './grid-model.ts';

// What the solo and the live kriss-kross screens both say about the clue being played: its name ("3 Across"),
// the line above the grid, and the label of the grid's hidden input for screen readers.

interface ClueText {
  number: number;
  direction: Direction;
  question: string;
  enumeration: string;
}

/** The grid's model with Tab going through the clues as the list reads: every Across clue, then every Down one. */
export function modelInClueOrder(grid: GridSource, clues: readonly (ClueText & { question_id: string })[]): GridModel {
  const order = [...clues.filter((q) => q.direction === 'Across'), ...clues.filter((q) => q.direction === 'Down')];
  return buildGridModel(grid, order.map((q) => q.question_id));
}

export function useClueWords() {
  const { t } = useTranslation();
  const clueName = (number: number, direction: Direction) =>
    t('krissKross.clueName', { number, direction: t(direction === 'Across' ? 'krissKross.across' : 'krissKross.down') });
  const inputLabel = (clue: ClueText | undefined, word: GridWord | undefined, selection: CellPosition | null) =>
    clue && word
      ? t('krissKross.inputLabel', {
          clue: clueName(clue.number, clue.direction),
          question: clue.question,
          enumeration: clue.enumeration,
          position: selection ? word.cells.findIndex((cell) => keyOf(cell) === keyOf(selection)) + 1 : 0,
          length: word.cells.length,
        })
      : t('krissKross.gridLabel');
  return { clueName, inputLabel };
}

/** The clue being played, above the grid, read out when it changes. */
export function CurrentClue({ name, clue, lang, dir }: { name: string; clue: ClueText; lang: string; dir: string }) {
  return (
    <p className="kk-current" aria-live="polite">
      <span className="kk-current__name">{name}</span>
      <span lang={lang} dir={dir}>
        {clue.question}
        {' '}
        <span className="kk-clue__enumeration">{`(${clue.enumeration})`}</span>
      </span>
    </p>
  );
}
