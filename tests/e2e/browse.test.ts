import { mkdir } from 'node:fs/promises';
import { DEMO_CHANNEL_NAME } from '@plw/server/demo/seed';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { countWholeList, motionAtRest } from '../support/e2e-waits.ts';
import { createChannelWithCreator } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Browsing in real Chromium against the real server and its demo content: channels and subscriptions, the daily
// list filtered by a language chip, a live game's countdown into the waiting room, the UI in Malayalam drawn in its
// font, and the home carousels on a phone in Arabic, read right to left.

const SECOND_CHANNEL = 'Quiz Corner';
const LIVE_GAME = 'Live capitals tonight';

let server: TestServer;
let browser: E2eBrowser;

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
  server = await startTestServer({ serveClient: true });
  const db = server.app.db;
  await createChannelWithCreator(db, {
    email: 'second@demo.test',
    password: 'Second@2026',
    channelName: SECOND_CHANNEL,
  });
  const demo = await db
    .selectFrom('channels')
    .select('id')
    .where('channel_name', '=', DEMO_CHANNEL_NAME)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const { gameId } = await insertGame(
    db,
    demo.id,
    {
      type: 'Mcq',
      mode: 'RAPID',
      language: 'English',
      game_name: LIVE_GAME,
      publishing_time: new Date(now.getTime() + 2 * 3_600_000).toISOString(),
      game_duration: 120,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  const question = { question: 'Capital of Peru?', answer: 'Lima', answer_options: ['Cusco', 'Quito', 'Bogota'] };
  await insertMcqQuestions(db, gameId, [question], now);
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

describe('browsing', () => {
  it('lists channels, subscribes to one and finds it under subscriptions', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/home/channels`);
    const demoCard = page.getByTestId('channel-card').filter({ hasText: DEMO_CHANNEL_NAME });
    await demoCard.waitFor();
    await page.getByTestId('channel-card').filter({ hasText: SECOND_CHANNEL }).waitFor();

    await page.getByRole('button', { name: `Subscribe to ${DEMO_CHANNEL_NAME}` }).click();
    await page.getByRole('button', { name: `Unsubscribe from ${DEMO_CHANNEL_NAME}` }).waitFor();
    await screenshot(page, 'browse-channels-desktop');

    await page.getByRole('link', { name: 'Not Subscribed' }).click();
    await page.waitForURL((url) => url.search === '?filter=Unsubscribed');
    await page.getByTestId('channel-card').filter({ hasText: SECOND_CHANNEL }).waitFor();
    await demoCard.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscriptions' }).click();
    await page.waitForURL((url) => url.pathname === '/subscriptions');
    await page.getByTestId('channel-card').filter({ hasText: DEMO_CHANNEL_NAME }).waitFor();
    expect(await page.getByTestId('channel-card').count()).toBe(1);

    await page.getByRole('link', { name: DEMO_CHANNEL_NAME }).click();
    await page.getByTestId('channel-header').waitFor();
    await page.getByRole('button', { name: 'Channel options' }).click();
    const summary = page.getByRole('menuitem', { name: 'Summary' });
    expect(await summary.getAttribute('href')).toMatch(/^\/channel\/[^/]+\/summary$/);
    await page.keyboard.press('Escape');
    await page.getByTestId('game-card').first().waitFor();
    await screenshot(page, 'browse-channel-desktop');
    expect(browser.pageErrors).toEqual([]);
  });

  it('filters the daily list by a language chip and removes it again', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/daily`);
    await page.getByRole('heading', { level: 1, name: 'Daily Puzzle' }).waitFor();
    await page.getByText('Play daily to explore more exciting games').waitFor();
    // The list opens on the reader's language, a chip they remove for every language (for the session).
    await page.waitForURL((url) => url.search === '?language=English');
    await page.getByRole('button', { name: 'Remove English' }).click();
    await page.waitForURL((url) => url.pathname === '/daily' && url.search === '');
    // Every page of the list, not only the first 20: the count it must come back to.
    const all = await countWholeList(page, page.getByTestId('game-card'));

    await page.getByRole('button', { name: 'Filters' }).click();
    await screenshot(page, 'browse-daily-filters-desktop');
    await page.getByRole('button', { name: 'Malayalam' }).click();
    await page.waitForURL((url) => url.search === '?language=Malayalam');
    const chip = page.getByRole('button', { name: 'Remove Malayalam' });
    await chip.waitFor();
    await page.getByTestId('game-card').first().waitFor();
    await expect.poll(() => page.getByTestId('game-card').count()).toBeLessThan(all);
    for (const meta of await page.getByTestId('game-card').locator('.game-card__meta').allTextContents()) {
      if (meta.includes('·')) expect(meta).toContain('Malayalam');
    }
    await page.keyboard.press('Escape');
    await screenshot(page, 'browse-daily-malayalam-desktop');

    await chip.click();
    await page.waitForURL((url) => url.pathname === '/daily' && url.search === '');
    await expect.poll(() => countWholeList(page, page.getByTestId('game-card'))).toBe(all);
    expect(browser.pageErrors).toEqual([]);
  });

  it('counts a live game down on its card and opens the waiting room', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/rapid`);
    const card = page.getByTestId('rapid-round').filter({ hasText: LIVE_GAME });
    await card.waitFor();
    const countdown = card.getByTestId('round-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^Starts in (01:59|02:00):\d\d$/);
    await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(first);
    await screenshot(page, 'browse-rapid-desktop');

    await card.click();
    await page.waitForURL((url) => url.pathname === '/game/waitingroom');
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toMatch(/^\/game\/mcq\/[^/]+$/);
    expect(url.searchParams.get('time')).toBeTruthy();
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows Malayalam text only once its font is loaded, never as empty boxes', async () => {
    const { page } = browser;
    // Whether the Malayalam font was ready when the first Malayalam text reached the page.
    await page.addInitScript(() => {
      const probe = window as unknown as { fontAtFirstText?: boolean };
      new MutationObserver((_changes, observer) => {
        if (!/[\u0D00-\u0D7F]/.test(document.body?.textContent ?? '')) return;
        probe.fontAtFirstText = document.fonts.check('400 16px "Noto Sans Malayalam"', 'അ')
          && document.fonts.check('700 16px "Noto Sans Malayalam"', 'അ');
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${server.url}/home`);
    await page.evaluate(() => localStorage.setItem('plw.language', 'ml'));
    await page.goto(`${server.url}/rewards`);
    await page.getByRole('heading', { level: 1, name: 'സമ്മാനങ്ങൾ' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { fontAtFirstText?: boolean }).fontAtFirstText)).toBe(true);
    await screenshot(page, 'rewards-malayalam');
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows the home carousels on a phone, right to left in Arabic', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE });
    const { page } = browser;
    await page.goto(`${server.url}/home`);
    await page.getByTestId('playlist').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'browse-home-phone');

    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    await page.reload();
    const row = page.getByTestId('playlist').filter({ hasText: 'Start here' });
    await row.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const previous = row.getByRole('button', { name: 'الألعاب السابقة في Start here' });
    const next = row.getByRole('button', { name: 'الألعاب التالية في Start here' });
    expect(await previous.isDisabled()).toBe(true);

    // The first card starts at the right edge of the row.
    const slides = row.locator('.carousel__slide');
    const viewport = await row.locator('.carousel__viewport').boundingBox();
    const firstBox = await slides.first().boundingBox();
    if (!viewport || !firstBox) throw new Error('the carousel is not on screen');
    expect(Math.abs(firstBox.x + firstBox.width - (viewport.x + viewport.width))).toBeLessThan(8);
    await screenshot(page, 'browse-home-arabic-phone');

    if (await next.isEnabled()) {
      await next.click();
      await expect.poll(async () => (await slides.first().boundingBox())?.x ?? 0).toBeGreaterThan(firstBox.x + 50);
      await expect.poll(() => previous.isEnabled()).toBe(true);
      // The row's scroll (Embla moves its track frame by frame) has come to rest.
      await motionAtRest(row);
      await screenshot(page, 'browse-home-arabic-phone-next');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'الفئات' }).click();
    await page.getByRole('heading', { level: 2, name: 'دوائر اللعب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'browse-categories-arabic-phone');
    expect(browser.pageErrors).toEqual([]);
  });
});
