import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@plw/protocol/api';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { createGame } from '../support/fixtures.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { Cell, Placement } from '../support/krisskross-grid.ts';

// Kriss-kross play in real Chromium: the Pixi grid draws, typing fills words (Latin, and Malayalam through
// insertText as an input method delivers it), progress survives a reload, a submission scores on the server,
// and a game not yet published waits in the waiting room, then opens by itself.

interface DemoGame {
  id: string;
  name: string;
  questions: { question_id: string; question: string; answer: string }[];
  placements: Placement[];
  letters: Map<string, string>;
}

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist/assets');

let server: TestServer;
let browser: E2eBrowser;
const games = new Map<string, DemoGame>();
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

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

function game(language: string): DemoGame {
  const found = games.get(language);
  if (!found) throw new Error(`no demo kriss-kross game in ${language}`);
  return found;
}

function cellsOf(placement: Placement): string[] {
  return Array.from({ length: placement.length }, (_, i) =>
    placement.direction === 'Across' ? `${placement.row},${placement.col + i}` : `${placement.row + i},${placement.col}`,
  );
}

async function openGame(page: Page, id: string): Promise<void> {
  await page.goto(`${server.url}/game/krisskross/${id}`);
  await page.locator('canvas.kk-canvas').waitFor();
  await page.getByRole('grid').waitFor({ state: 'attached' });
}

/** Every cell of the accessible grid mirror: "row,col" to the letter it shows. */
async function mirror(page: Page): Promise<Map<string, string>> {
  const cells = await page.locator('[role="gridcell"]').evaluateAll((nodes) =>
    nodes.map((node) => [`${node.getAttribute('data-row')},${node.getAttribute('data-col')}`, node.textContent ?? '']),
  );
  return new Map(cells as [string, string][]);
}

