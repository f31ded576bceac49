import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE } from '../support/e2e-browser.ts';
import { motionAtRest } from '../support/e2e-waits.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// axe-core over the pages a player, a creator and an admin open first, in English on a desktop and in Arabic on
// a phone: no WCAG 2.1 A or AA violation. axe runs through the DevTools protocol, so the page's CSP stays on.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ serveClient: true });
});
afterAll(() => server?.close());

async function violationsOn(page: Page, path: string, spoil?: () => Promise<void>): Promise<string[]> {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  // Lazy content, fonts and entrance animations settle before contrast is judged: the network is quiet, nothing
  // is still loading (no splash, no "Loading...", no busy skeleton), and every animation with an end has ended.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.splash, .loading, [aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
  await motionAtRest(page.locator('body'));
  await spoil?.();
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.map((v) => `${path}: ${v.id} (${v.impact}) ${v.help} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
}

const PLAYER_PAGES = ['/home', '/daily', '/rapid', '/home/channels', '/rewards', '/profile', '/notifications', '/subscriptions'];
const SIGN_IN_PAGES = ['/admin-signin', '/channel/signin', '/channel/request', '/contact-us', '/about-us'];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it('sees a violation when there is one (a picture without a text alternative)', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      const spoil = () => page.evaluate(() => {
        document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }));
      });
      const found = await violationsOn(page, '/home', spoil);
      expect(found.some((line) => line.includes('image-alt'))).toBe(true);
    } finally {
      await browser.close();
    }
  }, 60_000);

  for (const [name, viewport, language] of [
    ['English on a desktop', undefined, 'en'],
    ['Arabic on a phone', PHONE, 'ar'],
  ] as const) {
    it(`finds no violation on the player's and the sign-in pages, ${name}`, async () => {
      const browser: E2eBrowser = await launchBrowser(viewport ? { viewport } : {});
      try {
        const { page } = browser;
        await page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
        const found: string[] = [];
        for (const path of [...PLAYER_PAGES, ...SIGN_IN_PAGES]) found.push(...(await violationsOn(page, path)));
        expect(found).toEqual([]);
      } finally {
        await browser.close();
      }
    }, 180_000);
  }
});
