import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type E2eBrowser, launchBrowser, SHOTS_DIR } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The player's navigation in each of the six languages: at 360 px every section is on screen whole (the five tabs
// at the bottom with their names uncut, the two top-bar icons), nothing wraps into a second row and the page does
// not scroll sideways; at 1280 px the seven names fit the top bar. Offline paths and an unknown game at 360 px.

const SMALL_PHONE = { width: 360, height: 740 } as const;
const LANGUAGES = ['en', 'ml', 'hi', 'ta', 'ar', 'de'] as const;
const SHOTS = `${SHOTS_DIR}/navigation`;
mkdirSync(SHOTS, { recursive: true });

let server: TestServer;
let browser: E2eBrowser;

beforeAll(async () => {
  server = await startTestServer({ serveClient: true });
});
afterAll(() => server?.close());
afterEach(() => browser?.close());

async function openIn(language: string, viewport: { width: number; height: number }, address: string): Promise<Page> {
  browser = await launchBrowser({ viewport });
  const { page } = browser;
  await page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  await page.goto(`${server.url}${address}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function inside(box: Box | null, viewport: { width: number; height: number }) {
  expect(box).not.toBeNull();
  const { x, y, width, height } = box as Box;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height).toBeLessThanOrEqual(viewport.height + 0.5);
}

describe('the navigation at 360 px', () => {
  for (const language of LANGUAGES) {
    it(`shows every section whole on one row each, in ${language}`, async () => {
      const page = await openIn(language, SMALL_PHONE, '/daily');

      const tabs = page.locator('.phone-tabs__link');
      const icons = page.locator('.phone-shortcuts__link');
      expect(await tabs.count()).toBe(5);
      expect(await icons.count()).toBe(2);
      expect(await page.locator('.topbar__nav').count()).toBe(0);

      const tabBoxes = [];
      for (const link of [...(await tabs.all()), ...(await icons.all())]) {
        const box = await link.boundingBox();
        inside(box, SMALL_PHONE);
        tabBoxes.push(box as Box);
      }
      // The tabs share one row, and so do the top bar's brand, user, language and icons.
      const tabTops = new Set(tabBoxes.slice(0, 5).map((box) => Math.round(box.y)));
      expect(tabTops.size).toBe(1);
      const row = await page.locator('.topbar__row').boundingBox();
      const brand = await page.locator('.topbar__row .brand').boundingBox();
      for (const box of [brand, ...tabBoxes.slice(5)]) {
        expect((box as Box).y).toBeLessThan((row as Box).y + (row as Box).height);
        expect((box as Box).height).toBeLessThanOrEqual((row as Box).height);
      }
      expect((row as Box).height).toBeLessThan(64);

      // Each name is whole: not wider than its box, on one line, inside its tab.
      const labels = await page.locator('.phone-tabs__label').evaluateAll((spans) =>
        spans.map((span) => {
          const tab = span.closest('a') as HTMLElement;
          const label = span.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return {
            text: span.textContent,
            overflow: span.scrollWidth - span.clientWidth,
            within: label.left >= box.left - 0.5 && label.right <= box.right + 0.5,
            lines: Math.round(label.height / Number.parseFloat(getComputedStyle(span).lineHeight)),
          };
        }));
      for (const label of labels) {
        expect(label, JSON.stringify(label)).toMatchObject({ overflow: 0, within: true, lines: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SMALL_PHONE.width);

      // The current section is marked for sight and for screen readers.
      const current = page.locator('.phone-tabs [aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute('href')).toBe('/daily');
      await page.screenshot({ path: path.join(SHOTS, `nav-360-${language}.png`) });
    });
  }

  it('reaches every section by keyboard, with the focus visible', async () => {
    const page = await openIn('en', SMALL_PHONE, '/home');
    const names: string[] = [];
    for (let step = 0; step < 30 && names.length < 7; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const link = element?.closest('.phone-tabs__link, .phone-shortcuts__link');
        return link ? { name: link.textContent, outline: getComputedStyle(link).outlineStyle } : null;
      });
      if (focused) {
        expect(focused.outline).not.toBe('none');
        names.push(focused.name ?? '');
      }
    }
    expect(names).toEqual(expect.arrayContaining(['Subscriptions', 'Notifications', 'Home', 'Daily', 'Rapid', 'Rewards', 'Profile']));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile');
  });
});

describe('the navigation at 1280 px', () => {
  for (const language of LANGUAGES) {
    it(`fits the seven sections in the top bar, in ${language}`, async () => {
      const page = await openIn(language, DESKTOP, '/home');
      const nav = page.locator('.topbar__nav');
      expect(await nav.locator('a').count()).toBe(7);
      expect(await page.locator('.phone-tabs').count()).toBe(0);
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      for (const link of await nav.locator('a').all()) inside(await link.boundingBox(), DESKTOP);
      expect(await nav.locator('[aria-current="page"]').getAttribute('href')).toBe('/home');
      await page.screenshot({ path: path.join(SHOTS, `nav-1280-${language}.png`) });
    });
  }
});

describe('offline', () => {
  it('shows the offline screen for a page opened offline and opens the page when the connection returns', async () => {
    const page = await openIn('en', SMALL_PHONE, '/home');
    await browser.context.setOffline(true);
    await page.locator('.phone-tabs').getByRole('link', { name: 'Rewards' }).click();

    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.getByText('Oops. Something went wrong! please try again').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'offline-360-en.png') });

    await browser.context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor();
    expect(await page.getByTestId('offline-screen').count()).toBe(0);
  });
});

describe('an unknown game at 360 px', () => {
  it('says it could not be found, and Back leads home when nothing of ours came before', async () => {
    const page = await openIn('en', SMALL_PHONE, '/game/mcq/00000000-0000-4000-8000-000000000000');

    await page.getByText('This game could not be found').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/home');
    inside(await page.getByRole('button', { name: 'Back' }).boundingBox(), SMALL_PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SMALL_PHONE.width);
    // The game's top bar keeps one row (two would be over 100 px): the way back, logo, user, language and sound.
    const row = await page.locator('.topbar__row').boundingBox();
    expect((row as Box).height).toBeLessThan(80);
    await page.screenshot({ path: path.join(SHOTS, 'unknown-game-360-en.png') });

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
