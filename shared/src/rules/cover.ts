// A game's cover when it has no picture (issue 17, "Cards and pages"): drawn from its channel's identity and its
// type. The colour is the channel's accent (channels.colour) or, for a channel without one, a colour derived from
// its id, so every channel keeps one colour everywhere. A kriss-kross shows its grid's shape: which squares are
// cells, never a letter, so a cover gives nothing away.

const HEX = /^#[0-9a-f]{6}$/i;

/** The channel's own colour when it has a valid one, else one derived from its id (stable, never white). */
export function coverColour(channelId: string, colour: string | null | undefined): string {
  if (colour && HEX.test(colour)) return colour.toLowerCase();
  let hash = 2166136261;
  for (const char of channelId) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hslHex(hash % 360, 0.55, 0.42);
}

function hslHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60);
  const channels: [number, number, number][] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r, g, b] = channels[sector] ?? [chroma, 0, x];
  return `#${[r, g, b].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** The largest grid drawn on a cover; a bigger one is drawn as an illustration instead. */
export const COVER_GRID_MAX = 24;

interface GridShape {
  rows: number;
  cols: number;
  cells: readonly { row: number; col: number }[];
}

/**
 * A grid's shape as rows of '#' (a cell) and '.' (no cell), trimmed to the cells; null when there is no grid or
 * it is larger than a cover can show.
 */
export function coverGrid(layout: GridShape | null | undefined): string[] | null {
  if (!layout || layout.cells.length === 0) return null;
  const rows = layout.cells.map((c) => c.row);
  const cols = layout.cells.map((c) => c.col);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  const height = Math.max(...rows) - top + 1;
  const width = Math.max(...cols) - left + 1;
  if (height > COVER_GRID_MAX || width > COVER_GRID_MAX) return null;
  const mask = Array.from({ length: height }, () => Array<string>(width).fill('.'));
  for (const cell of layout.cells) {
    const line = mask[cell.row - top];
    if (line) line[cell.col - left] = '#';
  }
  return mask.map((line) => line.join(''));
}
