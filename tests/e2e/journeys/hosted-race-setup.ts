import path from 'node:path';
import { DEMO_CREATOR } from '@plw/server/demo/seed';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_PATH, type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../../support/e2e-live-round.ts';

// What the hosted-race test files share: the server they start, its clients and the helpers they call.

export const BIG_SCREEN = { width: 1280, height: 800 } as const;

export const PHONE = { width: 360, height: 740 } as const;

export const SHOTS = `${SHOTS_DIR}/hosted-race`;

/** Generous for a 2-core machine running three pages. */
export const STEP_MS = 40_000;

/** "Within a few seconds": the big screen's figures come once a second. */
export const SEEN_MS = 6_000;

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const WORDS = [
  { question: 'A red fruit', answer: 'APPLE', direction: 'Across' as const },
  { question: 'A green fruit', answer: 'PEAR', direction: 'Down' as const },
  { question: 'A purple fruit', answer: 'PLUM', direction: 'Across' as const },
];

export const QUIZ = [
  { question: 'Capital of India?', answer: 'New Delhi', answer_options: ['Mumbai', 'Kolkata', 'Chennai'] },
  { question: 'Capital of Egypt?', answer: 'Cairo', answer_options: ['Giza', 'Luxor', 'Aswan'] },
];

export function wordAt(index: number): (typeof WORDS)[number] {
  const word = WORDS[index];
  if (!word) throw new Error(`no word ${index}`);
  return word;
}

export interface Phone {
  name: string;
  language: 'en' | 'ar' | 'ml';
  page: Page;
  errors: string[];
}

export let server: LiveRoundServer;

export let host: E2eBrowser;

export let phones: Browser;

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Hosts a verified game of the demo channel from the Games tab: the big screen opens on its lobby's code. */
export async function hostFromGames(gameName: string): Promise<{ code: string; roundId: string }> {
  const { page } = host;
  await page.goto(`${server.url}/creator/dashboard`);
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  const game = page.getByTestId('studio-game').filter({ hasText: gameName });
  await game.waitFor({ timeout: STEP_MS });
  await game.getByRole('button', { name: 'Host live' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/host/'), { timeout: STEP_MS });
  const codeOnScreen = page.getByTestId('join-code');
  await codeOnScreen.waitFor({ timeout: STEP_MS });
  const code = ((await codeOnScreen.textContent()) ?? '').replace(/\D/g, '');
  expect(code).toMatch(/^\d{6}$/);
  return { code, roundId: new URL(page.url()).pathname.split('/').at(-1) ?? '' };
}

/** A phone opens /join, types the code as read off the screen, picks a name and waits in the lobby. */
export async function joinByCode(name: string, language: Phone['language'], code: string): Promise<Phone> {
  const context = await phones.newContext({ viewport: PHONE, locale: 'en-US', isMobile: true, hasTouch: true });
  if (language !== 'en') await context.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  const page = await context.newPage();
  const phone: Phone = { name, language, page, errors: [] };
  page.on('pageerror', (error) => phone.errors.push(error.message));
  await page.goto(`${server.url}/join`);
  const field = page.getByRole('textbox');
  await field.waitFor({ timeout: STEP_MS });
  await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.locator('form button[type="submit"]').tap();
  await page.waitForURL((url) => url.pathname.startsWith('/round/'), { timeout: STEP_MS });
  const nameField = page.getByRole('textbox');
  await nameField.waitFor({ timeout: STEP_MS });
  await nameField.fill(name);
  await page.locator('form button[type="submit"]').tap();
  await page.getByTestId('lobby-count').waitFor({ timeout: STEP_MS });
  return phone;
}

/** The element's box lies inside the viewport (seen without scrolling). */
export async function inViewport(locator: Locator, viewport: { width: number; height: number }): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export async function startRound(): Promise<void> {
  const { page } = host;
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByTestId('host-countdown').waitFor({ timeout: STEP_MS });
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useHostedRaceServer() {
  beforeAll(async () => {
    server = await startLiveRoundServer();
    host = await launchBrowser({ viewport: BIG_SCREEN });
    phones = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // The demo creator signs in on the big screen's browser, as a teacher does before class.
    const { page } = host;
    await page.goto(`${server.url}/channel/signin`);
    await page.getByLabel('Email').fill(DEMO_CREATOR.email);
    await page.getByLabel('Password').fill(DEMO_CREATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/dashboard', { timeout: STEP_MS });
  });
  afterAll(async () => {
    await phones?.close();
    await host?.close();
    await server?.close();
  });
}
