import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@plw/protocol/api';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type E2eBrowser, launchBrowser } from '../support/e2e-browser.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { Cell, Placement } from '../support/krisskross-grid.ts';

// What the krisskross test files share: the server they start, its clients and the helpers they call.

export interface DemoGame {
  id: string;
  name: string;
  questions: { question_id: string; question: string; answer: string }[];
  placements: Placement[];
  letters: Map<string, string>;
}

export const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist/assets');

export let server: TestServer;

export let browser: E2eBrowser;

export const games = new Map<string, DemoGame>();

export const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function game(language: string): DemoGame {
  const found = games.get(language);
  if (!found) throw new Error(`no demo kriss-kross game in ${language}`);
  return found;
}

export function cellsOf(placement: Placement): string[] {
  return Array.from({ length: placement.length }, (_, i) =>
    placement.direction === 'Across' ? `${placement.row},${placement.col + i}` : `${placement.row + i},${placement.col}`,
  );
}

export async function openGame(page: Page, id: string): Promise<void> {
  await page.goto(`${server.url}/game/krisskross/${id}`);
  await page.locator('canvas.kk-canvas').waitFor();
  await page.getByRole('grid').waitFor({ state: 'attached' });
}

/** Every cell of the accessible grid mirror: "row,col" to the letter it shows. */
export async function mirror(page: Page): Promise<Map<string, string>> {
  const cells = await page.locator('[role="gridcell"]').evaluateAll((nodes) =>
    nodes.map((node) => [`${node.getAttribute('data-row')},${node.getAttribute('data-col')}`, node.textContent ?? '']),
  );
  return new Map(cells as [string, string][]);
}

export interface GlyphMatch {
  key: string;
  letter: string;
  /** Overlap of the cell's ink with the letter drawn alone in the grid's font (1 is the same shape). */
  whole: number;
  /** The same with what a broken grid would show instead: the letter's first character alone, or its marks alone. */
  broken: number;
}

/**
 * Reads the letters off a screenshot of the canvas: each filled cell's ink, cropped to its bounds, against the
 * expected letter and against broken renderings of it, drawn by the same browser in the grid's font.
 */
export async function glyphMatches(
  page: Page,
  cols: number,
  family: string,
  cells: [string, string][],
): Promise<GlyphMatch[]> {
  const png = (await page.locator('canvas.kk-canvas').screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, cols, family, cells }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const size = image.width / cols;
      const shot = document.createElement('canvas');
      shot.width = image.width;
      shot.height = image.height;
      const shotContext = shot.getContext('2d', { willReadFrequently: true });
      if (!shotContext) return [];
      shotContext.drawImage(image, 0, 0);
      const N = 24;
      const inset = Math.ceil(size * 0.1);
      // Clue numbers sit in the top corner: left out of every comparison alike.
      const corner = size * 0.34;
      const inkOf = (context: CanvasRenderingContext2D, left: number, top: number) => {
        const side = Math.floor(size);
        const { data } = context.getImageData(left, top, side, side);
        const ink = (x: number, y: number) => {
          const edge = x < inset || y < inset || x >= side - inset || y >= side - inset;
          if (edge || (x < corner && y < corner)) return false;
          const i = (y * side + x) * 4;
          const luminance = 0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
          return (data[i + 3] ?? 0) > 128 && luminance < 110;
        };
        let [x0, y0, x1, y1] = [side, side, -1, -1];
        for (let y = 0; y < side; y++) {
          for (let x = 0; x < side; x++) {
            if (!ink(x, y)) continue;
            [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
          }
        }
        const mask = new Uint8Array(N * N);
        if (x1 < 0) return mask;
        for (let j = 0; j < N; j++) {
          for (let i = 0; i < N; i++) {
            const x = x0 + Math.floor(((i + 0.5) * (x1 - x0 + 1)) / N);
            const y = y0 + Math.floor(((j + 0.5) * (y1 - y0 + 1)) / N);
            mask[j * N + i] = ink(x, y) ? 1 : 0;
          }
        }
        return mask;
      };
      const overlap = (a: Uint8Array, b: Uint8Array) => {
        let both = 0;
        let either = 0;
        for (let i = 0; i < a.length; i++) {
          both += (a[i] ?? 0) & (b[i] ?? 0);
          either += (a[i] ?? 0) | (b[i] ?? 0);
        }
        return either === 0 ? 0 : both / either;
      };
      const drawn = (text: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = Math.floor(size);
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return new Uint8Array(N * N);
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.font = `700 ${Math.round(size * 0.54)}px "${family}", "Noto Sans", sans-serif`;
        const scale = Math.min(1, (size * 0.76) / Math.max(1, context.measureText(text).width));
        context.translate(size / 2, size * 0.55);
        context.scale(scale, scale);
        context.fillStyle = '#000';
        context.textAlign = 'center';
        context.textBaseline = 'middle';
        context.fillText(text, 0, 0);
        return inkOf(context, 0, 0);
      };
      return cells.map(([key, letter]) => {
        const [row = 0, col = 0] = key.split(',').map(Number);
        const ink = inkOf(shotContext, Math.round(col * size), Math.round(row * size));
        const characters = [...letter];
        const first = characters[0] ?? letter;
        const marks = characters.filter((c) => /\p{M}/u.test(c)).join('');
        const broken = [first, ...(marks ? [`\u25CC${marks}`] : [])].filter((text) => text !== letter);
        return {
          key,
          letter,
          whole: overlap(ink, drawn(letter)),
          broken: Math.max(0, ...broken.map((text) => overlap(ink, drawn(text)))),
        };
      });
    },
    { png, cols, family, cells },
  );
}

