import { mkdir } from 'node:fs/promises';
import { DEMO_CHANNEL_NAME, DEMO_CREATOR } from '@plw/server/demo/seed';
import { STUDIO_MESSAGES } from '@plw/protocol/rest/studio-parts';
import { GAME_MESSAGES } from '@plw/shared/schemas/game';
import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { PNG } from '../support/studio-kit.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The creator studio in real Chromium: the demo creator makes a kriss-kross game, writes three clues while the grid
// preview grows, moves one, and plays the demo; the studio's pages also fit a phone and read right to left.

let server: TestServer | undefined;
let browser: E2eBrowser | undefined;

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
  await server?.close();
  server = undefined;
});

async function start(viewport?: { width: number; height: number }) {
  server = await startTestServer({ serveClient: true });
  browser = await launchBrowser(viewport ? { viewport } : {});
  const { page } = browser;
  await page.goto(`${server.url}/channel/signin`);
  await page.getByLabel('Email').fill(DEMO_CREATOR.email);
  await page.getByLabel('Password').fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/dashboard');
  return { page, url: server.url };
}

async function addClue(page: Page, clue: string, answer: string, direction: 'Across' | 'Down') {
  const form = page.getByRole('form', { name: 'Question' });
  await form.getByLabel('Clue').fill(clue);
  await form.getByLabel('Answer').fill(answer);
  await form.getByRole('radio', { name: direction, exact: true }).check();
  await form.getByRole('button', { name: 'Add question' }).click();
  await page.getByTestId('studio-question').filter({ hasText: clue }).waitFor();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('creator studio', () => {
  it('creates a kriss-kross game, writes three clues with a live grid, reorders one and plays the demo', async () => {
    const { page } = await start();
    await page.getByTestId('figure-games').getByText(/^[1-9]\d*$/).waitFor();

    await page.getByRole('link', { name: 'Games', exact: true }).click();
    await page.getByTestId('studio-game').first().waitFor();
    await page.getByRole('link', { name: 'New game' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/game/new');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.getByText(GAME_MESSAGES.languageRequired).waitFor();
    await page.getByText(GAME_MESSAGES.gameNameRequired).waitFor();
    await screenshot(page, 'studio-game-form-errors');

    await page.locator('main').getByLabel('Language', { exact: true }).selectOption('English');
    await page.getByLabel('Game name').fill('Fruit Trio');
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/game/krisskross/add-question');

    // The grid preview is laid out in a Web Worker, so typing never waits for the engine.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const form = page.getByRole('form', { name: 'Question' });
    await form.getByLabel('Clue').fill('A red fruit');
    await form.getByLabel('Answer').fill('R2D2');
    await form.getByRole('button', { name: 'Add question' }).click();
    await page.getByText(QUESTION_MESSAGES.answerLettersOnly).waitFor();
    await page.getByText(QUESTION_MESSAGES.directionRequired).waitFor();

    await addClue(page, 'A red fruit', 'APPLE', 'Across');
    await addClue(page, 'A green fruit', 'PEAR', 'Down');
    await addClue(page, 'A sour fruit', 'LEMON', 'Down');
    const grid = page.getByTestId('grid-preview');
    // Every letter of the three answers has a square; shared squares are where they cross.
    await expect.poll(async () => grid.locator('.grid-preview__cell').count()).toBeGreaterThanOrEqual(5 + 4 + 5 - 2);
    await expect.poll(async () => grid.locator('.grid-preview__cell').count()).toBeLessThanOrEqual(14);
    expect(workers.some((url) => url.includes('layout.worker'))).toBe(true);
    await screenshot(page, 'studio-krisskross-questions');

    await page.getByRole('button', { name: 'Move question 3 up' }).click();
    await expect
      .poll(async () => page.getByTestId('studio-question').allTextContents())
      .toEqual([
        expect.stringContaining('A red fruit'),
        expect.stringContaining('A sour fruit'),
        expect.stringContaining('A green fruit'),
      ]);

    await page.getByRole('button', { name: 'Suggest directions' }).click();
    await page.getByRole('heading', { name: 'Suggested grid' }).waitFor();
    await page.getByRole('button', { name: 'Keep my directions' }).click();

    await page.getByRole('link', { name: 'Play demo' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/game/krisskross/play-demo');
    await page.getByTestId('tryout-grid').waitFor();
    await page.getByRole('textbox').first().fill('A');
    await page.getByRole('button', { name: 'Reveal' }).click();
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText(/^(\d+) of \1 letters right$/).waitFor();
    await page.getByText('A sour fruit (5)').waitFor();
    await screenshot(page, 'studio-krisskross-demo');
    expect(browser?.pageErrors).toEqual([]);
  });

  it('makes a quiz whose drafts say what to set, edits it, adds a German variant, plays it, and sets a picture', async () => {
    const { page, url } = await start();
    await page.goto(`${url}/creator/game/new`);
    const main = page.locator('main');
    await main.getByRole('radio', { name: 'Quiz' }).check();
    await main.getByLabel('Language', { exact: true }).selectOption('English');
    await main.getByLabel('Game name').fill('Capitals Two');
    await main.getByRole('radio', { name: 'Drafted by ChatGPT' }).check();
    await main.getByText(STUDIO_MESSAGES.draftsNotConfigured).waitFor();
    await main.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL((u) => u.pathname === '/creator/game/mcq/add-question');
    await main.getByRole('heading', { name: 'Drafted questions' }).waitFor();

    const form = page.getByRole('form', { name: 'Question' });
    await form.getByLabel('Question', { exact: true }).fill('What is the capital of France?');
    await form.getByLabel('Answer').fill('Paris');
    await form.getByLabel('Other option 1').fill('Lyon');
    await form.getByLabel('Other option 2').fill('Nice');
    await form.getByRole('button', { name: 'Add question' }).click();
    await page.getByText(QUESTION_MESSAGES.optionRequired).waitFor();
    await form.getByLabel('Other option 3').fill('Lille');
    await form.getByRole('button', { name: 'Add question' }).click();
    await page.getByTestId('studio-question').filter({ hasText: 'capital of France' }).waitFor();
    await screenshot(page, 'studio-mcq-questions');

    await main.getByRole('link', { name: 'Edit game' }).click();
    await page.waitForURL((u) => u.pathname === '/creator/game/new');
    await expect.poll(() => main.getByLabel('Game name').inputValue()).toBe('Capitals Two');
    await main.getByLabel('Game name').fill('Capitals Three');
    await main.getByRole('button', { name: 'Save game' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Add a language' }).click();
    await main.getByLabel('Language', { exact: true }).selectOption('German');
    await main.getByLabel('Game name').fill('Hauptstädte');
    await main.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL((u) => u.pathname === '/creator/game/mcq/add-question');
    await main.getByText('Hauptstädte').first().waitFor();

    await main.getByRole('link', { name: 'Edit game' }).click();
    await main.getByRole('heading', { name: 'Languages of this game' }).waitFor();
    await expect.poll(() => main.getByText(/ · (Capitals Three|Hauptstädte)$/).count()).toBe(2);
    await screenshot(page, 'studio-game-editor');
    await main.getByRole('link', { name: 'Play game' }).first().click();
    await page.waitForURL((u) => u.pathname === '/creator/game/mcq/play-game');
    await main.getByRole('button', { name: 'Paris' }).click();
    await main.getByText('Right!').waitFor();

    await page.goto(`${url}/creator/settings`);
    await expect.poll(() => main.getByLabel('Channel name').inputValue()).toBe('Word Wizards');
    // The demo channel starts with its drawn picture: the creator removes it and uploads their own.
    await main.locator('img.media-picker__preview').waitFor();
    await main.locator('.media-picker').getByRole('button', { name: 'Remove' }).click();
    await main.getByLabel('Channel picture').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await main.locator('img.media-picker__preview').waitFor();
    await main.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await screenshot(page, 'studio-settings');
    expect(browser?.pageErrors).toEqual([]);
  });

  it('fits a phone and reads right to left in Arabic', async () => {
    const { page, url } = await start(PHONE);
    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    // One of the demo creator's own Arabic puzzles (the demo has other channels' puzzles too).
    const arabic = await server?.app.db
      .selectFrom('games')
      .innerJoin('channels', 'channels.id', 'games.channel_id')
      .select('games.id')
      .where('channels.channel_name', '=', DEMO_CHANNEL_NAME)
      .where('games.language', '=', 'Arabic')
      .where('games.type', '=', 'Kriss_kross_puzzle')
      .executeTakeFirstOrThrow();
    const pages = [
      '/creator/dashboard',
      '/creator/games',
      '/creator/game/new',
      '/creator/playlists',
      '/creator/gifts',
      '/creator/settings',
      `/creator/game/krisskross/add-question?gameIds=${arabic?.id}`,
      `/creator/game/krisskross/play-demo?gameIds=${arabic?.id}`,
    ];
    for (const [index, path] of pages.entries()) {
      await page.goto(`${url}${path}`);
      await page.locator('.studio, .studio-figures').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      await screenshot(page, `studio-phone-ar-${index}${path.split('?')[0]?.replaceAll('/', '-')}`);
    }
    // The Arabic grid runs right to left: its first clue's first square is on the right.
    await page.getByTestId('tryout-grid').waitFor();
    expect(await page.getByTestId('tryout-grid').getAttribute('dir')).toBe('rtl');
    expect(browser?.pageErrors).toEqual([]);
  });
});
