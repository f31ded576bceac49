import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../support/e2e-browser.ts';
import { createGame } from '../support/fixtures.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the grid-phone test files share: the server they start, its clients and the helpers they call.

/** The smallest cell zooming out reaches (grid-geometry's MIN_ZOOM_CELL). */
export const SMALLEST_CELL = 16;

// The kriss-kross grid on a phone, in real Chromium at 390 and 360 px: a 15-word puzzle opens with cells of 32 px
// at least (measured on the canvas) and clue numbers of 10 px, pans and zooms (buttons, keyboard, two fingers, a
// drag), a clue tapped in the list brings its word into view, the clue being played sits at the bottom of the
// screen, and a whole word typed into a clue whose squares crossings already fill lands letter for letter
// (a crossing at its start, in its middle and at its end) in English, Arabic and Malayalam.

export interface Placement {
  question_id: string;
  row: number;
  col: number;
  direction: 'Across' | 'Down';
  length: number;
}

export interface Puzzle {
  id: string;
  cols: number;
  rows: number;
  questions: { question_id: string; question: string; answer: string }[];
  placements: Placement[];
  letters: Map<string, string>;
}

export const SHOTS = `${SHOTS_DIR}/grid-phone`;

export const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/krisskross');

export const UI_LANGUAGE: Partial<Record<Language, string>> = { English: 'en', Arabic: 'ar', Malayalam: 'ml' };

export let server: TestServer;

export let browser: E2eBrowser | undefined;

export const puzzles = new Map<Language, Puzzle>();

export const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A 15-word game in a language, from the benchmark's word lists (eight Across, seven Down), with its answer key. */
export async function fifteenWordGame(language: Language): Promise<Puzzle> {
  const owner = await creator(server.url);
  const me = (await owner.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  const entries = JSON.parse(await readFile(path.join(fixtures, `${language.toLowerCase()}.json`), 'utf8')) as {
    clue: string;
    answer: string;
    direction: 'Across' | 'Down';
  }[];
  // The longest words, so that crossings fall at the start, in the middle and at the end of words.
  const letters = (answer: string) => [...segmenter.segment(answer)].length;
  const longest = [...entries].sort((a, b) => letters(b.answer) - letters(a.answer));
  const across = longest.filter((entry) => entry.direction === 'Across').slice(0, 8);
  const down = longest.filter((entry) => entry.direction === 'Down').slice(0, 7);
  const gameId = await createGame(server.app.db, me.creator.channel_id, {
    type: 'Kriss_kross_puzzle',
    krisskross: [...across, ...down].map((entry) => ({ ...entry, question: entry.clue })),
  });
  await server.app.db.updateTable('games').set({ language }).where('id', '=', gameId).execute();
  const demo = await owner.request<{
    questions: Puzzle['questions'];
    grid: {
      rows: number;
      cols: number;
      cells: { row: number; col: number; letter: string }[];
      placements: Placement[];
    };
  }>('GET', api.krissKrossPlayDemoQuestions.path.replace(':id', gameId));
  return {
    id: gameId,
    rows: demo.body.grid.rows,
    cols: demo.body.grid.cols,
    questions: demo.body.questions,
    placements: demo.body.grid.placements,
    letters: new Map(demo.body.grid.cells.map((cell) => [`${cell.row},${cell.col}`, cell.letter])),
  };
}

export function puzzle(language: Language): Puzzle {
  const found = puzzles.get(language);
  if (!found) throw new Error(`no game in ${language}`);
  return found;
}

export function cellsOf(placement: Placement): string[] {
  return Array.from({ length: placement.length }, (_, i) =>
    placement.direction === 'Across' ? `${placement.row},${placement.col + i}` : `${placement.row + i},${placement.col}`,
  );
}

export async function openOnPhone(language: Language, width = 390): Promise<Page> {
  browser = await launchBrowser({ viewport: { width, height: 844 } });
  const { page } = browser;
  await page.goto(`${server.url}/home`);
  await page.evaluate((ui) => localStorage.setItem('plw.language', ui), UI_LANGUAGE[language] ?? 'en');
  await page.goto(`${server.url}/game/krisskross/${puzzle(language).id}`);
  await page.locator('canvas.kk-canvas').waitFor();
  await page.getByRole('grid').waitFor({ state: 'attached' });
  return page;
}

/** The grid as drawn: its cell size from the canvas's width and its columns, and the board's own figures. */
export async function measure(page: Page) {
  const board = page.locator('.kk-board');
  const canvas = await page.locator('canvas.kk-canvas').boundingBox();
  const number = (name: string) => board.getAttribute(name).then(Number);
  const cols = await number('data-cols');
  return {
    drawn: (canvas?.width ?? 0) / cols,
    cellSize: await number('data-cell-size'),
    numberSize: await number('data-number-size'),
    min: await number('data-zoom-min'),
    max: await number('data-zoom-max'),
  };
}

export async function mirror(page: Page): Promise<Map<string, string>> {
  const cells = await page.locator('[role="gridcell"]').evaluateAll((nodes) =>
    nodes.map((node) => [`${node.getAttribute('data-row')},${node.getAttribute('data-col')}`, node.textContent ?? '']),
  );
  return new Map(cells as [string, string][]);
}

export async function selectClue(page: Page, game: Puzzle, placement: Placement) {
  const question = game.questions.find((q) => q.question_id === placement.question_id)?.question;
  if (!question) throw new Error('clue missing');
  await page.locator('.kk-clue__button').filter({ hasText: question }).first().click();
}

/** Waits for the canvas to be drawn at the board's cell size (the board re-renders first, then the canvas). */
export async function drawnAt(page: Page, cellSize: number) {
  await page.waitForFunction(
    (size) => {
      const board = document.querySelector<HTMLElement>('.kk-board');
      const canvas = document.querySelector('canvas.kk-canvas');
      const cols = Number(board?.dataset.cols);
      return canvas && Math.abs(canvas.getBoundingClientRect().width - cols * size) < 1;
    },
    cellSize,
  );
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useGridPhone() {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    server = await startTestServer({ serveClient: true });
    for (const language of ['English', 'Arabic', 'Malayalam'] as const) {
      puzzles.set(language, await fifteenWordGame(language));
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
}
