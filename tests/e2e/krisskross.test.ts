import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/e2e-browser.ts';
import type { Placement } from '../support/krisskross-grid.ts';
import {
  assetsDir,
  browser,
  cellsOf,
  drawnColours,
  game,
  mirror,
  openGame,
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
});
