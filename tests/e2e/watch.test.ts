import { mkdir } from 'node:fs/promises';
import { DEMO_ADMIN, DEMO_CHANNEL_NAME, DEMO_CREATOR } from '@plw/server/demo/seed';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { framesDrawn, viewportApplied } from '../support/e2e-waits.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The dashboards' live-rounds panel in real Chromium against the real server. Each test gets a fresh server whose
// demo schedules a live quiz 3 s after start, played by six simulated players: the creator watches its figures
// and board move, the panel reconnects when dropped and lets go of its socket when left; the admin sees the round
// with its channel and the server's health, on a phone and in Arabic. Without a round the panel says so.

const DEMO_ROUNDS = { firstInMs: 3_000, everyMs: 600_000, durationSeconds: 40 };

let server: TestServer | undefined;
let browser: E2eBrowser | undefined;

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
  await server?.close();
  server = undefined;
});

/** A fresh server, by default with its demo live round about to start, and a browser on it. */
async function start({ demoRound = true } = {}): Promise<{ page: Page; url: string; app: TestServer['app'] }> {
  server = await startTestServer({ serveClient: true, config: { demoRounds: demoRound ? DEMO_ROUNDS : false } });
  browser = await launchBrowser();
  return { page: browser.page, url: server.url, app: server.app };
}

async function signInCreator(page: Page, url: string) {
  await page.goto(`${url}/channel/signin`);
  await page.getByLabel('Email').fill(DEMO_CREATOR.email);
  await page.getByLabel('Password').fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/dashboard');
}

async function signInAdmin(page: Page, url: string) {
  await page.goto(`${url}/admin-signin`);
  await page.getByLabel('Country code').fill(String(DEMO_ADMIN.country_code));
  await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
}

/** What the panel shows of a round that moves: its answers and its board, names with points. */
async function movingFigures(room: Locator) {
  return {
    answers: await room.getByTestId('watch-answers').textContent(),
    board: await room.getByTestId('watch-leaderboard').getByRole('listitem').allTextContents(),
  };
}

const NARROW_PHONE = { width: 360, height: 740 } as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('live rounds on the creator dashboard', () => {
  it("shows the creator their channel's round being played, its players, and the board moving", async () => {
    const { page, url } = await start();
    await signInCreator(page, url);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Live rounds' }).waitFor();

    const room = page.locator('[data-testid="watch-room"][data-phase="running"]');
    await room.waitFor({ timeout: 20_000 });
    expect(await room.getByRole('heading', { level: 3 }).textContent()).toMatch(/^Live Quiz /);
    expect(await room.getByTestId('watch-phase').textContent()).toBe('Live now');
    // The simulated players sit down a moment after the start.
    await expect.poll(() => room.getByTestId('watch-players').textContent(), { timeout: 10_000 }).toBe('6');
    expect(await page.getByTestId('watch-status').textContent()).toBe('Live');
    // A creator watches only their own channel, so neither the channel nor the server is shown.
    expect(await room.getByTestId('watch-channel').count()).toBe(0);
    expect(await page.getByTestId('watch-health').count()).toBe(0);

    // The simulated players answer and score, marked as such.
    await page.waitForFunction(
      () => Number(document.querySelector('[data-phase="running"] [data-testid="watch-answers"]')?.textContent) > 0,
      undefined,
      { timeout: 15_000 },
    );
    expect(await room.getByTestId('watch-leaderboard').getByText('Simulated').count()).toBeGreaterThan(0);
    expect(await room.getByRole('meter').count()).toBe(10);

    const clockBefore = await room.getByRole('timer').textContent();
    const before = await movingFigures(room);
    // Until the clock has ticked, more answers have come in and the board has changed.
    let after = before;
    let clockAfter = clockBefore;
    await expect.poll(async () => {
      after = await movingFigures(room);
      clockAfter = await room.getByRole('timer').textContent();
      return clockAfter !== clockBefore && Number(after.answers) > Number(before.answers)
        && JSON.stringify(after.board) !== JSON.stringify(before.board);
    }, { timeout: 15_000 }).toBe(true);

    expect(clockBefore).toMatch(/^0:[0-5]\d$/);
    expect(clockAfter).not.toBe(clockBefore);
    expect(Number(after.answers)).toBeGreaterThan(Number(before.answers));
    expect(after.board).not.toEqual(before.board);
    expect(after.board.length).toBeGreaterThan(0);
    await screenshot(page, 'watch-creator-desktop');

    // On the narrowest phone, in the language with the longest words: nothing runs off the side.
    await page.setViewportSize(NARROW_PHONE);
    await viewportApplied(page, NARROW_PHONE);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'watch-creator-phone');
    await page.evaluate(() => localStorage.setItem('plw.language', 'ml'));
    await page.reload();
    await room.getByRole('meter').first().waitFor();
    await expect.poll(() => room.getByText('ഉത്തരം').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'watch-creator-phone-ml');
    expect(browser?.pageErrors).toEqual([]);
  });
});

