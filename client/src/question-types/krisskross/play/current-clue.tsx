import type { Direction } from '@plw/shared/constants';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyboardInset } from './grid-geometry.ts';
import { buildGridModel, type CellPosition, type GridModel, type GridSource, type GridWord, keyOf } from './grid-model.ts';

// What the solo and the live kriss-kross screens both say about the clue being played: its name ("3 Across"),
// the line above the grid (on a phone, a bar at the bottom of the screen, just above the on-screen keyboard), and
// the label of the grid's hidden input for screen readers.

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

/**
 * The clue being played: above the grid on a wide screen; on a phone a bar fixed to the bottom of the screen
 * (krisskross.css), lifted above the on-screen keyboard when it opens, so the player reads the clue where they type.
 * A screen reader hears it once each time the clue changes, from a live region of its own holding one line of text
 * that changes only then: never again while the player types its letters.
 */
export function CurrentClue({ name, clue, lang, dir }: { name: string; clue: ClueText; lang: string; dir: string }) {
  const [bar, setBar] = useState<HTMLParagraphElement | null>(null);
  const keyboard = useKeyboardInset();
  useRoomForBar(bar);
  const spoken = `${name}: ${clue.question} (${clue.enumeration})`;
  return (
    <>
      <p
        className="kk-current"
        ref={setBar}
        style={{ '--kk-keyboard': `${keyboard}px` } as CSSProperties}
        data-testid="current-clue"
        aria-hidden="true"
      >
        <span className="kk-current__name">{name}</span>
        <span lang={lang} dir={dir}>
          {clue.question}
          {' '}
          <span className="kk-clue__enumeration">{`(${clue.enumeration})`}</span>
        </span>
      </p>
      <SpokenOnce text={spoken} lang={lang} />
    </>
  );
}

/** A polite live region whose text node is written only when the text really changes. */
function SpokenOnce({ text, lang }: { text: string; lang: string }) {
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const element = region.current;
    if (element && element.textContent !== text) element.textContent = text;
  }, [text]);
  return <p ref={region} className="visually-hidden" aria-live="polite" lang={lang} data-testid="current-clue-spoken" />;
}

/** How far the on-screen keyboard covers the bottom of the page, from the visual viewport (0 without one). */
function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const visual = window.visualViewport;
    if (!visual) return;
    const measure = () => setInset(keyboardInset(window.innerHeight, visual));
    measure();
    visual.addEventListener('resize', measure);
    visual.addEventListener('scroll', measure);
    return () => {
      visual.removeEventListener('resize', measure);
      visual.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}

/**
 * While the bar is fixed over the bottom of the screen, the play screen ends that much lower (--kk-current-room),
 * so the last clue and the buttons can still be scrolled clear of it.
 */
function useRoomForBar(bar: HTMLElement | null) {
  useEffect(() => {
    const screen = bar?.closest<HTMLElement>('.kk-play');
    if (!bar || !screen) return;
    const measure = () => {
      const fixed = getComputedStyle(bar).position === 'fixed';
      screen.style.setProperty('--kk-current-room', fixed ? `${Math.ceil(bar.offsetHeight) + 16}px` : '0px');
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      screen.style.removeProperty('--kk-current-room');
    };
  }, [bar]);
}
