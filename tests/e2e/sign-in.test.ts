import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Admin and creator sign-in with the demo accounts, the forms' spec messages, reload and log out.

let server: TestServer;
let browser: E2eBrowser;

beforeAll(async () => {
  server = await startTestServer({ serveClient: true });
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

async function fieldErrors(): Promise<string[]> {
  return browser.page.getByRole('alert').allTextContents();
}

describe('admin sign-in', () => {
  it('shows the spec messages when the form is sent empty, and for too-long input', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin-signin`);
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('password-error').waitFor();
    expect(await page.getByTestId('country_code-error').textContent()).toBe('Country code required');
    expect(await page.getByTestId('phone-error').textContent()).toBe('Phone number required');
    expect(await page.getByTestId('password-error').textContent()).toBe('Password must be at least 8 characters long');
    await screenshot(page, 'admin-signin-errors-desktop');

    await page.getByLabel('Country code').fill('91');
    await page.getByLabel('Phone number').fill('1234567890123456');
    await page.getByLabel('Password').fill('p'.repeat(21));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="alert"]').length === 2);
    expect(await fieldErrors()).toEqual(['Phone number too long', 'Password must be at most 20 characters long']);
  });

  it('shows a wrong password as an error toast and stays on the form', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin-signin`);
    await page.getByLabel('Country code').fill('91');
    await page.getByLabel('Phone number').fill('9000000001');
    await page.getByLabel('Password').fill('Wrong@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByText('Invalid phone number or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-signin');
  });

  it('signs the demo admin in to /admin/dashboard, survives a reload, and logs out to a guest', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin-signin`);
    await page.getByTestId('current-user').waitFor();
    await page.getByLabel('Country code').fill('91');
    await page.getByLabel('Phone number').fill('9000000001');
    await page.getByLabel('Password').fill('Admin@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const tabs = await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').allTextContents();
    // "To review (n)" counts the games waiting for a verdict.
    expect(tabs.map((tab) => tab.replace(/ \(\d+\)$/, ''))).toEqual([
      'Dashboard',
      'To review',
      'All channels',
      'All games',
      'Creator requests',
      'Recharge hub',
    ]);
    expect(await page.getByTestId('current-user').textContent()).toContain('Admin');
    await screenshot(page, 'admin-dashboard-desktop');

    await page.reload();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    // A fresh guest, under a friendly generated name.
    await expect.poll(() => page.getByTestId('current-user').textContent()).not.toContain('Admin');

    // The old session is gone for good: the admin area now turns this guest away.
    await page.goto(`${server.url}/admin/dashboard`);
    await page.waitForURL((url) => url.pathname === '/home');
    expect(browser.pageErrors).toEqual([]);
  });

  it('returns the admin to the page they first asked for', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin-signin?redirect=${encodeURIComponent('/admin/all-games')}`);
    await page.getByLabel('Country code').fill('91');
    await page.getByLabel('Phone number').fill('9000000001');
    await page.getByLabel('Password').fill('Admin@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/all-games');
    await page.getByRole('heading', { level: 1, name: 'All games' }).waitFor();
  });
});

describe('creator sign-in', () => {
  it('signs the demo creator in to /creator/dashboard', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/channel/signin`);
    await page.getByRole('heading', { level: 1, name: 'Creator sign in' }).waitFor();

    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByTestId('email-error').textContent()).toBe('Invalid email format');

    await page.getByLabel('Email').fill('creator@demo.test');
    await page.getByLabel('Password').fill('Creator@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/creator/dashboard');
    const tabs = await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').allTextContents();
    expect(tabs).toEqual(['Dashboard', 'Games', 'Rounds', 'Playlists', 'Gifts', 'Settings']);
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  it('lays the sign-in form out on a phone', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE });
    const { page } = browser;
    await page.goto(`${server.url}/admin-signin`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('password-error').waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-signin-phone');
  });
});
