import { useEffect, useState } from 'react';

// The grid's colours live in CSS (krisskross.css, light and dark); the canvas reads them from its element.

/**
 * `revealed`: a square the player asked to reveal (daily play; its word scores nothing). `solved`: a square of a grid
 * solved whole, in full colour.
 */
export type CellTone = 'plain' | 'word' | 'cursor' | 'right' | 'wrong' | 'revealed' | 'solved';

export interface GridPalette {
  tones: Record<CellTone, string>;
  border: string;
  cursorBorder: string;
  letter: string;
  number: string;
}

const FALLBACK: GridPalette = {
  tones: { plain: '#ffffff', word: '#dfe3ff', cursor: '#ffd75e', right: '#c9f2d4', wrong: '#ffd3da', revealed: '#fff0b3',
    solved: '#5fd68c' },
  border: '#8f8cae',
  cursorBorder: '#4338ca',
  letter: '#1c1a33',
  number: '#5d5b78',
};

export function readPalette(element: Element): GridPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    tones: {
      plain: read('--kk-cell', FALLBACK.tones.plain),
      word: read('--kk-cell-word', FALLBACK.tones.word),
      cursor: read('--kk-cell-cursor', FALLBACK.tones.cursor),
      right: read('--kk-cell-right', FALLBACK.tones.right),
      wrong: read('--kk-cell-wrong', FALLBACK.tones.wrong),
      revealed: read('--kk-cell-revealed', FALLBACK.tones.revealed),
      solved: read('--kk-cell-solved', FALLBACK.tones.solved),
    },
    border: read('--kk-cell-border', FALLBACK.border),
    cursorBorder: read('--kk-cursor-border', FALLBACK.cursorBorder),
    letter: read('--kk-letter', FALLBACK.letter),
    number: read('--kk-number', FALLBACK.number),
  };
}

/** The palette of an element, read again when the reader switches between light and dark. */
export function usePalette(element: Element | null): GridPalette {
  const [palette, setPalette] = useState(FALLBACK);
  useEffect(() => {
    if (!element) return;
    const update = () => setPalette(readPalette(element));
    update();
    const scheme = matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', update);
    return () => scheme.removeEventListener('change', update);
  }, [element]);
  return palette;
}
