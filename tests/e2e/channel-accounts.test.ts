import { api } from '@plw/protocol/api';
import { CHANNEL_MESSAGES } from '@plw/shared/schemas/channel';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// A person requests a channel with a picture, the admin approves it on /admin/creator-requests, and the new
// creator opens the sign-up link, sets a password and lands on the creator dashboard; in real Chromium.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
const browsers: E2eBrowser[] = [];

beforeAll(async () => {
  server = await startTestServer({ serveClient: true });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function open(viewport?: { width: number; height: number }) {
  const browser = await launchBrowser(viewport ? { viewport } : {});
  browsers.push(browser);
  return browser;
}

describe('from channel request to creator dashboard', () => {
  it('requests a channel, is approved by the admin, signs up with the link and lands on the dashboard', async () => {
    const visitor = await open(PHONE);
    const { page } = visitor;
    await page.goto(`${server.url}/channel/signin`);
    await page.getByRole('link', { name: 'Request a channel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request a channel' }).waitFor();

    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByTestId('channel_dp-error').waitFor();
    expect(await page.getByTestId('channel_dp-error').textContent()).toBe(CHANNEL_MESSAGES.channelImageRequired);
    expect(await page.getByTestId('name-error').textContent()).toBe(CHANNEL_MESSAGES.nameTooShort);
    await screenshot(page, 'channel-request-errors-phone');

    await page.getByLabel('Your name').fill('Meera Nair');
    await page.getByLabel('Email').fill('meera@example.test');
    await page.getByLabel('Country code').fill('91');
    await page.getByLabel('Phone number').fill('9876543210');
    await page.getByLabel('Channel name').fill('Meera Quizzes');
    await page.locator('input[type="file"]').setInputFiles({ name: 'meera.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Channel description').fill('Weekly quizzes about Kerala history and food.');
    await screenshot(page, 'channel-request-filled-phone');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request sent' }).waitFor();
    expect(visitor.pageErrors).toEqual([]);

    const admin = await open();
    await admin.page.goto(`${server.url}/admin-signin`);
    await admin.page.getByLabel('Country code').fill('91');
    await admin.page.getByLabel('Phone number').fill('9000000001');
    await admin.page.getByLabel('Password').fill('Admin@2026');
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.page.getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Creator requests' }).click();
    const card = admin.page.getByRole('article', { name: 'Meera Quizzes' });
    await card.waitFor();
    await card.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(admin.page, 'creator-requests-desktop');

    const approval = admin.page.waitForResponse((r) => r.url().endsWith('/approve') && r.request().method() === 'POST');
    await card.getByRole('button', { name: 'Approve' }).click();
    const approved = (await (await approval).json()) as { signup_url: string | null };
    expect(approved.signup_url).toMatch(/\/channel\/signup\?email=meera%40example\.test&token=/);
    await admin.page.getByTestId('signup-url').waitFor();
    expect(await admin.page.getByTestId('signup-url').inputValue()).toBe(approved.signup_url);
    await screenshot(admin.page, 'creator-requests-approved-desktop');

    const outbox = await server.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'meera@example.test')
      .executeTakeFirstOrThrow();
    expect(outbox.text_body).toContain(approved.signup_url);

    const creator = await open(PHONE);
    await creator.page.goto(approved.signup_url ?? '');
    await creator.page.getByRole('heading', { level: 1, name: 'Create your creator account' }).waitFor();
    await creator.page.getByLabel('New password').fill('Meera@2026');
    await creator.page.getByLabel('Confirm password').fill('Meera@2027');
    await creator.page.getByRole('button', { name: 'Create account' }).click();
    await creator.page.getByTestId('confirm_password-error').waitFor();
    await creator.page.getByLabel('Confirm password').fill('Meera@2026');
    await creator.page.getByRole('button', { name: 'Create account' }).click();
    await creator.page.waitForURL((url) => url.pathname === '/creator/dashboard');
    await creator.page.getByTestId('current-user').waitFor();
    expect(await creator.page.getByTestId('current-user').textContent()).toContain('Meera Nair');
    await screenshot(creator.page, 'creator-dashboard-after-signup-phone');
    expect(creator.pageErrors).toEqual([]);
  });

  it('shows the channel request form right to left in Arabic on a phone', async () => {
    const { page } = await open(PHONE);
    await page.goto(`${server.url}/channel/request`);
    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    await page.reload();
    await page.getByRole('button', { name: 'إرسال الطلب' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'channel-request-arabic-phone');
  });

  it('asks for a reset link, then sets a new password from the mailed link', async () => {
    const creatorEmail = 'creator@demo.test';
    const { page } = await open();
    await page.goto(`${server.url}/channel/signin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(creatorEmail);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If ${creatorEmail} belongs to a creator account`).waitFor();

    // The reset mail, once the server has put it in the outbox.
    const resetMail = () => server.app.db.selectFrom('mail_outbox').select('text_body')
      .where('to_address', '=', creatorEmail).where('subject', 'like', '%Reset%').executeTakeFirst();
    await expect.poll(resetMail, { timeout: 5_000 }).toBeDefined();
    const mail = await resetMail();
    const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
    expect(new URL(link).pathname).toBe('/channel/forgot-password');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('Fresh@2026');
    await page.getByLabel('Confirm password').fill('Fresh@2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/dashboard');

    const signIn = await fetch(new URL(api.creatorSignIn.path, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: creatorEmail, password: 'Fresh@2026' }),
    });
    expect(signIn.status).toBe(200);
  });
});
