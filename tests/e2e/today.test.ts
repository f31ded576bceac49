import { mkdir } from 'node:fs/promises';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type E2eBrowser, launchBrowser, SHOTS_DIR } from '../support/e2e-browser.ts';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Today's puzzle in real Chromium at 360 and 1280 px: home opens with today's quiz in the reader's language,
// a player plays it, and back home it reads "Solved in m:ss". Screenshots go to /tmp/shots/today.

const QUIZ = 'Quiz of the day: rivers';
const SHOTS = `${SHOTS_DIR}/today`;

let server: TestServer;
let browser: E2eBrowser | undefined;
let quizId: string;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startTestServer({ serveClient: true });
  const { channelId } = await createChannelWithCreator(server.app.db, {
    email: 'rivers@demo.test',
    password: 'Rivers@2026',
    channelName: 'River Guide',
  });
  // Published now, after the demo content was seeded: the newest English daily quiz, so today's.
  const now = new Date();
  ({ gameId: quizId } = await insertGame(
    server.app.db,
    channelId,
    {
      type: 'Mcq',
      mode: 'DAILY',
      language: 'English',
      game_name: QUIZ,
      publishing_time: now.toISOString(),
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  ));
  await insertMcqQuestions(
    server.app.db,
    quizId,
    [{ question: 'The longest river of Africa?', answer: 'Nile', answer_options: ['Congo', 'Niger', 'Zambezi'] }],
    now,
  );
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

describe.each([
  ['phone', { width: 360, height: 780 }],
  ['desktop', DESKTOP],
])("today's quiz on %s", (name, viewport) => {
  it('opens home with it, plays it, and shows it solved back home', async () => {
    browser = await launchBrowser({ viewport });
    const { page } = browser;
    await page.goto(`${server.url}/home`);
    const today = page.getByTestId('today');
    await today.waitFor();
    const card = today.locator(`[data-game-id="${quizId}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('NEW');
    expect(await today.getByRole('heading', { level: 2 }).textContent()).toBe("Today's puzzles");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, `today-home-${name}`);

    await card.getByRole('link', { name: `Play: ${QUIZ}` }).click();
    await page.waitForURL((url) => url.pathname === `/game/mcq/${quizId}`);
    await page.getByTestId('mcq-question').getByRole('button', { name: 'Nile', exact: true }).click();
    await page.getByTestId('mcq-feedback').waitFor();
    await page.getByRole('button', { name: 'See your result' }).click();
    await page.getByTestId('mcq-result').waitFor();
    await shot(page, `today-result-${name}`);

    await page.goto(`${server.url}/home`);
    const solved = page.getByTestId('today').locator(`[data-game-id="${quizId}"]`);
    await solved.waitFor();
    await expect.poll(() => solved.getAttribute('data-state')).toBe('FINISHED');
    expect(await solved.textContent()).toMatch(/Solved in \d+:\d\d/);
    await shot(page, `today-home-solved-${name}`);
    expect(browser.pageErrors).toEqual([]);
  });
});
