import type { Language } from '@plw/shared/constants';
import { type MouseEvent, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridCanvas } from './grid-canvas.tsx';
import { gridFontFamilies, lateGridFont, loadGridFonts } from './grid-fonts.ts';
import { cellAtPoint, cellOrigin, cellsBox, gridView, numberSizeFor } from './grid-geometry.ts';
import { GridInput, type GridInputHandle } from './grid-input.tsx';
import { GridMirror } from './grid-mirror.tsx';
import { type GridModel, wordAt } from './grid-model.ts';
import { type CellTone, usePalette } from './grid-palette.ts';
import type { PlayAction, Selection } from './play-state.ts';
import type { Verdict } from './result-grid.ts';
import { useGridZoom } from './use-grid-zoom.ts';

// The grid as the player sees and touches it: the canvas at a cell size that stays tappable on a phone (a larger grid
// pans and zooms in its frame), taps turned into cells, the hidden input that takes the keyboard, and the accessible
// mirror of the same grid. The frame follows the play: the cursor cell stays in view, and a word newly selected
// (a clue tapped in the list) is brought into view, the page scrolled back to it if need be.

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
  /** Goes up each time a clue is picked from the list: its word is brought into view, even when already selected. */
  wordRequest?: number;
}

const LATIN: readonly Language[] = ['English', 'German'];
/** The least height the grid's frame gets, however little the window leaves (a larger grid pans in it). */
const MIN_GRID_HEIGHT = 256;

export function GridBoard(props: GridBoardProps) {
  const { model, language, locale, rtl, letters, tones, selection, verdicts, dispatch } = props;
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const available = useAvailableSize(frame);
  const palette = usePalette(frame);
  const { ready: fontsReady, redraws } = useGridFonts(language);
  const [composing, setComposing] = useState('');
  const fontFamilies = useMemo(() => gridFontFamilies(language), [language]);
  const view = gridView(model, available.width, available.height, window.devicePixelRatio || 1);
  const zoom = useGridZoom(view, scroller, area);
  const { cellSize } = zoom;
  const width = model.cols * cellSize;
  const height = model.rows * cellSize;
  const cursor = selection ? cellOrigin(model, selection, cellSize, rtl) : null;
  const cursorBox = cursor && { left: cursor.x, top: cursor.y, width: cellSize, height: cellSize };
  const word = selection ? wordAt(model, selection, selection.direction) : undefined;
  const wordBox = word && cellsBox(model, word.cells, cellSize, rtl);
  const [wordMark, setWordMark] = useState<HTMLSpanElement | null>(null);
  // The word first, then the cursor: a word longer than the frame keeps the cursor's end of it in view.
  useWordInView(wordMark, word?.questionId ?? null, props.wordRequest ?? 0);
  useCursorInView(scroller, cursor, cellSize);
  const pans = width > available.width || height > available.height;

  function tap(event: MouseEvent<HTMLDivElement>) {
    if (zoom.takeDragClick() || !dispatch) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const cell = cellAtPoint(model, { x: event.clientX - bounds.left, y: event.clientY - bounds.top }, cellSize, rtl);
    if (!cell) return;
    dispatch({ type: 'tapCell', cell });
    // Focus in the same gesture, or a phone will not open its keyboard.
    props.onFocusInput();
  }

  return (
    <div
      className="kk-board"
      ref={setFrame}
      data-rows={model.rows}
      data-cols={model.cols}
      data-cell-size={cellSize}
      data-number-size={numberSizeFor(cellSize)}
      data-zoom-min={view.min}
      data-zoom-max={view.max}
    >
      {/* A grid larger than its frame pans and zooms here, never the page. */}
      <div
        className="kk-board__scroll"
        ref={setScroller}
        style={{ maxBlockSize: available.height }}
      >
        {/* Taps are handled here for the canvas; keyboard users reach the grid through its input and the clues. */}
        <div
          className={`kk-board__area${dispatch ? ' kk-board__area--playable' : ''}${pans ? ' kk-board__area--pans' : ''}`}
          ref={setArea}
          style={{ width, height, ...zoom.areaStyle }}
          onClick={tap}
          onPointerDown={zoom.onPointerDown}
          onPointerMove={zoom.onPointerMove}
          onPointerUp={zoom.onPointerUp}
          onPointerCancel={zoom.onPointerUp}
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
          {wordBox && <span className="kk-board__word" ref={setWordMark} style={wordBox} aria-hidden="true" />}
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
      {view.min < view.max && (
        <div className="kk-zoom" role="group" aria-label={t('krissKross.zoom')}>
          <button
            type="button"
            className="kk-zoom__button"
            onClick={zoom.zoomOut}
            disabled={!zoom.canZoomOut}
            aria-label={t('krissKross.zoomOut')}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className="kk-zoom__button"
            onClick={zoom.zoomIn}
            disabled={!zoom.canZoomIn}
            aria-label={t('krissKross.zoomIn')}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
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

/** Pans a grid larger than its frame so the cursor cell, and a cell either side, stay in view as it moves. */
function useCursorInView(scroller: HTMLElement | null, cursor: { x: number; y: number } | null, cellSize: number) {
  const x = cursor?.x ?? null;
  const y = cursor?.y ?? null;
  useEffect(() => {
    if (!scroller || x === null || y === null) return;
    const keep = (start: number, end: number, scroll: number, size: number) =>
      start < scroll ? Math.max(0, start) : end > scroll + size ? end - size : scroll;
    const room = 2 * cellSize;
    scroller.scrollLeft = keep(x - cellSize, x + room, scroller.scrollLeft, scroller.clientWidth);
    scroller.scrollTop = keep(y - cellSize, y + room, scroller.scrollTop, scroller.clientHeight);
  }, [scroller, x, y, cellSize]);
}

/**
 * Brings a word newly selected, or picked again from the clue list, into view: panned into the frame and, when the
 * page was scrolled away from the grid (down to the clue list on a phone), the page scrolled back just enough to show
 * it. Not on the first selection, so opening a game never scrolls.
 */
function useWordInView(mark: HTMLElement | null, wordKey: string | null, request: number) {
  const shown = useRef<string | null>(null);
  const requested = useRef(request);
  useEffect(() => {
    if (!mark || wordKey === null) return;
    if (wordKey === shown.current && request === requested.current) return;
    const first = shown.current === null;
    shown.current = wordKey;
    requested.current = request;
    if (!first) mark.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [mark, wordKey, request]);
}

/**
 * The width the grid may take (its frame's) and the height: what the window leaves below where the grid starts on
 * the page and above the clue bar fixed over the bottom of a phone's screen, so a grid that fits opens whole on
 * screen.
 */
function useAvailableSize(frame: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 360, height: 480 });
  useEffect(() => {
    if (!frame) return;
    const measure = () => {
      const top = frame.getBoundingClientRect().top + window.scrollY;
      const bar = frame.closest('.kk-play')?.querySelector<HTMLElement>('.kk-current');
      const barRoom = bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight + 16 : 0;
      const height = Math.max(MIN_GRID_HEIGHT, Math.min(window.innerHeight - 250, window.innerHeight - top - barRoom));
      setSize({ width: frame.clientWidth, height });
    };
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
