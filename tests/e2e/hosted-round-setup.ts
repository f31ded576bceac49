import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { insertGame } from '@plw/server/domains/games/repository';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_PATH, type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';
import { motionAtRest } from '../support/e2e-waits.ts';

// What the hosted-round test files share: the server they start, its clients and the helpers they call.

export const GAME = 'Hosted capitals';

export const QUESTIONS = [
  { question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Kolkata', 'Chennai'] },
  { question: 'Capital of Germany?', answer: 'Berlin', answer_options: ['Munich', 'Hamburg', 'Bonn'] },
  { question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] },
];

export const BIG_SCREEN = { width: 1920, height: 1080 } as const;

/** Generous for a 2-core machine running six pages: a question is open 20 s, its reveal 5 s. */
export const PHASE_MS = 40_000;

/** The same Chromium flags as launchBrowser's; players share one browser, each in a context of its own. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Player {
  name: string;
  /** Short tag in screenshot names. */
  tag: string;
  language: 'en' | 'ar' | 'ml';
  /** Which answer the player taps per question: the right one or the first wrong one. */
  right: readonly boolean[];
  /** Opens /join/{code} (as a QR code or a shared link does) rather than typing the code. */
  byLink?: boolean;
  context?: BrowserContext;
  page?: Page;
  errors: string[];
}

export const PLAYERS: Player[] = [
  { name: 'Asha', tag: 'en', language: 'en', right: [true, true, true], errors: [] },
  { name: 'ليلى حسن', tag: 'ar', language: 'ar', right: [false, true, true], errors: [] },
  { name: 'മീര നായർ', tag: 'ml', language: 'ml', right: [true, false, true], errors: [] },
  { name: 'Ravi', tag: 'ravi', language: 'en', right: [false, false, true], errors: [] },
  { name: 'Kiran', tag: 'kiran', language: 'en', right: [true, true, false], byLink: true, errors: [] },
];

export let server: LiveRoundServer;

export let host: E2eBrowser;

export let phones: Browser;

export function pageOf(player: Player): Page {
  if (!player.page) throw new Error(`${player.name} has no page`);
  return player.page;
}

/** A verified quiz of the demo creator's channel, as a review leaves it: ready to host, not released. */
export async function verifiedQuiz(): Promise<string> {
  const now = new Date();
  const { gameId } = await insertGame(
    server.app.db,
    server.channelId,
    { type: 'Mcq', mode: 'DAILY', language: 'English', game_name: GAME, status: 'VERIFIED' },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, QUESTIONS, now);
  return gameId;
}

export async function openPhone(player: Player): Promise<Page> {
  const context = await phones.newContext({ viewport: PHONE, locale: 'en-US', isMobile: true, hasTouch: true });
  if (player.language !== 'en') await context.addInitScript((lang) => localStorage.setItem('plw.language', lang), player.language);
  const page = await context.newPage();
  page.on('pageerror', (error) => player.errors.push(error.message));
  player.context = context;
  player.page = page;
  return page;
}

/** Code to lobby: the code typed on /join (or in the link), then the name form; waits until seated. */
export async function joinWithCode(player: Player, code: string): Promise<void> {
  const page = await openPhone(player);
  if (player.byLink) {
    await page.goto(`${server.url}/join/${code}`);
  } else {
    await page.goto(`${server.url}/join`);
    const field = page.getByRole('textbox');
    await field.waitFor({ timeout: PHASE_MS });
    // The way people read it off a screen: with its space.
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    if (player.tag === 'ar') await screenshot(page, 'hosted-phone-ar-join');
    await page.locator('form button[type="submit"]').click();
  }
  await page.waitForURL((url) => url.pathname.startsWith('/round/'), { timeout: PHASE_MS });
  const name = page.getByRole('textbox');
  await name.waitFor({ timeout: PHASE_MS });
  await name.fill(player.name);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('lobby-count').waitFor({ timeout: PHASE_MS });
}

/** The question on a phone once it opens, by its heading. */
export async function phoneQuestion(page: Page, question: string): Promise<void> {
  await page.getByTestId('mcq-question').getByRole('heading', { level: 2, name: question }).waitFor({ timeout: PHASE_MS });
}

export async function tapAnswer(player: Player, index: number): Promise<void> {
  const page = pageOf(player);
  const q = QUESTIONS[index];
  if (!q) throw new Error(`no question ${index}`);
  const choice = player.right[index] ? q.answer : (q.answer_options[0] ?? '');
  await page.getByTestId('mcq-question').getByRole('button', { name: choice, exact: true }).click();
  await page.getByTestId('mcq-question').locator('[data-state="locked"]').waitFor({ timeout: PHASE_MS });
}

/** The big screen's question, with the answers counted and nothing marked right. */
export async function bigScreenQuestion(page: Page, index: number): Promise<void> {
  const question = page.getByTestId('host-question');
  await question.and(page.locator(`[data-question="${index}"]`)).waitFor({ timeout: PHASE_MS });
  await expect.poll(() => question.getByTestId('host-choice').count()).toBe(4);
  await assertNothingMarkedRight(page);
}

export async function assertNothingMarkedRight(page: Page): Promise<void> {
  if ((await page.getByTestId('host-reveal').count()) > 0) return;
  expect(await page.locator('[data-right="true"], .host-choice--right, .host-choice__mark').count()).toBe(0);
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toContain('Right answer');
  expect(text).not.toContain('✓');
}

export async function bigScreenReveal(page: Page, index: number) {
  const reveal = page.locator(`[data-testid="host-reveal"][data-question="${index}"]`);
  await reveal.waitFor({ timeout: PHASE_MS });
  const right = reveal.locator('[data-testid="host-choice"][data-right="true"]');
  expect(await right.count()).toBe(1);
  expect(await right.textContent()).toContain(QUESTIONS[index]?.answer);
  const rightCount = PLAYERS.filter((p) => p.right[index]).length;
  expect(await right.getAttribute('data-count')).toBe(String(rightCount));
  return reveal;
}

export async function phoneReveal(player: Player, index: number): Promise<void> {
  const page = pageOf(player);
  const reveal = page.getByTestId('in-step-reveal');
  await reveal.getByRole('heading', { level: 2, name: QUESTIONS[index]?.question }).waitFor({ timeout: PHASE_MS });
  const verdict = await page.getByTestId('in-step-verdict').getAttribute('data-verdict');
  expect(verdict).toBe(player.right[index] ? 'right' : 'wrong');
}

export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits for the screen's entrance animations (names popping in, bars growing, the podium rising) to end. */
export async function settle(page: Page): Promise<void> {
  await motionAtRest(page.locator('body'));
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useHostedRoundBrowser() {
  beforeAll(async () => {
    server = await startLiveRoundServer();
    host = await launchBrowser({ viewport: BIG_SCREEN });
    phones = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await phones?.close();
    await host?.close();
    await server?.close();
  });
}
