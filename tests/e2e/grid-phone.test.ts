import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser } from '../support/e2e-browser.ts';
import { canvasAtRest } from '../support/e2e-waits.ts';
import { createGame } from '../support/fixtures.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The smallest cell zooming out reaches (grid-geometry's MIN_ZOOM_CELL). */
const SMALLEST_CELL = 16;

// The kriss-kross grid on a phone, in real Chromium at 390 and 360 px: a 15-word puzzle opens with cells of 32 px
// at least (measured on the canvas) and clue numbers of 10 px, pans and zooms (buttons, keyboard, two fingers, a
// drag), a clue tapped in the list brings its word into view, the clue being played sits at the bottom of the
// screen, and a whole word typed into a clue whose squares crossings already fill lands letter for letter
// (a crossing at its start, in its middle and at its end) in English, Arabic and Malayalam.

interface Placement {
  question_id: string;
  row: number;
  col: number;
  direction: 'Across' | 'Down';
  length: number;
}
interface Puzzle {
  id: string;
  cols: number;
  rows: number;
  questions: { question_id: string; question: string; answer: string }[];
  placements: Placement[];
  letters: Map<string, string>;
}

const SHOTS = '/tmp/shots-s3';
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/krisskross');
const UI_LANGUAGE: Partial<Record<Language, string>> = { English: 'en', Arabic: 'ar', Malayalam: 'ml' };

