import type { Language } from '@plw/shared/constants';
import { type MouseEvent, type Ref, useEffect, useMemo, useState } from 'react';
import { GridCanvas } from './grid-canvas.tsx';
import { gridFontFamilies, lateGridFont, loadGridFonts } from './grid-fonts.ts';
import { cellAtPoint, cellOrigin, cellSizeFor } from './grid-geometry.ts';
import { GridInput, type GridInputHandle } from './grid-input.tsx';
import { GridMirror } from './grid-mirror.tsx';
import type { GridModel } from './grid-model.ts';
import { type CellTone, usePalette } from './grid-palette.ts';
import type { PlayAction, Selection } from './play-state.ts';
import type { Verdict } from './result-grid.ts';

// The grid as the player sees and touches it: the canvas sized to the space it has, taps turned into cells, the
// hidden input that takes the keyboard, and the accessible mirror of the same grid.

export interface GridBoardProps {
  model: GridModel;
  language: Language;
  locale: string;
  rtl: boolean;
  letters: ReadonlyMap<string, string>;
  tones: ReadonlyMap<string, CellTone>;
  selection: Selection | null;
  verdicts: ReadonlyMap<string, Verdict> | null;
  /** Null when the grid only shows a finished game. */
  dispatch: ((action: PlayAction) => void) | null;
  inputRef: Ref<GridInputHandle>;
  inputLabel: string;
  gridLabel: string;
  onFocusInput: () => void;
}

const LATIN: readonly Language[] = ['English', 'German'];
/** The scroller's padding (krisskross.css), which keeps the focus outline in view. */
const OUTLINE_ROOM = 7;

export function GridBoard(props: GridBoardProps) {
  const { model, language, locale, rtl, letters, tones, selection, verdicts, dispatch } = props;
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const available = useAvailableSize(frame);
  const palette = usePalette(frame);
  const { ready: fontsReady, redraws } = useGridFonts(language);
  const [composing, setComposing] = useState('');
  const fontFamilies = useMemo(() => gridFontFamilies(language), [language]);
  const cellSize = cellSizeFor(model, available.width, available.height);
  const width = model.cols * cellSize;
  const height = model.rows * cellSize;
  const cursor = selection ? cellOrigin(model, selection, cellSize, rtl) : null;
  const cursorBox = cursor && { left: cursor.x, top: cursor.y, width: cellSize, height: cellSize };
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useCursorInView(scroller, cursor?.x ?? null, cellSize);

  function tap(event: MouseEvent<HTMLDivElement>) {
    if (!dispatch) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const cell = cellAtPoint(model, { x: event.clientX - bounds.left, y: event.clientY - bounds.top }, cellSize, rtl);
    if (!cell) return;
    dispatch({ type: 'tapCell', cell });
    // Focus in the same gesture, or a phone will not open its keyboard.
    props.onFocusInput();
  }

  return (
    <div className="kk-board" ref={setFrame}>
      {/* A grid wider than a phone at its smallest cells scrolls sideways here, never the page. */}
      <div className="kk-board__scroll" ref={setScroller}>
        {/* Taps are handled here for the canvas; keyboard users reach the grid through its input and the clues. */}
        <div
          className={`kk-board__area${dispatch ? ' kk-board__area--playable' : ''}`}
          style={{ width, height }}
          onClick={tap}
          data-testid="grid-board"
        >
          {fontsReady && frame && (
            <GridCanvas
              key={redraws}
              model={model}
              rtl={rtl}
              cellSize={cellSize}
              letters={letters}
              tones={tones}
              palette={palette}
              fontFamilies={fontFamilies}
              tallScript={!LATIN.includes(language)}
            />
          )}
          {dispatch && cursorBox && (
            <GridInput
              ref={props.inputRef}
              dispatch={dispatch}
              rtl={rtl}
              latin={LATIN.includes(language)}
              lang={locale}
              label={props.inputLabel}
              style={cursorBox}
              onComposing={setComposing}
            />
          )}
          {composing && cursorBox && (
            <span className="kk-board__composing" style={cursorBox} lang={locale} aria-hidden="true">
              {composing}
            </span>
          )}
        </div>
      </div>
      <GridMirror
        model={model}
        label={props.gridLabel}
        letters={letters}
        selection={selection}
        verdicts={verdicts}
        lang={locale}
      />
    </div>
  );
}

/** Scrolls a grid wider than its frame so the cursor cell, and a cell either side, stay in view as it moves. */
function useCursorInView(scroller: HTMLElement | null, x: number | null, cellSize: number) {
  useEffect(() => {
    if (!scroller || x === null || scroller.scrollWidth <= scroller.clientWidth) return;
    const start = x - cellSize;
    const end = x + 2 * cellSize;
    if (start < scroller.scrollLeft) scroller.scrollLeft = Math.max(0, start);
    else if (end > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = end - scroller.clientWidth;
  }, [scroller, x, cellSize]);
}

/** The width the grid may take (its frame's) and the height (what the window leaves beside the page's header). */
function useAvailableSize(frame: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 360, height: 480 });
  useEffect(() => {
    if (!frame) return;
    const measure = () =>
      setSize({ width: frame.clientWidth - 2 * OUTLINE_ROOM, height: Math.max(280, window.innerHeight - 250) });
    measure();
    // Without ResizeObserver (old browsers, jsdom) the window's resizes still reach us.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(frame);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [frame]);
  return size;
}

/**
 * Whether the grid may draw (its fonts loaded, or waited for long enough), and a count that goes up when the
 * game's font arrives only after that: the canvas draws text once, so it is drawn anew then.
 */
function useGridFonts(language: Language): { ready: boolean; redraws: number } {
  const [ready, setReady] = useState<Language | null>(null);
  const [redraws, setRedraws] = useState(0);
  useEffect(() => {
    let current = true;
    void loadGridFonts(language).then(() => {
      if (!current) return;
      setReady(language);
      void lateGridFont(language)?.then(() => {
        if (current) setRedraws((count) => count + 1);
      });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return { ready: ready === language, redraws };
}
