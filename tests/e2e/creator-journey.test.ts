import { mkdir } from 'node:fs/promises';
import { DEMO_ADMIN } from '@plw/server/demo/seed';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { PNG } from '../support/studio-kit.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A creator's whole way in real Chromium, through the pages only: a person requests a channel with a picture, the
// admin approves it, the new creator signs up from the link, makes a kriss-kross game with three clues and submits
// it from the games page; the admin refuses a clue with a reason, which the creator reads on the games page before
// submitting again; the admin verifies every clue, the creator releases the game as DAILY from the games page's
// Release link, the games page says how it went out, and a player finds the game in /daily and opens it.

const GAME = 'Backwater Birds';
const CLUES = [
  { clue: 'Blue flash over the paddy', answer: 'KINGFISHER', direction: 'Across' },
  { clue: 'Dives for fish, dries its wings', answer: 'DARTER', direction: 'Down' },
  { clue: 'White wader in the fields', answer: 'EGRET', direction: 'Down' },
] as const;
const REASON = 'Say which kingfisher: there are three kinds here';

let server: TestServer;
const browsers: E2eBrowser[] = [];

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
  server = await startTestServer({ serveClient: true });
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

async function open(viewport?: { width: number; height: number }): Promise<E2eBrowser> {
  const browser = await launchBrowser(viewport ? { viewport } : {});
  browsers.push(browser);
  return browser;
}

async function addClue(page: Page, { clue, answer, direction }: (typeof CLUES)[number]) {
  const form = page.getByRole('form', { name: 'Question' });
  await form.getByLabel('Clue').fill(clue);
  await form.getByLabel('Answer').fill(answer);
  await form.getByRole('radio', { name: direction, exact: true }).check();
  await form.getByRole('button', { name: 'Add question' }).click();
  await page.getByTestId('studio-question').filter({ hasText: clue }).waitFor();
}

/** The local time a minute ago as a datetime-local field takes it. */
function aMinuteAgo(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
}