/** Distinct colours in a screenshot of an element, decoded by the browser itself. */
export async function distinctColours(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return colours.size;
  }, png.toString('base64'));
}

/** The grid canvas's distinct colours, polled by tests until Pixi has drawn it (it draws on its own frames). */
export const drawnColours = (page: Page) => distinctColours(page, 'canvas.kk-canvas');

/** Composes each letter code point by code point, as a phonetic input method does, and commits it. */
export async function composeLetters(page: Page, letters: string[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (const letter of letters) {
    const points = Array.from(letter);
    for (let end = 1; end <= points.length; end += 1) {
      const text = points.slice(0, end).join('');
      await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    }
    await cdp.send('Input.insertText', { text: letter });
  }
  await cdp.detach();
}

/**
 * Selects a clue in the list and types its whole word from its first square (a clue opens its word there; letters
 * crossings already put in are typed over): on the keyboard key by key, with insertText for the whole word or letter
 * by letter (as an input method commits), or composed through an input method.
 */
export async function typeWord(
  page: Page,
  demo: DemoGame,
  placement: Placement,
  mode: 'keys' | 'word' | 'grapheme' | 'ime',
) {
  const question = demo.questions.find((q) => q.question_id === placement.question_id);
  if (!question) throw new Error('clue missing');
  await page.getByRole('button', { name: question.question }).click();
  const letters = cellsOf(placement).map((key) => demo.letters.get(key) ?? '');
  if (mode === 'keys') await page.keyboard.type(letters.join(''));
  else if (mode === 'word') await page.keyboard.insertText(letters.join(''));
  else if (mode === 'ime') await composeLetters(page, letters);
  else for (const letter of letters) await page.keyboard.insertText(letter);
}

export async function submitAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByTestId('kk-result').waitFor();
}

/** A browser launched by a test in place of the one each test starts with; afterEach closes it. */
export function replaceBrowser(next: E2eBrowser) {
  browser = next;
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useKrissKrossBrowser() {
  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    server = await startTestServer({ serveClient: true });
    // The demo creator can see the solved grids: the test's answer key.
    const owner = await creator(server.url);
    const list = await owner.request<{
      games: { game_id: string; type: string; language: string; game_name: string; publishing_time: string | null }[];
    }>('GET', api.channelGames.path);
    // One puzzle per language that is open today (the demo releases a puzzle a day for the coming week).
    const open = list.body.games.filter((g) => g.type === 'Kriss_kross_puzzle' && Date.parse(g.publishing_time ?? '') <= Date.now());
    for (const game of open) {
      if (games.has(game.language)) continue;
      const demo = await owner.request<{
        questions: DemoGame['questions'];
        grid: { cells: Cell[]; placements: Placement[] };
      }>('GET', api.krissKrossPlayDemoQuestions.path.replace(':id', game.game_id));
      games.set(game.language, {
        id: game.game_id,
        name: game.game_name,
        questions: demo.body.questions,
        placements: demo.body.grid.placements,
        letters: new Map(demo.body.grid.cells.map((cell) => [`${cell.row},${cell.col}`, cell.letter])),
      });
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await browser?.close();
  });
}
