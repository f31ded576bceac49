import { mkdir } from 'node:fs/promises';
import { api } from '@plw/protocol/api';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { motionAtRest } from '../support/e2e-waits.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The daily quiz of the demo channel ("Capitals of the World") in real Chromium: one question at a time with the
// choices in the player's own order (the same after a reload), each answer locked with its verdict at once, the
// result after the last one, and the answers page; its leaderboard goes home (spec 4).

const RIGHT = new Map([
  ['What is the capital of India?', 'New Delhi'],
  ['What is the capital of Germany?', 'Berlin'],
  ['What is the capital of Egypt?', 'Cairo'],
]);
const WRONG = new Map([
  ['What is the capital of India?', 'Mumbai'],
  ['What is the capital of Germany?', 'Munich'],
  ['What is the capital of Egypt?', 'Giza'],
]);

let server: TestServer;
let browser: E2eBrowser;
let gameId: string;

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
  server = await startTestServer({ serveClient: true });
  const owner = await creator(server.url);
  const list = await owner.request<{ games: { game_id: string; game_name: string }[] }>('GET', api.channelGames.path);
  const demo = list.body.games.find((game) => game.game_name === 'Capitals of the World');
  if (!demo) throw new Error('the demo quiz is missing');
  gameId = demo.game_id;
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

async function questionOnScreen(page: Page): Promise<string> {
  const card = page.getByTestId('mcq-question');
  await card.waitFor();
  return (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
}

async function choicesOnScreen(page: Page): Promise<string[]> {
  return page.getByTestId('mcq-question').locator('.mcq-choice__text').allTextContents();
}

async function answer(page: Page, pick: 'right' | 'wrong'): Promise<void> {
  const question = await questionOnScreen(page);
  const choice = (pick === 'right' ? RIGHT : WRONG).get(question) ?? '';
  await page.getByTestId('mcq-question').getByRole('button', { name: choice, exact: true }).click();
  const feedback = page.getByTestId('mcq-feedback');
  await feedback.waitFor();
  expect(await feedback.getAttribute('data-verdict')).toBe(pick);
  const chosen = page.getByTestId('mcq-question').locator('[aria-pressed="true"]');
  expect(await chosen.getAttribute('data-state')).toBe(pick);
}

describe('a daily quiz', () => {
  it('plays the demo quiz through to its result and answers, in the same choice order after a reload', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/game/mcq/${gameId}`);
    await page.getByRole('heading', { level: 1, name: 'Capitals of the World' }).waitFor();
    await page.getByText('Question 1 of 3').waitFor();
    const first = await questionOnScreen(page);
    const order = await choicesOnScreen(page);
    expect(order).toContain(RIGHT.get(first));
    expect(order).toHaveLength(4);
    await screenshot(page, 'mcq-daily-question-desktop');

    await page.reload();
    expect(await questionOnScreen(page)).toBe(first);
    expect(await choicesOnScreen(page)).toEqual(order);

    await answer(page, 'right');
    expect(await page.getByTestId('mcq-feedback').textContent()).toBe('Right! +5 points');
    await screenshot(page, 'mcq-daily-right-desktop');
    await page.keyboard.press('Enter');
    await page.getByText('Question 2 of 3').waitFor();
    await answer(page, 'wrong');
    await screenshot(page, 'mcq-daily-wrong-desktop');
    await page.getByRole('button', { name: 'Next question' }).click();
    await answer(page, 'right');
    await page.getByRole('button', { name: 'See your result' }).click();

    const result = page.getByTestId('mcq-result');
    await result.waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe('10');
    expect(await page.getByTestId('result-rank').textContent()).toBe('#1');
    expect(await page.getByTestId('result-right').textContent()).toBe('2 / 3');
    // The result card has finished sliding in.
    await motionAtRest(result);
    await screenshot(page, 'mcq-daily-result-desktop');

    // A finished game opened again shows its result.
    await page.reload();
    await page.getByTestId('mcq-result').waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe('10');

    await page.getByRole('link', { name: 'See the answers' }).click();
    await page.waitForURL((url) => url.pathname === `/game/mcq/${gameId}/answers`);
    const items = page.getByTestId('mcq-answers').locator('li');
    await items.first().waitFor();
    const rights = await page.getByTestId('right-answer').allTextContents();
    expect(rights).toEqual([...RIGHT.values()]);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-verdict')))).toEqual([
      'right',
      'wrong',
      'right',
    ]);
    await screenshot(page, 'mcq-daily-answers-desktop');
    expect(browser.pageErrors).toEqual([]);
  });

  it("sends a daily game's leaderboard home", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/game/mcq/${gameId}/leaderboard`);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  });

  it('tells a player who has not finished that the answers open later', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/game/mcq/${gameId}/answers`);
    await page.getByText('The answers open when you finish the game.').waitFor();
    await page.getByRole('link', { name: 'Play the game' }).click();
    await page.waitForURL((url) => url.pathname === `/game/mcq/${gameId}`);
    await questionOnScreen(page);
  });

  it('fits a phone, and reads right to left in Arabic', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE });
    const { page } = browser;
    await page.goto(`${server.url}/game/mcq/${gameId}`);
    await answer(page, 'wrong');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'mcq-daily-phone');

    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    await page.reload();
    await page.getByText('السؤال ٢ من ٣').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await answer(page, 'right');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The chosen tile's pop and the verdict's entrance have ended.
    await motionAtRest(page.getByTestId('mcq-question'));
    await screenshot(page, 'mcq-daily-arabic-phone');
    expect(browser.pageErrors).toEqual([]);
  });
});