describe('the live-rounds connection', () => {
  it('comes back by itself when the server drops it, and closes when the creator leaves the dashboard', async () => {
    const { page, url, app } = await start();
    await signInCreator(page, url);
    await page.getByTestId('watch-room').waitFor({ timeout: 20_000 });
    const status = page.getByTestId('watch-status');
    await page.waitForFunction(() => document.querySelector('[data-testid="watch-status"]')?.textContent === 'Live');

    app.rounds.io.disconnectSockets(true);
    await page.getByText('Reconnecting...').waitFor();
    // The last figures stay on screen meanwhile.
    expect(await page.getByTestId('watch-room').count()).toBe(1);
    await page.waitForFunction(() => document.querySelector('[data-testid="watch-status"]')?.textContent === 'Live');
    expect(await status.textContent()).toBe('Live');
    expect(app.rounds.io.of('/').sockets.size).toBe(1);

    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Games' }).click();
    await page.waitForURL((address) => address.pathname === '/creator/games');
    await expect.poll(() => app.rounds.io.of('/').sockets.size, { timeout: 5_000 }).toBe(0);
    expect(browser?.pageErrors).toEqual([]);
  });

  it('says there is nothing to watch when no round is live or coming', async () => {
    const { page, url } = await start({ demoRound: false });
    await signInCreator(page, url);
    const empty = page.getByTestId('watch-empty');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('No live or upcoming rounds right now.');
    expect(await page.getByTestId('watch-room').count()).toBe(0);
    await screenshot(page, 'watch-creator-empty-desktop');
  });
});

describe('live rounds on the admin dashboard', () => {
  it('shows the admin the round with its channel and the server health card, also on a phone in Arabic', async () => {
    const { page, url } = await start();
    await signInAdmin(page, url);
    await page.getByRole('heading', { level: 2, name: 'Live rounds' }).waitFor();

    const room = page.getByTestId('watch-room').filter({ hasText: 'Live Quiz' });
    await room.waitFor({ timeout: 20_000 });
    expect(await room.getByTestId('watch-channel').textContent()).toBe(`Channel: ${DEMO_CHANNEL_NAME}`);

    const health = page.getByTestId('watch-health');
    await health.waitFor();
    expect(await health.getByRole('heading', { level: 3 }).textContent()).toBe('Server health');
    expect(Number(await health.getByTestId('watch-connections').textContent())).toBeGreaterThanOrEqual(1);
    for (const label of ['Connections', 'Event-loop lag', 'Memory', 'Uptime']) {
      expect(await health.getByText(label, { exact: true }).count()).toBe(1);
    }
    const figures = await health.textContent();
    for (const figure of [/p50 [\d.]+ ms/, /p99 [\d.]+ ms/, /RSS [\d.]+ MB/, /heap [\d.]+ MB/]) {
      expect(figures).toMatch(figure);
    }

    await page.locator('[data-testid="watch-room"][data-phase="running"]').waitFor({ timeout: 20_000 });
    await room.getByTestId('watch-score').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'watch-admin-desktop');

    // A reader who asked for less motion gets no pulsing or sliding (and the screenshot no line caught mid-move).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pulse = await page.locator('.watch-status__dot').evaluate((dot) => getComputedStyle(dot).animationName);
    expect(pulse).toBe('none');
    await page.setViewportSize(PHONE);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 2, name: 'الجولات المباشرة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('watch-health').getByRole('heading', { level: 3 }).textContent()).toBe('حالة الخادم');
    // The Arabic text is laid out in its own font, fetched as it first shows, at the phone's width.
    await viewportApplied(page, PHONE);
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    await framesDrawn(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'watch-admin-phone-ar');
    expect(browser?.pageErrors).toEqual([]);
  });
});
