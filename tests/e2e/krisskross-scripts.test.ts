import { describe, expect, it } from 'vitest';
import { launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { createGame } from '../support/fixtures.ts';
import { creator } from '../support/http.ts';
import {
  browser,
  cellsOf,
  drawnColours,
  game,
  glyphMatches,
  mirror,
  openGame,
  replaceBrowser,
  segmenter,
  server,
  submitAll,
  typeWord,
  useKrissKrossBrowser,
} from './krisskross-setup.ts';

// Kriss-kross play in real Chromium: the Pixi grid draws, typing fills words (Latin, and Malayalam through
// insertText as an input method delivers it), progress survives a reload, a submission scores on the server,
// and a game not yet published waits in the waiting room, then opens by itself.

useKrissKrossBrowser();

describe('kriss-kross play', () => {
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
    replaceBrowser(await launchBrowser({ viewport: PHONE }));
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
    replaceBrowser(await launchBrowser({ viewport: PHONE, deviceScaleFactor: 3 }));
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
    replaceBrowser(await launchBrowser({ viewport: PHONE }));
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
