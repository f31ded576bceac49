// Before Pixi builds anything: its shader and uniform code without eval, which the page's policy forbids.
import 'pixi.js/unsafe-eval';
import { Application, extend } from '@pixi/react';
import 'pixi.js/accessibility';
import {
  AccessibilitySystem,
  CanvasTextMetrics,
  Container,
  extensions,
  Graphics,
  type Application as PixiApplication,
  Text,
  TextStyle,
} from 'pixi.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GRID_FONT_WEIGHT } from './grid-fonts.ts';
import { cellOrigin, numberSizeFor } from './grid-geometry.ts';
import { type GridModel, keyOf } from './grid-model.ts';
import type { CellTone, GridPalette } from './grid-palette.ts';

// The grid drawn with Pixi: a rounded tile per cell in its tone, the clue numbers in the start corner, and the
// letters. Sharp at any pixel density (drawn at devicePixelRatio), and redrawn at each size, never scaled up.

extend({ Container, Graphics, Text });

// The grid's accessible form is our own DOM (the clue list, the grid mirror, the input). Pixi's layer, switched on by
// Tab, and the "enable accessibility" button it adds on phones would only get in the way: registered by the import
// above (once, before Pixi loads the rest of its browser extensions), then taken out.
extensions.remove(AccessibilitySystem);

export interface GridCanvasProps {
  model: GridModel;
  rtl: boolean;
  /** The side of a cell in CSS pixels. */
  cellSize: number;
  /** What each cell shows, ready for display. */
  letters: ReadonlyMap<string, string>;
  tones: ReadonlyMap<string, CellTone>;
  palette: GridPalette;
  fontFamilies: string[];
  /** Scripts with marks above and below their letters get a smaller letter, so nothing is cut off. */
  tallScript: boolean;
}

export function GridCanvas(props: GridCanvasProps) {
  const { model, rtl, cellSize, letters, tones, palette, fontFamilies, tallScript } = props;
  const resolution = useDevicePixelRatio();
  const [pixi, setPixi] = useState<{ app: PixiApplication; resolution: number } | null>(null);
  const width = model.cols * cellSize;
  const height = model.rows * cellSize;
  const app = pixi?.resolution === resolution ? pixi.app : null;

  useEffect(() => {
    app?.renderer.resize(width, height);
  }, [app, width, height]);

  const onInit = useCallback((created: PixiApplication) => setPixi({ app: created, resolution }), [resolution]);

  const drawCells = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      const inset = Math.max(1, Math.round(cellSize * 0.04));
      const radius = Math.max(2, cellSize * 0.14);
      for (const cell of model.cells) {
        const { x, y } = cellOrigin(model, cell, cellSize, rtl);
        const tone = tones.get(keyOf(cell)) ?? 'plain';
        const cursor = tone === 'cursor';
        graphics
          .roundRect(x + inset, y + inset, cellSize - 2 * inset, cellSize - 2 * inset, radius)
          .fill(palette.tones[tone])
          .stroke({ width: cursor ? 2.5 : 1, color: cursor ? palette.cursorBorder : palette.border, alignment: 1 });
      }
    },
    [model, cellSize, rtl, tones, palette],
  );

  const letterStyle = useMemo(
    () =>
      new TextStyle({
        fontFamily: fontFamilies,
        fontWeight: GRID_FONT_WEIGHT,
        fontSize: Math.round(cellSize * (tallScript ? 0.54 : 0.58)),
        fill: palette.letter,
        // Vowel signs and conjuncts reach past the usual ascent and descent: room for them in the texture.
        padding: Math.round(cellSize * 0.2),
      }),
    [fontFamilies, cellSize, tallScript, palette.letter],
  );
  const numberStyle = useMemo(
    () =>
      new TextStyle({
        fontFamily: ['Noto Sans', 'sans-serif'],
        fontWeight: GRID_FONT_WEIGHT,
        fontSize: numberSizeFor(cellSize),
        fill: palette.number,
      }),
    [cellSize, palette.number],
  );

  // A long conjunct is shrunk to fit its cell rather than spill into the next.
  const fitScale = useMemo(() => {
    const room = cellSize * 0.76;
    const scales = new Map<string, number>();
    return (letter: string) => {
      let scale = scales.get(letter);
      if (scale === undefined) {
        scale = Math.min(1, room / Math.max(1, CanvasTextMetrics.measureText(letter, letterStyle).width));
        scales.set(letter, scale);
      }
      return scale;
    };
  }, [cellSize, letterStyle]);

  const pad = Math.max(2, Math.round(cellSize * 0.08));

  return (
    <Application
      key={resolution}
      className="kk-canvas"
      width={width}
      height={height}
      resolution={resolution}
      autoDensity
      antialias
      backgroundAlpha={0}
      onInit={onInit}
    >
      <pixiGraphics draw={drawCells} />
      {[...model.numbers].map(([key, number]) => {
        const [row = 0, col = 0] = key.split(',').map(Number);
        const { x, y } = cellOrigin(model, { row, col }, cellSize, rtl);
        return (
          <pixiText
            key={`n${key}`}
            text={String(number)}
            style={numberStyle}
            anchor={{ x: rtl ? 1 : 0, y: 0 }}
            x={rtl ? x + cellSize - pad : x + pad}
            y={y + pad * 0.6}
          />
        );
      })}
      {model.cells.map((cell) => {
        const key = keyOf(cell);
        const letter = letters.get(key);
        if (!letter) return null;
        const { x, y } = cellOrigin(model, cell, cellSize, rtl);
        return (
          <pixiText
            key={`l${key}`}
            text={letter}
            style={letterStyle}
            anchor={0.5}
            scale={fitScale(letter)}
            x={x + cellSize / 2}
            y={y + cellSize * 0.58}
          />
        );
      })}
    </Application>
  );
}

/** The screen's pixel density, followed as the window moves between screens or the page is zoomed. */
function useDevicePixelRatio(): number {
  const [ratio, setRatio] = useState(() => window.devicePixelRatio || 1);
  useEffect(() => {
    const media = matchMedia(`(resolution: ${ratio}dppx)`);
    const update = () => setRatio(window.devicePixelRatio || 1);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [ratio]);
  return ratio;
}
