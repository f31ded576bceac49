import { mkdir } from 'node:fs/promises';
import { DEMO_CHANNEL_NAME } from '@plw/server/demo/seed';
import { newId } from '@plw/server/db/ids';
import { notify } from '@plw/server/domains/notifications/notify';
import { finishPlay } from '@plw/server/domains/plays/finish-play';
import { startPlay } from '@plw/server/domains/plays/repository';
import { userRoomOf } from '@plw/server/realtime/transport/round-sockets';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The player's own things in real Chromium against the real server: a channel's summary tabs and score pages,
// the profile right to left in Arabic, a guest who saves a phone and password and signs in with them in a
// fresh browser as the same player, and a notification that arrives while the page is open.

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let browser: E2eBrowser;
let channelId: string;

beforeAll(async () => {
  await mkdir('/tmp/shots', { recursive: true });
  server = await startTestServer({ serveClient: true });
  const demo = await server.app.db
    .selectFrom('channels')
    .select('id')
    .where('channel_name', '=', DEMO_CHANNEL_NAME)
    .executeTakeFirstOrThrow();
  channelId = demo.id;
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

function tab(page: Page, navigation: string, name: string) {
  return page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true });
}

/** A finished daily play worth 8.5 points in the demo channel, and its standing gift won at rank 1. */
async function giveScoreAndGift(userId: string): Promise<string> {
  const db = server.app.db;
  const player = await db.selectFrom('players').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const ofChannel = db.selectFrom('games').select(['id', 'game_name']).where('channel_id', '=', channelId);
  const game = await ofChannel.where('status', '=', 'RELEASED').executeTakeFirstOrThrow();
  const now = new Date();
  const play = await startPlay(db, game.id, player.id, 'DAILY', new Date(now.getTime() - 60_000));
  await finishPlay(db, { play, channelId, score: 850, correctCount: 3, now });
  const gift = await db.selectFrom('gifts').select('id').where('channel_id', '=', channelId).executeTakeFirstOrThrow();
  await db
    .insertInto('gift_awards')
    .values({
      id: newId(),
      gift_id: gift.id,
      player_id: player.id,
      play_id: play.id,
      rank: 1,
      status: 'AWARDED',
      awarded_at: now.toISOString(),
    })
    .execute();
  return game.game_name;
}

