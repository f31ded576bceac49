import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type E2eBrowser, expectOnScreen, launchBrowser, SHOTS_DIR } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// What the "type the answer" studio journeys share: their server, phones at 360 × 740 in a language, sign-in as
// the demo creator and admin, and what "seen on the phone" means.

export const PHONE = { width: 360, height: 740 } as const;
const SHOTS = `${SHOTS_DIR}/typed-studio`;

/** A text as the page isolates it (FSI … PDI) inside a sentence of another direction. */
export const ISOLATE = (text: string) => `\u2068${text}\u2069`;

export let server: TestServer;
const browsers: E2eBrowser[] = [];

/** Registers the file's hooks: one server with the built client for all its journeys. */
export function useTypedAnswerServer() {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    server = await startTestServer({ serveClient: true });
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.close();
  });
}

export async function phone(language: 'en' | 'ml' | 'ar' = 'en'): Promise<E2eBrowser> {
  const browser = await launchBrowser({ viewport: PHONE });
  browsers.push(browser);
  await browser.page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  return browser;
}

/** Signs in by the fields' names, so the same steps work whatever language the page speaks. */
export async function signInCreator(page: Page) {
  await page.goto(`${server.url}/channel/signin`);
  await page.locator('input[name="email"]').fill(DEMO_CREATOR.email);
  await page.locator('input[name="password"]').fill(DEMO_CREATOR.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/creator/dashboard');
}

export async function signInAdmin(page: Page) {
  await page.goto(`${server.url}/admin-signin`);
  await page.locator('input[name="country_code"]').fill(String(DEMO_ADMIN.country_code));
  await page.locator('input[name="phone"]').fill(DEMO_ADMIN.phone);
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
}

/** The element, scrolled to, lies wholly on the phone's screen; and the page is no wider than the screen. */
export async function seen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expectOnScreen(locator);
  const page = locator.page();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The phone's screen as it is, saved outside the repository for a person to look at. */
export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** The local time a minute ago as a datetime-local field takes it. */
export const aMinuteAgo = (page: Page) =>
  page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });

/** A text of the locale with its {{placeholders}} filled, as i18next writes it. */
export const filled = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
