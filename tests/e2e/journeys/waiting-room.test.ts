import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../../support/e2e-live-round.ts';

// A guest on a small phone opens a scheduled round before its start: the waiting room shows the game, its channel,
// how many questions, the countdown and the players arriving (a second guest in another browser appears by name
// and the count rises). The guest sees the friendly name made for them in their language, changes it, and plays
// the round under the new name; at the end the points read as whole numbers in the language's digits.

const SMALL_PHONE = { width: 360, height: 740 } as const;
const SHOTS = `${SHOTS_DIR}/waiting-room`;
const QUESTIONS = [
  { question: 'What is the capital of France?', answer: 'Paris', answer_options: ['Lyon', 'Marseille', 'Nice'] },
  { question: 'What is the capital of Japan?', answer: 'Tokyo', answer_options: ['Osaka', 'Kyoto', 'Nagoya'] },
];

const LANGUAGES = [
  { code: 'en', script: /^[A-Za-z]+ [A-Za-z]+$/, digits: /^[0-9]+$/, newName: 'Kavya Star', two: '2' },
  { code: 'ar', script: /^[\u0600-\u06FF]+ [\u0600-\u06FF]+$/, digits: /^[٠-٩]+$/, newName: 'نجمة الصف', two: '٢' },
  { code: 'ml', script: /^[\u0D00-\u0D7F\u200C\u200D]+ [\u0D00-\u0D7F\u200C\u200D]+$/, digits: /^[0-9]+$/, newName: 'കാവ്യ', two: '2' },
] as const;

let server: LiveRoundServer;
beforeAll(async () => {
  server = await startLiveRoundServer();
});
afterAll(() => server?.close());

async function phoneIn(language: string): Promise<E2eBrowser> {
  const browser = await launchBrowser({ viewport: SMALL_PHONE });
  await browser.page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  return browser;
}

/** Whether an element lies inside the viewport, as the player sees it without scrolling sideways. */
async function inViewWidth(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(SMALL_PHONE.width + 1);
}

async function arrivals(page: Page): Promise<string[]> {
  return page.getByTestId('lobby-arrivals').locator('li').allTextContents();
}

describe.each(LANGUAGES)('the waiting room of a scheduled round ($code)', ({ code, script, digits, newName, two }) => {
  let me: E2eBrowser;
  let other: E2eBrowser;
  afterAll(async () => {
    await me?.close();
    await other?.close();
  });

  // Thirty seconds of waiting room, then a round of a minute: two browsers on a busy machine need the room. Once
  // both questions are answered, the server's clock is moved to the end rather than waited for.
  it('shows the game, the players arriving and a friendly name to keep or change; the round plays under it', { timeout: 150_000 }, async () => {
    me = await phoneIn(code);
    other = await phoneIn(code);
    const name = `Lobby capitals ${code}`;
    const round = await server.scheduleQuiz({ startInMs: 30_000, durationS: 60, questions: QUESTIONS, name, score: 5 });
    const { page } = me;
    await page.goto(`${server.url}/game/mcq/${round.gameId}`);
    await page.waitForURL((url) => url.pathname === '/game/waitingroom');

    // The game, its channel, its questions, the countdown: all on the phone's screen.
    await expect.poll(() => page.getByTestId('lobby-game').textContent()).toBe(name);
    expect(await page.getByTestId('lobby-channel').textContent()).toBe('Word Wizards');
    await expect.poll(() => page.getByTestId('lobby-questions').textContent()).toBe(two);
    await page.getByTestId('countdown').waitFor();
    for (const id of ['lobby-game', 'lobby-questions', 'countdown', 'guest-name']) await inViewWidth(page, id);

    // A friendly name in the page's language, and this guest among the arrivals under it.
    const given = (await page.getByTestId('guest-name-value').textContent()) ?? '';
    expect(given).toMatch(script);
    await expect.poll(() => arrivals(page)).toEqual([given]);
    await expect.poll(() => page.getByTestId('lobby-players').textContent()).toBe(code === 'ar' ? '١' : '1');
    await page.screenshot({ path: `${SHOTS}/waiting-room-${code}.png` });

    // Another guest arrives in another browser: they appear by name and the count rises.
    await other.page.goto(`${server.url}/game/mcq/${round.gameId}`);
    const theirs = (await other.page.getByTestId('guest-name-value').textContent()) ?? '';
    expect(theirs).toMatch(script);
    await expect.poll(() => arrivals(page), { timeout: 5_000 }).toEqual([theirs, given]);
    expect(await page.getByTestId('lobby-players').textContent()).toBe(two);

    // The guest changes their name, whole words typed; the room hears the new one.
    const card = page.getByTestId('guest-name');
    // Its second button changes the name (the first keeps it).
    await card.getByRole('button').nth(1).click();
    const field = page.getByRole('textbox');
    await field.fill('');
    await field.pressSequentially(newName);
    await page.screenshot({ path: `${SHOTS}/waiting-room-change-name-${code}.png` });
    await card.getByRole('button').first().click();
    await page.getByRole('status').filter({ hasText: newName }).waitFor();
    await expect.poll(() => arrivals(other.page), { timeout: 5_000 }).toContain(newName);
    await page.screenshot({ path: `${SHOTS}/waiting-room-arrivals-${code}.png`, fullPage: true });

    // The round starts by itself; this guest answers both questions right.
    await page.waitForURL((url) => url.pathname === `/game/mcq/${round.gameId}`, { timeout: 40_000 });
    for (let i = 0; i < QUESTIONS.length; i += 1) {
      const quiz = page.getByTestId('mcq-question');
      const question = (await quiz.getByRole('heading', { level: 2 }).textContent()) ?? '';
      const right = QUESTIONS.find((q) => q.question === question)?.answer ?? '';
      await quiz.getByRole('button', { name: right, exact: true }).click();
      await page.getByTestId('mcq-locked-in').waitFor();
      if (i + 1 < QUESTIONS.length) await page.locator('.mcq-card__next').click();
    }

    // At the end: whole points in the language's digits, and the board under the new name.
    await server.clock.advanceTo(round.endsAt);
    await page.waitForURL((url) => url.pathname === `/game/mcq/${round.gameId}/game-over`, { timeout: 30_000 });
    const score = (await page.getByTestId('result-score').textContent()) ?? '';
    expect(score).toMatch(digits);
    const places = page.getByTestId('podium-place');
    await expect.poll(() => places.locator('bdi').allTextContents(), { timeout: 15_000 }).toContain(newName);
    await places.first().waitFor();
    await page.screenshot({ path: `${SHOTS}/game-over-${code}.png`, fullPage: true });
    expect(me.pageErrors).toEqual([]);
  });
});
