import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, screenshot } from '../support/e2e-browser.ts';
import { motionAtRest } from '../support/e2e-waits.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';

// A quiz round played in step, in real Chromium at the narrowest phone width: each question opens for everyone at
// once, the tapped tile locks in with words, and at the lock the reveal shows the right answer, the player's own
// choice, the counts and, after a wrong answer, a Learn line with the right one; then the next question; after the
// last, the finale. A second player plays the same round in Arabic, right to left. axe judges the reveal.

const QUESTIONS = [
  { question: 'What is the capital of France?', answer: 'Paris', answer_options: ['Lyon', 'Marseille', 'Nice'] },
  { question: 'What is the capital of Japan?', answer: 'Tokyo', answer_options: ['Osaka', 'Kyoto', 'Nagoya'] },
];
const RIGHT = new Map(QUESTIONS.map((q) => [q.question, q.answer]));
const WRONG = new Map(QUESTIONS.map((q) => [q.question, q.answer_options[0] ?? '']));
const SMALL_PHONE = { width: 360, height: 740 } as const;
/**
 * Two questions of 18 s each: 13 s open, then a 5 s reveal. Long enough, with the start 10 s ahead, for two
 * phones on a busy machine to load, answer and check each reveal (with axe) before the next question opens.
 */
const DURATION_S = 36;
const START_IN_MS = 10_000;

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: LiveRoundServer;

beforeAll(async () => {
  server = await startLiveRoundServer();
});
afterAll(() => server?.close());

async function scheduleInStepQuiz(): Promise<string> {
  const quiz = { startInMs: START_IN_MS, durationS: DURATION_S, questions: QUESTIONS, name: 'Capitals in step', score: 10 };
  return (await server.scheduleQuiz({ ...quiz, roundStyle: 'IN_STEP' })).gameId;
}

/** The question on screen once it opens, by its heading. */
async function openQuestion(page: Page, notThis = ''): Promise<string> {
  const card = page.getByTestId('mcq-question');
  await expect.poll(async () => (await card.count()) > 0 && (await card.getByRole('heading', { level: 2 }).textContent()) !== notThis, { timeout: 20_000 }).toBe(true);
  return (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
}

/** Taps a choice: its tile says it is locked in, and no verdict shows before the reveal. */
async function lockIn(page: Page, choice: string, lockedText: string): Promise<void> {
  await page.getByTestId('mcq-question').getByRole('button', { name: choice, exact: true }).click();
  const chosen = page.getByTestId('mcq-question').locator('[data-state="locked"]');
  await chosen.waitFor();
  expect(await chosen.getByTestId('mcq-tile-state').textContent()).toContain(lockedText);
  expect(await page.getByTestId('mcq-feedback').count()).toBe(0);
}

async function revealOf(page: Page, question: string) {
  const reveal = page.getByTestId('in-step-reveal');
  await reveal.waitFor({ timeout: 15_000 });
  expect(await reveal.getByRole('heading', { level: 2 }).textContent()).toBe(question);
  return reveal;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(await readFile(axePath, 'utf8'));
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: unknown[] }[] };
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
}

function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('a quiz round played in step', () => {
  let english: E2eBrowser;
  let arabic: E2eBrowser;

  beforeAll(async () => {
    english = await launchBrowser({ viewport: SMALL_PHONE });
    arabic = await launchBrowser({ viewport: SMALL_PHONE });
    await arabic.page.goto(`${server.url}/home`);
    await arabic.page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
  });
  afterAll(async () => {
    await english?.close();
    await arabic?.close();
  });

  it('opens one question at a time, locks answers in, reveals each with a Learn line after a wrong one, and ends in the finale', async () => {
    const gameId = await scheduleInStepQuiz();
    const gamePath = `/game/mcq/${gameId}`;
    await Promise.all([english.page.goto(`${server.url}${gamePath}`), arabic.page.goto(`${server.url}${gamePath}`)]);

    // Question 1: right in English, wrong in Arabic.
    const first = await openQuestion(english.page);
    expect(await english.page.getByTestId('mcq-question').textContent()).toContain('Question 1 of 2');
    await openQuestion(arabic.page);
    await lockIn(english.page, RIGHT.get(first) ?? '', 'Locked in');
    await lockIn(arabic.page, WRONG.get(first) ?? '', 'تم التثبيت');

    const reveal = await revealOf(english.page, first);
    expect(await english.page.getByTestId('in-step-verdict').getAttribute('data-verdict')).toBe('right');
    expect(await english.page.getByTestId('in-step-learn').count()).toBe(0);
    const right = reveal.locator('[data-testid="in-step-choice"][data-right="true"]');
    expect(await right.textContent()).toContain('Right answer');
    expect(await right.textContent()).toContain('Your choice');
    expect(await right.getAttribute('data-count')).toBe('1');
    expect(await reveal.locator('[data-testid="in-step-choice"][data-count="1"]').count()).toBe(2);
    expect(Number(await english.page.getByTestId('live-score').textContent())).toBeGreaterThan(0);
    expect(await overflow(english.page)).toBeLessThanOrEqual(0);
    // The count bars and the rank line have grown in: axe and the screenshot see the reveal as it stays.
    await motionAtRest(reveal);
    await screenshot(english.page, 'in-step-reveal-right-en-360');
    expect(await axeViolations(english.page)).toEqual([]);

    const arabicReveal = await revealOf(arabic.page, first);
    expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await arabic.page.getByTestId('in-step-verdict').getAttribute('data-verdict')).toBe('wrong');
    expect(await arabic.page.getByTestId('in-step-learn').textContent()).toContain('Paris');
    expect(await overflow(arabic.page)).toBeLessThanOrEqual(0);
    await motionAtRest(arabicReveal);
    await screenshot(arabic.page, 'in-step-reveal-wrong-ar-360');
    expect(await axeViolations(arabic.page)).toEqual([]);

    // Question 2 opens by itself after the reveal: wrong in English, and the reload mid-question keeps it locked in.
    const second = await openQuestion(english.page, first);
    expect(second).toBe(QUESTIONS[1]?.question);
    await lockIn(english.page, WRONG.get(second) ?? '', 'Locked in');
    await english.page.reload();
    await english.page.getByTestId('mcq-question').locator('[data-state="locked"]').waitFor({ timeout: 10_000 });
    await revealOf(english.page, second);
    expect(await english.page.getByTestId('in-step-verdict').getAttribute('data-verdict')).toBe('wrong');
    expect(await english.page.getByTestId('in-step-learn').textContent()).toBe('Learn: the right answer is Tokyo');
    const mine = english.page.locator('[data-testid="in-step-choice"][data-mine="true"]');
    expect(await mine.textContent()).toContain('Your choice');
    expect(await mine.getAttribute('data-right')).toBe('false');
    await screenshot(english.page, 'in-step-reveal-wrong-en-360');

    // A reload during the reveal lands on the same reveal, from the round's state.
    await english.page.reload();
    await revealOf(english.page, second);
    expect(await english.page.getByTestId('in-step-learn').textContent()).toContain('Tokyo');

    // After the last reveal: the finale.
    await english.page.waitForURL((url) => url.pathname === `${gamePath}/game-over`, { timeout: 20_000 });
    await english.page.getByTestId('podium-place').first().waitFor({ timeout: 10_000 });
    expect(english.pageErrors).toEqual([]);
    expect(arabic.pageErrors).toEqual([]);
  });
});
