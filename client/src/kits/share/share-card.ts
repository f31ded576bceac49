import { type Language, LANGUAGES } from '@plw/shared/constants';
import { LATIN_FONT, loadScriptFont, SCRIPT_FONTS } from '../../ui/fonts.ts';

// The share card: a square PNG of a daily result, spoiler-free. A kriss-kross card shows the grid's shape with each
// square's colour (solved, revealed, unsolved), never a letter; a quiz card shows right or wrong per question, never
// an answer. Its words are the player's language and script, drawn with the app's own web fonts (loaded first), so
// Arabic joins and Malayalam conjuncts shape as on the page.

export type GridSquare = 'solved' | 'revealed' | 'unsolved' | 'blank';

export type ShareMarks =
  | { kind: 'grid'; rows: readonly (readonly GridSquare[])[]; mirrored: boolean }
  | { kind: 'quiz'; answers: readonly boolean[] };

export interface ShareCard {
  /** The game's name, in its own language. */
  title: string;
  gameLanguage: Language;
  /** The UI's locale code ('ml'), which the other lines are in. */
  locale: string;
  dir: 'ltr' | 'rtl';
  marks: ShareMarks;
  /** The result and the streak, e.g. "2/3 right", "Streak: 1 day". */
  lines: readonly string[];
  /** The brand and where to play, at the foot. */
  footer: string;
}

const SIZE = 1080;
const PAD = 72;
const COLOURS = {
  background: '#0f3d3a',
  panel: '#ffffff',
  text: '#10201f',
  muted: '#4b5b5a',
  solved: '#16a34a',
  revealed: '#eab308',
  unsolved: '#dde3e2',
  right: '#16a34a',
  wrong: '#dc2626',
  footer: '#e6f4f1',
};

const fontStack = () => [LATIN_FONT, ...new Set(Object.values(SCRIPT_FONTS).map((f) => f.family))]
  .map((family) => `"${family}"`)
  .concat('sans-serif')
  .join(', ');

/** Draws the card and answers it as a PNG file, once its fonts are loaded. */
export async function shareCardFile(card: ShareCard, name: string): Promise<File> {
  const uiLanguage = LANGUAGES.find((language) => language.code === card.locale.split('-')[0])?.name ?? 'English';
  await Promise.all([loadScriptFont('English'), loadScriptFont(card.gameLanguage), loadScriptFont(uiLanguage)]);
  await document.fonts.ready;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  drawShareCard(ctx, card);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the card could not be encoded');
  return new File([blob], name, { type: 'image/png' });
}

export function drawShareCard(ctx: CanvasRenderingContext2D, card: ShareCard): void {
  const fonts = fontStack();
  const rtl = card.dir === 'rtl';
  ctx.fillStyle = COLOURS.background;
  ctx.fillRect(0, 0, SIZE, SIZE);
  ctx.fillStyle = COLOURS.panel;
  roundRect(ctx, PAD / 2, PAD / 2, SIZE - PAD, SIZE - PAD * 2.2, 40);
  ctx.fill();

  // The title, up to two lines, from the start of the line in the game's direction.
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = COLOURS.text;
  ctx.font = `700 60px ${fonts}`;
  const titleLines = wrap(ctx, card.title, SIZE - PAD * 3).slice(0, 2);
  let y = PAD + 90;
  for (const line of titleLines) {
    ctx.fillText(line, SIZE / 2, y);
    y += 78;
  }

  const marksTop = y + 10;
  const linesHeight = card.lines.length * 64;
  const marksBottom = SIZE - PAD * 2.2 - linesHeight - 50;
  if (card.marks.kind === 'grid') drawGrid(ctx, card.marks, marksTop, marksBottom);
  else drawQuiz(ctx, card.marks.answers, marksTop, marksBottom, rtl);

  ctx.font = `700 48px ${fonts}`;
  ctx.fillStyle = COLOURS.text;
  let lineY = marksBottom + 80;
  for (const line of card.lines) {
    ctx.fillText(line, SIZE / 2, lineY);
    lineY += 64;
    ctx.font = `400 44px ${fonts}`;
    ctx.fillStyle = COLOURS.muted;
  }

  ctx.font = `700 36px ${fonts}`;
  ctx.fillStyle = COLOURS.footer;
  ctx.fillText(card.footer, SIZE / 2, SIZE - PAD * 0.9);
}

function drawGrid(
  ctx: CanvasRenderingContext2D,
  { rows, mirrored }: Extract<ShareMarks, { kind: 'grid' }>,
  top: number,
  bottom: number,
) {
  const cols = Math.max(1, ...rows.map((row) => row.length));
  const height = bottom - top;
  const width = SIZE - PAD * 3;
  const cell = Math.min(96, Math.floor(Math.min(width / cols, height / Math.max(1, rows.length))));
  const gap = Math.max(2, Math.round(cell * 0.1));
  const left = (SIZE - cols * cell) / 2;
  const start = top + (height - rows.length * cell) / 2;
  rows.forEach((row, r) => {
    row.forEach((square, c) => {
      if (square === 'blank') return;
      // An Arabic grid is drawn as its player saw it: mirrored, columns from the right.
      const col = mirrored ? cols - 1 - c : c;
      ctx.fillStyle = COLOURS[square];
      roundRect(ctx, left + col * cell + gap / 2, start + r * cell + gap / 2, cell - gap, cell - gap, cell * 0.14);
      ctx.fill();
    });
  });
}

function drawQuiz(
  ctx: CanvasRenderingContext2D,
  answers: readonly boolean[],
  top: number,
  bottom: number,
  rtl: boolean,
) {
  const count = Math.max(1, answers.length);
  const perRow = Math.min(count, 5);
  const rows = Math.ceil(count / perRow);
  const size = Math.min(150, Math.floor((SIZE - PAD * 3) / perRow) - 24, Math.floor((bottom - top) / rows) - 24);
  const step = size + 24;
  const start = top + (bottom - top - rows * step) / 2 + 12;
  answers.forEach((right, index) => {
    const row = Math.floor(index / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const first = (SIZE - inRow * step) / 2 + 12;
    // Question 1 comes first in the reader's direction.
    const slot = rtl ? inRow - 1 - (index % perRow) : index % perRow;
    const x = first + slot * step;
    const y = start + row * step;
    ctx.fillStyle = right ? COLOURS.right : COLOURS.wrong;
    roundRect(ctx, x, y, size, size, size * 0.22);
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(6, size * 0.09);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    if (right) {
      ctx.moveTo(x + size * 0.26, y + size * 0.52);
      ctx.lineTo(x + size * 0.43, y + size * 0.68);
      ctx.lineTo(x + size * 0.74, y + size * 0.34);
    } else {
      ctx.moveTo(x + size * 0.3, y + size * 0.3);
      ctx.lineTo(x + size * 0.7, y + size * 0.7);
      ctx.moveTo(x + size * 0.7, y + size * 0.3);
      ctx.lineTo(x + size * 0.3, y + size * 0.7);
    }
    ctx.stroke();
  });
}

/** Splits text into lines that fit `width` at the context's font, at spaces. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