let server: TestServer;
let browser: E2eBrowser | undefined;
const puzzles = new Map<Language, Puzzle>();
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A 15-word game in a language, from the benchmark's word lists (eight Across, seven Down), with its answer key. */
async function fifteenWordGame(language: Language): Promise<Puzzle> {
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

function puzzle(language: Language): Puzzle {
  const found = puzzles.get(language);
  if (!found) throw new Error(`no game in ${language}`);
  return found;
}

function cellsOf(placement: Placement): string[] {
  return Array.from({ length: placement.length }, (_, i) =>
    placement.direction === 'Across' ? `${placement.row},${placement.col + i}` : `${placement.row + i},${placement.col}`,
  );
}

async function openOnPhone(language: Language, width = 390): Promise<Page> {
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
async function measure(page: Page) {
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

async function mirror(page: Page): Promise<Map<string, string>> {
  const cells = await page.locator('[role="gridcell"]').evaluateAll((nodes) =>
    nodes.map((node) => [`${node.getAttribute('data-row')},${node.getAttribute('data-col')}`, node.textContent ?? '']),
  );
  return new Map(cells as [string, string][]);
}

async function selectClue(page: Page, game: Puzzle, placement: Placement) {
  const question = game.questions.find((q) => q.question_id === placement.question_id)?.question;
  if (!question) throw new Error('clue missing');
  await page.locator('.kk-clue__button').filter({ hasText: question }).first().click();
}

/** Waits for the canvas to be drawn at the board's cell size (the board re-renders first, then the canvas). */
async function drawnAt(page: Page, cellSize: number) {
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

// Each test opens its own phone and draws the grid several times: a budget for a slow, shared machine.
describe('the kriss-kross grid on a phone', { timeout: 180_000 }, () => {
  it.each([390, 360])('opens a 15-word grid at %i px with cells of 32 px at least and numbers of 10 px', async (width) => {
    const page = await openOnPhone('English', width);
    const figures = await measure(page);
    expect(figures.cellSize).toBeGreaterThanOrEqual(32);
    expect(figures.drawn).toBeGreaterThanOrEqual(32);
    expect(Math.abs(figures.drawn - figures.cellSize)).toBeLessThan(0.5);
    expect(figures.numberSize).toBeGreaterThanOrEqual(10);
    // The page never scrolls sideways: a grid wider than the phone pans in its frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const frame = await page.locator('.kk-board__scroll').evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
    }));
    if (puzzle('English').cols * 32 > width) expect(frame.scroll).toBeGreaterThan(frame.client);
    expect(browser?.pageErrors).toEqual([]);
  });

  it('zooms with its buttons (a pointer or the keyboard), as far as its bounds, and pans by a drag', async () => {
    const page = await openOnPhone('English');
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const start = await measure(page);

    // A drag pans the frame (towards where it has room) and selects nothing.
    const scroller = page.locator('.kk-board__scroll');
    const scrolled = () => scroller.evaluate((node) => ({ left: node.scrollLeft, top: node.scrollTop }));
    const before = await scrolled();
    const selected = await page.locator('[role="gridcell"][aria-selected="true"]').getAttribute('data-col');
    const box = await scroller.boundingBox();
    if (!box) throw new Error('no frame');
    const at = { x: box.x + box.width / 2, y: Math.max(box.y, 0) + 80 };
    const dx = before.left > 0 ? 120 : -120;
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + dx, at.y, { steps: 6 });
    await page.mouse.up();
    const after = expect.poll(async () => (await scrolled()).left);
    if (dx > 0) await after.toBeLessThan(before.left);
    else await after.toBeGreaterThan(before.left);
    expect(await page.locator('[role="gridcell"][aria-selected="true"]').getAttribute('data-col')).toBe(selected);

    // Each press redraws the grid: the figures are read once the board has taken the new size.
    const cellSize = () => expect.poll(async () => (await measure(page)).cellSize);
    await zoomIn.click();
    await cellSize().toBeGreaterThan(start.cellSize);
    const bigger = (await measure(page)).cellSize;
    await drawnAt(page, bigger);

    // From the keyboard: the buttons are reached with Tab and pressed with Enter or Space.
    await zoomOut.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await cellSize().toBeLessThan(bigger);

    for (let i = 0; i < 12 && (await zoomOut.isEnabled()); i++) await zoomOut.click();
    await cellSize().toBe(start.min);
    expect(await zoomOut.isDisabled()).toBe(true);
    await drawnAt(page, start.min);
    // Zoomed out to its bound, the whole grid shows in its frame, unless its cells reached the smallest size
    // (16 px, still tappable): a grid wider than that pans even then.
    const overflow = () => page.locator('.kk-board__scroll').evaluate((node) => node.scrollWidth - node.clientWidth);
    if (start.min > SMALLEST_CELL) await expect.poll(overflow).toBeLessThanOrEqual(0);
    else expect(start.min).toBe(SMALLEST_CELL);

    for (let i = 0; i < 20 && (await zoomIn.isEnabled()); i++) await zoomIn.click();
    await cellSize().toBe(start.max);
    await drawnAt(page, start.max);

    expect(browser?.pageErrors).toEqual([]);
  });

  it('zooms in when two fingers spread on the grid', async () => {
    const page = await openOnPhone('English');
    const start = (await measure(page)).cellSize;
    const box = await page.locator('.kk-board__scroll').boundingBox();
    if (!box) throw new Error('no frame');
    const cdp = await page.context().newCDPSession(page);
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 150);
    const fingers = (spread: number) => [
      { x: x - spread, y, id: 1 },
      { x: x + spread, y, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (const spread of [40, 50, 60, 70]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await page.waitForFunction((size) => Number(document.querySelector<HTMLElement>('.kk-board')?.dataset.cellSize) > size, start);
    expect((await measure(page)).cellSize).toBeGreaterThan(start);
  });

  it('brings a clue tapped in the list into view, in the grid\'s frame and on the screen, and shows the clue at the bottom', async () => {
    const page = await openOnPhone('English');
    const game = puzzle('English');
    // The word that reaches furthest from the grid's start corner, and the clue list scrolled to.
    const far = [...game.placements].sort((a, b) => b.col + b.row - (a.col + a.row))[0];
    if (!far) throw new Error('no words');
    const question = game.questions.find((q) => q.question_id === far.question_id)?.question ?? '';
    const clue = page.locator('.kk-clue__button').filter({ hasText: question }).first();
    await clue.scrollIntoViewIfNeeded();
    await clue.click();

    const word = await page.locator('.kk-board__word').boundingBox();
    const frame = await page.locator('.kk-board__scroll').boundingBox();
    const bar = await page.getByTestId('current-clue').boundingBox();
    if (!word || !frame || !bar) throw new Error('nothing to measure');
    const viewport = { width: 390, height: 844 };
    // The word's first square is on screen, inside the frame and above the clue bar.
    expect(word.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(word.y).toBeGreaterThanOrEqual(Math.max(0, frame.y - 1));
    expect(Math.min(word.x + 36, viewport.width)).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(word.y + 36).toBeLessThanOrEqual(bar.y + 1);
    expect(await page.getByTestId('current-clue').textContent()).toContain(question);
    // The bar sits at the bottom of the screen (there is no on-screen keyboard here to lift it).
    expect(viewport.height - (bar.y + bar.height)).toBeLessThanOrEqual(24);
    expect(await page.getByTestId('current-clue').evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
  });

  /** For each place a crossing can take in a word, a word and the crossing word sharing that square. */
  function crossingsOf(game: Puzzle) {
    const found = new Map<'start' | 'middle' | 'end', { word: Placement; crossing: Placement }>();
    for (const word of game.placements) {
      const cells = cellsOf(word);
      for (const crossing of game.placements) {
        if (crossing.direction === word.direction) continue;
        const index = cells.findIndex((key) => cellsOf(crossing).includes(key));
        if (index === -1) continue;
        const where = index === 0 ? 'start' : index === cells.length - 1 ? 'end' : 'middle';
        if (!found.has(where)) found.set(where, { word, crossing });
      }
    }
    return found;
  }

  it.each(['English', 'Arabic', 'Malayalam'] as const)(
    'types a whole %s word over a crossing at its start, middle and end without shifting it',
    async (language) => {
      const page = await openOnPhone(language);
      const game = puzzle(language);
      const lettersOf = (placement: Placement) => cellsOf(placement).map((key) => game.letters.get(key) ?? '');
      const type = async (placement: Placement) => {
        await selectClue(page, game, placement);
        const letters = lettersOf(placement);
        if (language === 'English') await page.keyboard.type(letters.join('').toLowerCase());
        else if (language === 'Arabic') await page.keyboard.insertText(letters.join(''));
        else for (const letter of letters) await page.keyboard.insertText(letter);
      };
      const crossings = crossingsOf(game);
      expect([...crossings.keys()].sort()).toEqual(['end', 'middle', 'start']);
      for (const [where, { word, crossing }] of crossings) {
        await type(crossing);
        // The crossing now fills a square of the word: its first, one in its middle, or its last.
        const index = { start: 0, middle: 1, end: word.length - 1 }[where];
        if (where !== 'middle') expect((await mirror(page)).get(cellsOf(word)[index] ?? '')).not.toBe('');
        await type(word);
        const shown = await mirror(page);
        const upper = (text: string | undefined) => (text ?? '').toLocaleUpperCase();
        expect(cellsOf(word).map((key) => upper(shown.get(key))), `${where} ${language}`).toEqual(
          lettersOf(word).map(upper),
        );
        expect(cellsOf(crossing).map((key) => upper(shown.get(key)))).toEqual(lettersOf(crossing).map(upper));
        for (const key of cellsOf(word)) expect([...segmenter.segment(shown.get(key) ?? '')]).toHaveLength(1);
      }
      // Pixi has drawn the last letters typed.
      await canvasAtRest(page.locator('canvas.kk-canvas'));
      await page.screenshot({ path: path.join(SHOTS, `grid-phone-${UI_LANGUAGE[language]}.png`) });
      await page.screenshot({ path: path.join(SHOTS, `grid-phone-${UI_LANGUAGE[language]}-full.png`), fullPage: true });
      expect(browser?.pageErrors).toEqual([]);
    },
  );
});