/** Sets a name on a guest's profile (the header still says Guest until they save a phone) and answers their user id. */
async function nameTheGuest(page: Page, name: string): Promise<string> {
  await page.goto(`${server.url}/profile`);
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Profile saved').waitFor();
  const player = await server.app.db
    .selectFrom('players')
    .select('user_id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return player.user_id;
}

describe('channel summary', () => {
  it('switches between "Your Score" and "Gifts" and through the score pages', async () => {
    const { page } = browser;
    const gameName = await giveScoreAndGift(await nameTheGuest(page, `Noor ${Math.random().toString(36).slice(2, 7)}`));
    await page.goto(`${server.url}/channel/${channelId}/summary`);
    await page.getByRole('heading', { level: 1, name: new RegExp(DEMO_CHANNEL_NAME) }).waitFor();
    expect(await tab(page, 'Summary sections', 'Your Score').getAttribute('aria-current')).toBe('page');
    expect(await tab(page, 'Score sections', 'Summary').getAttribute('aria-current')).toBe('page');
    await page.getByText('Place in channel').waitFor();
    await screenshot(page, 'account-summary-desktop');

    expect(await page.locator('.stat-tile--lead .stat-tile__value').textContent()).toMatch(/^(8\.5|9)$/);
    expect(await page.getByText('#1', { exact: true }).count()).toBeGreaterThan(0);

    await tab(page, 'Score sections', 'Rapid').click();
    await page.waitForURL((url) => url.pathname === `/channel/${channelId}/summary/score/rapid`);
    await page.getByText('No games played here yet.').waitFor();
    expect(await tab(page, 'Score sections', 'Rapid').getAttribute('aria-current')).toBe('page');
    for (const [name, path] of [
      ['Daily', 'daily'],
      ['All', 'all'],
    ] as const) {
      await tab(page, 'Score sections', name).click();
      await page.waitForURL((url) => url.pathname === `/channel/${channelId}/summary/score/${path}`);
      await page.getByText(gameName).waitFor();
      expect(await tab(page, 'Score sections', name).getAttribute('aria-current')).toBe('page');
    }
    await screenshot(page, 'account-summary-all-desktop');

    await tab(page, 'Summary sections', 'Gifts').click();
    await page.waitForURL((url) => url.pathname === `/channel/${channelId}/summary/gifts`);
    await page.getByRole('heading', { level: 2, name: 'Gifts on offer' }).waitFor();
    expect(await page.getByText('Awarded', { exact: true }).count()).toBe(1);
    expect(await tab(page, 'Summary sections', 'Gifts').getAttribute('aria-current')).toBe('page');
    expect(await tab(page, 'Summary sections', 'Your Score').getAttribute('aria-current')).toBeNull();
    await screenshot(page, 'account-summary-gifts-desktop');

    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-summary-gifts-phone');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await tab(page, 'أقسام الملخص', 'نقاطك').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, 'account-summary-gifts-ar-phone');
    await page.locator('select[name="language"]').selectOption('en');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');

    await page.goto(`${server.url}/rewards/score`);
    await page.getByRole('link', { name: new RegExp(DEMO_CHANNEL_NAME) }).waitFor();
    await screenshot(page, 'account-rewards-score-phone');
    await page.goto(`${server.url}/rewards/gifts/channel`);
    await page.getByRole('heading', { level: 2, name: `Gifts from ${DEMO_CHANNEL_NAME}` }).waitFor();
    await screenshot(page, 'account-rewards-gifts-channel-phone');
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('profile', () => {
  it('reads right to left in Arabic', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await screenshot(page, 'account-profile-guest-phone');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: 'الملف الشخصي' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('heading', { level: 2, name: 'احفظ تقدّمك' }).waitFor();
    // Right to left: the heading starts at the right edge of the page.
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box && pageWidth - (box.x + box.width)).toBeLessThan(40);
    await screenshot(page, 'account-profile-ar-phone');
    expect(browser.pageErrors).toEqual([]);
  });

  it('lets a guest save a phone and password and sign in with them in a fresh browser as the same player', async () => {
    const { page } = browser;
    const name = `Asha ${Math.random().toString(36).slice(2, 7)}`;
    const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await nameTheGuest(page, name);

    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    expect(await page.getByTestId('file-error').textContent()).toBe('File must be a valid image, video, or audio format');
    await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByText('Profile picture updated').waitFor();
    const picture = page.locator('.picture-upload img');
    await picture.waitFor();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

    const save = page.getByRole('region', { name: 'Save your progress' });
    await save.getByLabel('Country code').fill('91');
    await save.getByLabel('Phone number').fill(phone);
    await save.getByLabel('Password', { exact: true }).fill('weakpass');
    await save.getByLabel('Confirm password').fill('weakpass');
    await save.getByRole('button', { name: 'Save my progress' }).click();
    expect(await save.getByTestId('password-error').textContent()).toBe(
      'Password must contain at least one uppercase letter',
    );
    await save.getByLabel('Password', { exact: true }).fill('Secret@2026');
    await save.getByLabel('Confirm password').fill('Secret@2026');
    await save.getByRole('button', { name: 'Save my progress' }).click();
    await page.getByTestId('phone-4digit').waitFor();
    expect(await page.getByTestId('phone-4digit').textContent()).toBe(`Ending in ${phone.slice(-4)}`);
    expect(await page.getByRole('region', { name: 'Save your progress' }).count()).toBe(0);
    await screenshot(page, 'account-profile-saved-desktop');

    const other = await launchBrowser({ viewport: PHONE });
    try {
      await other.page.goto(`${server.url}/profile`);
      await other.page.getByTestId('current-user').getByText('Guest').waitFor();
      const signIn = other.page.getByRole('region', { name: 'Sign in with your phone' });
      await signIn.getByLabel('Country code').fill('91');
      await signIn.getByLabel('Phone number').fill(phone);
      await signIn.getByLabel('Password').fill('Secret@2026');
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await other.page.getByTestId('current-user').getByText(name).waitFor();
      expect(await other.page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      expect(await other.page.getByTestId('phone-4digit').textContent()).toBe(`Ending in ${phone.slice(-4)}`);
      await other.page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(other.page, 'account-profile-signed-in-phone');

      // The session outlives a reload in the new browser too.
      await other.page.reload();
      await other.page.getByTestId('current-user').getByText(name).waitFor();
      expect(other.pageErrors).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('notifications', () => {
  it('shows a notification pushed while the page is open, with the unread badge', async () => {
    const { page } = browser;
    const userId = await nameTheGuest(page, `Ravi ${Math.random().toString(36).slice(2, 7)}`);
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.getByText('No notifications yet.').waitFor();
    expect(await page.getByTestId('unread-badge').count()).toBe(0);
    // The live feed connects once the list has loaded: the server holds this user's socket in their room.
    const userSockets = async () => (await server.app.rounds.io.in(userRoomOf(userId)).fetchSockets()).length;
    await expect.poll(userSockets, { timeout: 10_000 }).toBeGreaterThan(0);

    await notify(server.app.db, server.app.rounds.notifications, [userId], {
      kind: 'GIFT_WON',
      title: 'You won a gift',
      body: 'A signed dictionary is on its way.',
      link: '/rewards/gifts',
    }, new Date(server.app.clock.now()));

    await page.getByTestId('notification').first().waitFor();
    expect(await page.getByTestId('notification').first().textContent()).toContain('You won a gift');
    expect(await page.getByTestId('unread-badge').getByText('1', { exact: true }).count()).toBe(1);
    await screenshot(page, 'account-notifications-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-notifications-phone');
    // Nothing spills past a phone's width (the badge's hidden words once did, out of the scrolling nav).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="unread-badge"]'));
    await page.getByRole('link', { name: 'You won a gift' }).click();
    await page.waitForURL((url) => url.pathname === '/rewards/gifts');
    expect(browser.pageErrors).toEqual([]);
  });
});

describe('rewards and about pages', () => {
  it('shows rewards, contact, version and about pages on a desktop, a phone and in Arabic', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/rewards`);
    await page.getByText('Total points').waitFor();
    expect(
      await page.getByRole('navigation', { name: 'Rewards sections' }).getByRole('link', { name: 'Overview' })
        .getAttribute('aria-current'),
    ).toBe('page');
    await screenshot(page, 'account-rewards-desktop');

    await page.goto(`${server.url}/version`);
    await page.getByTestId('server-version').getByText('test').waitFor();
    expect(await page.getByTestId('client-version').textContent()).toContain('0.1.0');
    await screenshot(page, 'account-version-desktop');

    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/rewards/gifts`);
    await page.getByText('No gifts yet. Finish near the top of a game to win one.').waitFor();
    await screenshot(page, 'account-rewards-gifts-phone');

    await page.goto(`${server.url}/contact-us`);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await page.getByTestId('email-error').textContent()).toBe('Invalid email format');
    await page.getByLabel('Your name').fill('Meera');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByLabel('Message').fill('Please add more Tamil quizzes.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    await screenshot(page, 'account-contact-phone');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' }).click();
    await page.getByRole('heading', { level: 1, name: 'من نحن' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'التعلّم بلغتك' }).waitFor();
    await screenshot(page, 'account-about-ar-phone');
    expect(browser.pageErrors).toEqual([]);
  });
});