// Four people and two review rounds take longer than one page's test.
it('takes a new creator from channel request to a released game a player opens', { timeout: 120_000 }, async () => {
  // A person asks for a channel, on a phone.
  const visitor = await open(PHONE);
  await visitor.page.goto(`${server.url}/channel/request`);
  await visitor.page.getByLabel('Your name').fill('Anjali Menon');
  await visitor.page.getByLabel('Email').fill('anjali@example.test');
  await visitor.page.getByLabel('Country code').fill('91');
  await visitor.page.getByLabel('Phone number').fill('9847012345');
  await visitor.page.getByLabel('Channel name').fill('Kuttanad Words');
  await visitor.page.locator('input[type="file"]')
    .setInputFiles({ name: 'kuttanad.png', mimeType: 'image/png', buffer: PNG });
  await visitor.page.getByLabel('Channel description').fill('Word puzzles about the birds and boats of Kuttanad.');
  await visitor.page.getByRole('button', { name: 'Send request' }).click();
  await visitor.page.getByRole('heading', { level: 1, name: 'Request sent' }).waitFor();
  expect(visitor.pageErrors).toEqual([]);

  // The admin approves it and is shown the sign-up link.
  const admin = await open();
  await admin.page.goto(`${server.url}/admin-signin`);
  await admin.page.getByLabel('Country code').fill(String(DEMO_ADMIN.country_code));
  await admin.page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
  await admin.page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await admin.page.getByRole('button', { name: 'Sign in' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await admin.page.goto(`${server.url}/admin/creator-requests`);
  const request = admin.page.getByRole('article', { name: 'Kuttanad Words' });
  await request.getByRole('button', { name: 'Approve' }).click();
  await admin.page.getByTestId('signup-url').waitFor();
  const signupUrl = await admin.page.getByTestId('signup-url').inputValue();
  expect(signupUrl).toMatch(/\/channel\/signup\?email=anjali%40example\.test&token=/);

  // The new creator signs up and makes a kriss-kross game with three clues.
  const creator = await open();
  const { page } = creator;
  await page.goto(signupUrl);
  await page.getByLabel('New password').fill('Anjali@2026');
  await page.getByLabel('Confirm password').fill('Anjali@2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/dashboard');
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  await page.getByText('No games yet. Make your first one!').waitFor();
  await page.getByRole('link', { name: 'New game' }).click();
  await page.locator('main').getByLabel('Language', { exact: true }).selectOption('English');
  await page.getByLabel('Game name').fill(GAME);
  await page.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/krisskross/add-question');
  for (const clue of CLUES) await addClue(page, clue);
  await screenshot(page, 'journey-questions-desktop');

  // Submitted from the games page, the game waits for review.
  await page.getByRole('link', { name: 'Games', exact: true }).click();
  const listed = page.getByTestId('studio-game').filter({ hasText: GAME });
  await listed.getByRole('button', { name: 'Submit for review' }).click();
  await listed.getByText('Waiting for review').waitFor();
  expect(await listed.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
  await screenshot(page, 'journey-games-waiting-desktop');

  // The admin refuses the first clue, with a reason.
  await admin.page.goto(`${server.url}/admin/all-games`);
  await admin.page.getByRole('listitem', { name: GAME }).getByRole('link', { name: 'Review' }).click();
  await admin.page.getByRole('link', { name: 'Verify the questions' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/admin/games/krisskross');
  await expect.poll(() => admin.page.getByTestId('verify-question').count(), { timeout: 20_000 }).toBe(CLUES.length);
  await admin.page.getByRole('button', { name: 'Approve all' }).click();
  const first = admin.page.getByTestId('verify-question').filter({ hasText: CLUES[0].clue });
  await first.getByLabel('Reject').check();
  await first.getByLabel('Reason (the creator sees it)').fill(REASON);
  await admin.page.getByRole('button', { name: 'Send review' }).click();
  await admin.page.getByText('Sent back to the creator with your reasons').waitFor();

  // The creator reads why on the games page and submits the game again.
  await page.reload();
  const reasons = listed.getByTestId('rejection-reasons');
  await reasons.waitFor();
  expect(await reasons.textContent()).toContain(`${CLUES[0].clue}: ${REASON}`);
  expect(await reasons.textContent()).not.toContain(CLUES[1].clue);
  await screenshot(page, 'journey-games-rejected-desktop');
  await listed.getByRole('button', { name: 'Submit for review' }).click();
  await listed.getByText('Waiting for review').waitFor();

  // The admin verifies every clue.
  await admin.page.reload();
  await expect.poll(() => admin.page.getByTestId('verify-question').count(), { timeout: 20_000 }).toBe(CLUES.length);
  await admin.page.getByRole('button', { name: 'Approve all' }).click();
  await admin.page.getByRole('button', { name: 'Send review' }).click();
  await admin.page.getByText('Game verified').waitFor();
  expect(admin.pageErrors).toEqual([]);

  // The games page's Release link leads to the release page, where the game goes out as DAILY.
  await page.reload();
  await listed.getByRole('link', { name: 'Release' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/release-game');
  const search = new URL(page.url()).searchParams;
  expect(search.get('gameLanguage')).toBe('English');
  const gameId = search.get('gameIds') ?? '';
  const card = page.getByTestId('release-game');
  await expect.poll(() => card.getByTestId('game-status').textContent()).toBe('Verified');
  await page.getByLabel('Mode').selectOption('DAILY');
  await page.getByLabel('Publishing time').fill(await aMinuteAgo(page));
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expect.poll(() => card.getByTestId('game-status').textContent(), { timeout: 10_000 }).toBe('Released');

  // Back on the games page, on a phone: how and when the game went out.
  await page.setViewportSize(PHONE);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/creator/games');
  const released = listed.getByTestId('released-info');
  await released.waitFor();
  expect(await released.locator('span').textContent()).toBe('Released as Daily');
  expect(await released.locator('time').textContent()).toMatch(/^Publishing time: \S/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, 'journey-games-released-phone');
  expect(creator.pageErrors).toEqual([]);

  // A player finds it in the daily list and opens it.
  const player = await open(PHONE);
  await player.page.goto(`${server.url}/daily`);
  const gameCard = player.page.getByTestId('game-card').filter({ hasText: GAME });
  await gameCard.waitFor({ timeout: 15_000 });
  await screenshot(player.page, 'journey-daily-phone');
  await gameCard.click();
  await player.page.waitForURL((url) => url.pathname === `/game/krisskross/${gameId}`);
  await player.page.getByRole('heading', { level: 1, name: GAME }).waitFor();
  await player.page.getByRole('button', { name: new RegExp(`${CLUES[2].clue} \\(5\\)$`) }).waitFor();
  await screenshot(player.page, 'journey-player-game-phone');
  expect(player.pageErrors).toEqual([]);
});
