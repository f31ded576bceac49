import { mkdir } from 'node:fs/promises';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// From a submitted game to a player's daily list in real Chromium: the demo creator submits a kriss-kross game
// (made through the API), the admin finds it waiting and verifies its questions on /admin/games/krisskross, the
// creator releases it on the release page, and a player finds it in /daily. Pages also on a phone and in Arabic.

let server: TestServer;
let gameId: string;
const browsers: E2eBrowser[] = [];
const GAME = 'Orchard Words';

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
  server = await startTestServer({ serveClient: true });
  const owner = await creator(server.url);
  const made = await owner.request<{ game: StudioGame }>('POST', api.createGame.path, {
    type: 'Kriss_kross_puzzle',
    language: 'English',
    game_name: GAME,
  });
  gameId = made.body.game.game_id;
  for (const q of [
    { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
    { question: 'A yellow fruit', answer: 'LEMON', direction: 'Down' },
  ]) {
    await owner.request('POST', fillPath(api.addKrissKrossQuestion.path, { id: gameId }), q);
  }
  expect((await owner.request('POST', fillPath(api.submitGame.path, { id: gameId }))).status).toBe(200);
});
afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await server?.close();
});

async function open(viewport?: { width: number; height: number }): Promise<Page> {
  const browser = await launchBrowser(viewport ? { viewport } : {});
  browsers.push(browser);
  return browser.page;
}

const search = () => new URLSearchParams({ gameIds: gameId, gameLanguage: 'English' }).toString();

it('the admin finds the submitted game waiting and verifies its questions', async () => {
  const page = await open();
  await page.goto(`${server.url}/admin-signin`);
  await page.getByLabel('Country code').fill(String(DEMO_ADMIN.country_code));
  await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');

  await page.goto(`${server.url}/admin/all-games`);
  const waiting = page.getByRole('listitem', { name: GAME });
  await waiting.waitFor();
  await screenshot(page, 'review-all-games-desktop');
  await waiting.getByRole('link', { name: 'Review' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verify game' }).waitFor();
  await page.getByRole('link', { name: 'Verify the questions' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/games/krisskross');
  await expect.poll(() => page.getByTestId('verify-question').count()).toBe(2);

  // A rejection needs its reason before anything is sent.
  await page.getByTestId('verify-question').nth(1).getByLabel('Reject').check();
  await page.getByRole('button', { name: 'Send review' }).click();
  await page.getByText('Reason is required').waitFor();
  await screenshot(page, 'review-questions-desktop');

  await page.getByRole('button', { name: 'Approve all' }).click();
  await page.getByRole('button', { name: 'Send review' }).click();
  await page.getByText('Game verified').waitFor();
  await page.getByText(/This game is not waiting for review/).waitFor();
});

it('the creator releases the verified game, and a player finds it in the daily list', async () => {
  const page = await open();
  await page.goto(`${server.url}/channel/signin`);
  await page.getByLabel('Email').fill(DEMO_CREATOR.email);
  await page.getByLabel('Password').fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/dashboard');

  await page.goto(`${server.url}/creator/game/release-game?${search()}`);
  const card = page.getByTestId('release-game');
  await card.waitFor();
  expect(await card.getByTestId('game-status').textContent()).toBe('Verified');
  // A live round in the past is refused before it is sent.
  await page.getByLabel('Mode').selectOption('RAPID');
  await page.getByLabel('Publishing time').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await page.getByText('A RAPID game needs a publishing time in the future').waitFor();
  await screenshot(page, 'release-refused-desktop');

  await page.getByLabel('Mode').selectOption('DAILY');
  const now = await page.evaluate(() => {
    const d = new Date(Date.now() - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await page.getByLabel('Publishing time').fill(now);
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expect.poll(() => card.getByTestId('game-status').textContent(), { timeout: 10_000 }).toBe('Released');
  await screenshot(page, 'release-done-desktop');

  await page.setViewportSize(PHONE);
  await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await screenshot(page, 'release-ar-phone');

  const player = await open(PHONE);
  await player.goto(`${server.url}/daily`);
  await player.getByText(GAME).first().waitFor({ timeout: 15_000 });
  await screenshot(player, 'release-daily-phone');
});
