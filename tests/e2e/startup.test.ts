import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// First visit, guards and languages in a real browser against the real server and the built client.

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

describe('first visit', () => {
  it('lands signed in as a guest player on /home, with a refresh cookie set', async () => {
    const { page, context } = browser;
    await page.goto(server.url);

    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.getByTestId('current-user').textContent()).toContain('Guest');
    expect(await page.title()).toBe('Home · Play, Learn and Win');
    const cookie = (await context.cookies()).find((item) => item.name === 'plw_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect(cookie?.value.length).toBeGreaterThan(10);
    expect(browser.pageErrors).toEqual([]);
    await screenshot(page, 'home-desktop');
  });

  it('keeps the same guest after a reload', async () => {
    const { page } = browser;
    const signIns: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === '/api/auth/signin') signIns.push(JSON.stringify(await response.json()));
    });
    await page.goto(`${server.url}/home`);
    await page.getByTestId('current-user').waitFor();
    await page.reload();
    await page.getByTestId('current-user').waitFor();

    expect(signIns).toHaveLength(2);
    const [first, second] = signIns.map((body) => JSON.parse(body) as { user: { user_id: string } });
    expect(second?.user.user_id).toBe(first?.user.user_id);
  });

  it('says "Page not found" for an unknown address', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/no/such/page`);

    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByText('Are you sure this is the page you are looking for?').waitFor();
  });
});

describe('guards', () => {
  it('sends a player opening /admin/dashboard to /home', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/admin/dashboard`);

    await page.waitForURL((url) => url.pathname === '/home');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);
  });

  it('sends a player opening the creator area to the creator sign-in', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/creator/games`);

    await page.waitForURL((url) => url.pathname === '/channel/signin');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/creator/games');
  });
});

describe('languages', () => {
  it('choosing Arabic turns the page right-to-left, translates it and is remembered', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/home`);
    await page.getByTestId('current-user').waitFor();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');

    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.getByRole('heading', { level: 1, name: 'الرئيسية' }).waitFor();
    // The header's start edge is now on the right: the brand sits right of the user.
    const brand = await page.locator('.brand').boundingBox();
    const user = await page.getByTestId('current-user').boundingBox();
    expect(brand && user && brand.x > user.x).toBe(true);
    await screenshot(page, 'home-arabic');

    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});

describe('phone', () => {
  it('fits the header and the page on a 390px wide screen', async () => {
    await browser.close();
    browser = await launchBrowser({ viewport: PHONE });
    const { page } = browser;
    await page.goto(`${server.url}/daily`);
    await page.getByRole('heading', { level: 1, name: 'Daily Puzzle' }).waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'daily-phone');
  });
});