interface GlyphMatch {
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
async function glyphMatches(
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
async function distinctColours(page: Page, selector: string): Promise<number> {
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
const drawnColours = (page: Page) => distinctColours(page, 'canvas.kk-canvas');

/** Composes each letter code point by code point, as a phonetic input method does, and commits it. */
async function composeLetters(page: Page, letters: string[]): Promise<void> {
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
async function typeWord(
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

async function submitAll(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByTestId('kk-result').waitFor();
}

describe('kriss-kross play', () => {
  it('keeps Pixi and the kriss-kross code off the home page', async () => {
    const { page } = browser;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.waitForLoadState('networkidle');

    // Chunks holding Pixi code, told by what is in them (its Application's options, its renderer, its textures).
    const pixiChunks: string[] = [];
    for (const file of await readdir(assetsDir)) {
      const code = file.endsWith('.js') ? await readFile(path.join(assetsDir, file), 'utf8') : '';
      if (['autoDensity', '_renderer', 'TextureSource'].some((marker) => code.includes(marker))) {
        pixiChunks.push(`/assets/${file}`);
      }
    }
    expect(pixiChunks.length).toBeGreaterThan(3);
    // Nor does the service worker fetch them to fill its cache on a first visit.
    const worker = await readFile(path.join(assetsDir, '../sw.js'), 'utf8');
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => `/${match[1]}`);
    expect(precached.length).toBeGreaterThan(20);
    expect(precached.filter((url) => pixiChunks.includes(url))).toEqual([]);
    expect(requested.filter((url) => pixiChunks.includes(url))).toEqual([]);
    // The scripts' fonts are declared app-wide by unicode-range (ui/fonts.ts): the home page fetches those its
    // text needs, and no game code.
    expect(requested.filter((url) => /krisskross/.test(url))).toEqual([]);
    const html = await (await fetch(`${server.url}/`)).text();
    for (const chunk of pixiChunks) expect(html).not.toContain(chunk);
  });

  it('draws the English grid for a guest, with its clues listed beside it', async () => {
    const { page } = browser;
    const english = game('English');
    await openGame(page, english.id);

    await page.getByRole('heading', { level: 1, name: english.name }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Across' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Down' }).waitFor();
    await page.getByRole('button', { name: /keeps the doctor away \(5\)$/ }).waitFor();
    expect((await mirror(page)).size).toBe(english.letters.size);

    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);
    const box = await page.locator('canvas.kk-canvas').boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    await screenshot(page, 'krisskross-english-desktop');
    expect(browser.pageErrors).toEqual([]);
  });

  it('fills a word typed on the keyboard, and scores every word right once submitted', async () => {
    const { page } = browser;
    const english = game('English');
    await openGame(page, english.id);

    const [first, ...rest] = english.placements;
    if (!first) throw new Error('no words');
    await typeWord(page, english, first, 'keys');
    const shown = await mirror(page);
    expect(cellsOf(first).map((key) => shown.get(key))).toEqual(cellsOf(first).map((key) => english.letters.get(key)));

    for (const placement of rest) await typeWord(page, english, placement, 'keys');
    const full = await mirror(page);
    for (const [key, letter] of english.letters) expect(full.get(key), key).toBe(letter);
    await screenshot(page, 'krisskross-english-filled');

    await submitAll(page);
    const score = await page.getByTestId('result-score').textContent();
    const max = english.placements.length * 5;
    expect(score).toBe(`${max} / ${max}`);
    expect(await page.getByTestId('result-rank').textContent()).toBe('#1');
    expect(await page.getByTestId('result-words').textContent()).toBe(`${english.placements.length} / ${english.placements.length}`);
    const verdicts = await page.locator('[role="gridcell"]').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-verdict')),
    );
    expect(new Set(verdicts)).toEqual(new Set(['right']));
    await screenshot(page, 'krisskross-english-result');

    // Opened again, the finished game shows the same result.
    await page.reload();
    await page.getByTestId('kk-result').waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe(`${max} / ${max}`);

    await page.getByRole('link', { name: 'See the leaderboard' }).click();
    await page.waitForURL((url) => url.pathname === '/game/krisskross/leaderboard');
    const mine = page.locator('tr[aria-current="true"]');
    await mine.waitFor();
    expect(await mine.locator('td').first().textContent()).toBe('1');
    await screenshot(page, 'krisskross-leaderboard');
    expect(browser.pageErrors).toEqual([]);
  });

  it('selects a word by a tap on its cell, and turns to the crossing word on a second tap', async () => {
    const { page } = browser;
    const english = game('English');
    await openGame(page, english.id);
    const across = english.placements.filter((p) => p.direction === 'Across');
    const down = english.placements.filter((p) => p.direction === 'Down');
    const shared = (a: Placement, d: Placement) => cellsOf(a).filter((key) => cellsOf(d).includes(key));
    const crossing = across.flatMap((a) => down.flatMap((d) => shared(a, d).map((key) => ({ a, d, key })))).at(0);
    if (!crossing) throw new Error('the English demo has no crossing');
    const clueOf = (placement: Placement) =>
      english.questions.find((q) => q.question_id === placement.question_id)?.question;
    const cols = Math.max(...[...english.letters.keys()].map((key) => Number(key.split(',')[1]))) + 1;
    const canvas = page.locator('canvas.kk-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const size = box.width / cols;
    const [row = 0, col = 0] = crossing.key.split(',').map(Number);
    const tap = () => canvas.click({ position: { x: (col + 0.5) * size, y: (row + 0.5) * size } });

    await tap();
    const first = await page.locator('.kk-current').textContent();
    await tap();
    const second = await page.locator('.kk-current').textContent();
    const clues = [clueOf(crossing.a), clueOf(crossing.d)];
    expect(clues.some((clue) => clue && first?.includes(clue))).toBe(true);
    expect(clues.some((clue) => clue && second?.includes(clue))).toBe(true);
    expect(second).not.toBe(first);
    // The keyboard goes to the tapped word: the letter lands in the tapped cell.
    const letter = english.letters.get(crossing.key) ?? '';
    await page.keyboard.type(letter.toLowerCase());
    expect((await mirror(page)).get(crossing.key)?.toUpperCase()).toBe(letter.toUpperCase());
  });

  it('keeps typed letters on the server, so a reload resumes them', async () => {
    const { page } = browser;
    const english = game('English');
    await openGame(page, english.id);
    const placement = english.placements[1];
    if (!placement) throw new Error('no second word');
    const question = english.questions.find((q) => q.question_id === placement.question_id);
    await page.getByRole('button', { name: question?.question ?? '' }).click();
    const typed = cellsOf(placement).slice(0, 3);
    await page.keyboard.type(typed.map((key) => english.letters.get(key)).join(''));
    await page.locator('[data-testid="save-status"][data-status="saved"]').waitFor();

    await page.reload();
    await page.locator('canvas.kk-canvas').waitFor();
    const shown = await mirror(page);
    expect(typed.map((key) => shown.get(key))).toEqual(typed.map((key) => english.letters.get(key)));
    expect([...shown.values()].filter(Boolean)).toHaveLength(3);
  });

  it('puts one whole Malayalam letter in each cell, however an input method delivers them', async () => {
    const { page } = browser;
    const malayalam = game('Malayalam');
    await openGame(page, malayalam.id);

    const modes = ['grapheme', 'word', 'ime'] as const;
    for (const [index, placement] of malayalam.placements.entries()) {
      await typeWord(page, malayalam, placement, modes[index % modes.length] ?? 'word');
    }
    const shown = await mirror(page);
    for (const [key, letter] of shown) {
      expect([...segmenter.segment(letter)], `${key} ${letter}`).toHaveLength(1);
      expect(letter, key).not.toMatch(/^\p{M}/u);
      expect(letter, key).toBe(malayalam.letters.get(key));
    }
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);
    // The screenshot itself: every cell shows its whole letter, not a piece of it or a mark on a dotted circle
    // (polled until Pixi has drawn the last letters typed, then every cell checked).
    const cols = Math.max(...[...malayalam.letters.keys()].map((key) => Number(key.split(',')[1]))) + 1;
    const worstMatch = async () => {
      const found = await glyphMatches(page, cols, 'Noto Sans Malayalam', [...malayalam.letters]);
      return found.length === 0 ? 0 : Math.min(...found.map((match) => match.whole));
    };
    await expect.poll(worstMatch, { timeout: 10_000 }).toBeGreaterThanOrEqual(0.55);
    await screenshot(page, 'krisskross-malayalam-desktop');
    const matches = await glyphMatches(page, cols, 'Noto Sans Malayalam', [...malayalam.letters]);
    expect(matches).toHaveLength(malayalam.letters.size);
    for (const match of matches) {
      expect(match.whole, `${match.key} ${match.letter}`).toBeGreaterThanOrEqual(0.55);
      expect(match.whole - match.broken, `${match.key} ${match.letter}`).toBeGreaterThanOrEqual(0.15);
    }

    await submitAll(page);
    const max = malayalam.placements.length * 5;
    expect(await page.getByTestId('result-score').textContent()).toBe(`${max} / ${max}`);
    await screenshot(page, 'krisskross-malayalam-result');
    expect(browser.pageErrors).toEqual([]);
  });

  it('draws the letters again in their font when it arrives only after the grid gave up waiting for it', async () => {
    const { page } = browser;
    const malayalam = game('Malayalam');
    let fontsHeld = 0;
    let letFontsIn = () => {};
    const fontsLet = new Promise<void>((resolve) => (letFontsIn = resolve));
    await page.route(/malayalam.*\.woff2$/, async (route) => {
      fontsHeld++;
      await fontsLet;
      await route.continue();
    });
    await openGame(page, malayalam.id);
    // The grid drew without its font (after waiting for it a while): the letters typed now are drawn in whatever
    // was there (a system font of the same family, on a machine that has one, or nothing readable).
    expect(fontsHeld).toBeGreaterThan(0);
    for (const placement of malayalam.placements) await typeWord(page, malayalam, placement, 'word');
    const firstCanvas = await page.locator('canvas.kk-canvas').elementHandle();

    letFontsIn();
    // The grid draws anew on a new canvas once the page's own face has loaded.
    await expect.poll(() => firstCanvas?.evaluate((canvas) => canvas.isConnected), { timeout: 20_000 }).toBe(false);
    const cols = Math.max(...[...malayalam.letters.keys()].map((key) => Number(key.split(',')[1]))) + 1;
    const worstMatch = async () => {
      const matches = await glyphMatches(page, cols, 'Noto Sans Malayalam', [...malayalam.letters]).catch(() => []);
      return matches.length === 0 ? 0 : Math.min(...matches.map((match) => match.whole));
    };
    await expect.poll(worstMatch, { timeout: 10_000 }).toBeGreaterThanOrEqual(0.55);
    for (const match of await glyphMatches(page, cols, 'Noto Sans Malayalam', [...malayalam.letters])) {
      expect(match.whole, `${match.key} ${match.letter}`).toBeGreaterThanOrEqual(0.55);
    }
    expect(browser.pageErrors).toEqual([]);
  });

  it('draws the Arabic grid mirrored: an Across word is typed from right to left', async () => {
    const { page } = browser;
    const arabic = game('Arabic');
    await openGame(page, arabic.id);
    const across = arabic.placements.find((p) => p.direction === 'Across');
    const question = arabic.questions.find((q) => q.question_id === across?.question_id);
    if (!across || !question) throw new Error('no Across word');
    await page.getByRole('button', { name: question.question }).click();
    // The keyboard's input sits over the cursor cell: it moves left as the word is typed.
    const before = await page.locator('.kk-input').boundingBox();
    await page.keyboard.insertText(arabic.letters.get(cellsOf(across)[0] ?? '') ?? '');
    const after = await page.locator('.kk-input').boundingBox();
    expect(after?.x).toBeLessThan(before?.x ?? 0);
    expect(after?.y).toBe(before?.y);
  });

  it.each(['Arabic', 'Hindi', 'Tamil', 'German'])('solves the %s game to full marks from the keyboard', async (language) => {
    const { page } = browser;
    const demo = game(language);
    await openGame(page, demo.id);
    for (const placement of demo.placements) await typeWord(page, demo, placement, 'word');
    const shown = await mirror(page);
    for (const [key, letter] of demo.letters) expect(shown.get(key)?.toLowerCase(), key).toBe(letter.toLowerCase());
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);
    await screenshot(page, `krisskross-${language.toLowerCase()}-desktop`);

    await submitAll(page);
    const max = demo.placements.length * 5;
    expect(await page.getByTestId('result-score').textContent()).toBe(`${max} / ${max}`);
    expect(browser.pageErrors).toEqual([]);
  });

  it('fits a phone screen', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE });
    const { page } = browser;
    const english = game('English');
    await openGame(page, english.id);
    const first = english.placements[0];
    if (first) await typeWord(page, english, first, 'keys');
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The grid's frame fits the phone; a grid larger than it at 36 px cells pans inside it (grid-phone.test.ts).
    const box = await page.locator('.kk-board__scroll').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'krisskross-english-phone');

    // The Arabic game with the interface in Arabic: the page turns right to left.
    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    const arabic = game('Arabic');
    await openGame(page, arabic.id);
    await page.getByRole('heading', { level: 2, name: 'أفقي' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { level: 2, name: 'عمودي' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Pixi has drawn the Arabic grid.
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);
    await screenshot(page, 'krisskross-arabic-phone');
  });

  it('draws at the screen\'s pixel density, so the grid stays sharp on a high-density phone', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE, deviceScaleFactor: 3 });
    const { page } = browser;
    await openGame(page, game('English').id);
    const canvas = page.locator('canvas.kk-canvas');
    const { backing, css } = await canvas.evaluate((node: HTMLCanvasElement) => ({
      backing: { width: node.width, height: node.height },
      css: { width: node.getBoundingClientRect().width, height: node.getBoundingClientRect().height },
    }));
    expect(backing.width).toBe(Math.round(css.width * 3));
    expect(backing.height).toBe(Math.round(css.height * 3));
    await expect.poll(() => drawnColours(page)).toBeGreaterThan(8);
    await screenshot(page, 'krisskross-english-phone-3x');
  });

  it('scrolls a grid wider than a phone inside its frame, keeping the cursor in view, never the page', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE });
    const { page } = browser;
    const owner = await creator(server.url);
    const me = (await owner.autoSignIn()).body.user;
    if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
    const long = 'HIPPOPOTOMONSTROSESQUIPPEDALIOPHOBIA';
    const gameId = await createGame(server.app.db, me.creator.channel_id, {
      type: 'Kriss_kross_puzzle',
      krisskross: [
        { question: 'Fear of long words', answer: long, direction: 'Across' },
        { question: 'A large river animal, for short', answer: 'HIPPO', direction: 'Down' },
      ],
    });
    await openGame(page, gameId);
    const scroller = page.locator('.kk-board__scroll');
    const sizes = () => scroller.evaluate((node) => ({ scroll: node.scrollWidth, left: node.scrollLeft }));
    expect((await sizes()).scroll).toBeGreaterThan(PHONE.width);

    await page.getByRole('button', { name: /Fear of long words/ }).click();
    await page.keyboard.type(long.slice(0, 30).toLowerCase());
    // The frame has panned after the cursor.
    await expect.poll(async () => (await sizes()).left).toBeGreaterThan(0);
    const cursor = await page.locator('.kk-input').boundingBox();
    expect(cursor?.x).toBeGreaterThanOrEqual(0);
    expect((cursor?.x ?? 0) + (cursor?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'krisskross-wide-phone');
    expect(browser.pageErrors).toEqual([]);
  });

  it('sends a game before its publishing time to the waiting room, which opens it by itself when the time comes', async () => {
    const { page } = browser;
    const owner = await creator(server.url);
    const me = (await owner.autoSignIn()).body.user;
    if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
    const gameId = await createGame(server.app.db, me.creator.channel_id, { type: 'Kriss_kross_puzzle' });
    // Far enough ahead that a slow machine still finds the seconds counting, before the last 3-2-1 takes over.
    const leadSeconds = 10;
    const opensAt = new Date(Date.now() + leadSeconds * 1000);
    await server.app.db
      .updateTable('games')
      .set({ publishing_time: opensAt.toISOString() })
      .where('id', '=', gameId)
      .execute();

    await page.goto(`${server.url}/game/krisskross/${gameId}`);
    await page.waitForURL((url) => url.pathname === '/game/waitingroom');
    const params = new URL(page.url()).searchParams;
    expect(params.get('redirect')).toBe(`/game/krisskross/${gameId}`);
    expect(Date.parse(params.get('time') ?? '')).toBe(opensAt.getTime());
    await page.getByRole('timer').waitFor();
    const seconds = Number(await page.locator('[data-unit="seconds"]').textContent());
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(leadSeconds);
    await screenshot(page, 'waiting-room-desktop');
    // Marks this document: it must still be the same one after the game opens (no reload).
    await page.evaluate(() => Object.assign(window, { waitedHere: true }));

    await page.waitForURL((url) => url.pathname === `/game/krisskross/${gameId}`, { timeout: 20_000 });
    await page.locator('canvas.kk-canvas').waitFor();
    expect(Date.now()).toBeGreaterThanOrEqual(opensAt.getTime());
    expect(await page.evaluate(() => 'waitedHere' in window)).toBe(true);
    expect(browser.pageErrors).toEqual([]);
  });
});
