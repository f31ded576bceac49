import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@plw/protocol/api';
import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser } from '../support/e2e-browser.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The built client under the server's Content-Security-Policy in real Chromium: every kind of page (player,
// game, sign-in, creator, admin, the API docs) runs with no policy violation at all, the kriss-kross grid still
// draws with Pixi (no eval), fonts load, toasts show, and the service worker registers.

let server: TestServer;
let browser: E2eBrowser;
let krissKrossId: string;
let mcqId: string;

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

beforeAll(async () => {
  server = await startTestServer({ serveClient: true });
  const owner = await creator(server.url);
  const list = await owner.request<{ games: { game_id: string; type: string; language: string }[] }>(
    'GET',
    api.channelGames.path,
  );
  const english = list.body.games.filter((game) => game.language === 'English');
  krissKrossId = english.find((game) => game.type === 'Kriss_kross_puzzle')?.game_id ?? '';
  mcqId = english.find((game) => game.type === 'Mcq')?.game_id ?? '';
  if (!krissKrossId || !mcqId) throw new Error('expected the demo English games');
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  browser = await launchBrowser();
  // Every page records the violations the browser reports, from its very first script on.
  await browser.page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
});
afterEach(async () => {
  await browser?.close();
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

/** The page's policy as the server sent it: present, and without the escape hatches. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
}

/** Opens `path`, waits until `ready` shows the page is drawn and the network is quiet, and finds no violation. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  const response = await page.goto(`${server.url}${path}`);
  expectStrictPolicy(response);
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Distinct colours in a screenshot of the element, decoded by the browser: a drawn grid has many. */
async function distinctColours(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
    }
    return colours.size;
  }, png.toString('base64'));
}

async function signInAs(page: Page, who: 'creator' | 'admin') {
  if (who === 'creator') {
    await page.goto(`${server.url}/channel/signin`);
    await page.getByLabel('Email').fill(DEMO_CREATOR.email);
    await page.getByLabel('Password').fill(DEMO_CREATOR.password);
  } else {
    await page.goto(`${server.url}/admin-signin`);
    await page.getByLabel('Country code').fill(String(DEMO_ADMIN.country_code));
    await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/dashboard'));
  expect(await violations(page)).toEqual([]);
}

describe('the app under its Content-Security-Policy', () => {
  it('reports a violation when something breaks the policy, so silence below means something', async () => {
    const { page } = browser;
    await visit(page, '/home', heading('Home'));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { cspViolations: unknown[] }).cspViolations.length > 0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });

  it('runs the player pages, fonts and the service worker with no violation', async () => {
    const { page } = browser;
    await visit(page, '/home', heading('Home'));
    await page.evaluate(() => document.fonts.ready);
    const loadedFonts = await page.evaluate(() => {
      const families: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') families.push(face.family);
      });
      return families;
    });
    expect(loadedFonts.some((family) => family.includes('Noto Sans'))).toBe(true);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);

    await visit(page, '/daily', heading(/Daily/));
    await visit(page, '/rewards', heading(/Rewards/));
    await visit(page, '/profile', heading(/Profile/));
    await visit(page, '/home/channels', heading(/Channels/));
    await visit(page, '/about-us', heading(/About/));
    expect(browser.pageErrors).toEqual([]);
  });

  it('draws the kriss-kross grid with Pixi and plays a quiz, with no violation', async () => {
    const { page } = browser;
    await visit(page, `/game/krisskross/${krissKrossId}`, (p) => p.locator('canvas.kk-canvas').waitFor());
    // Pixi draws on its own frames: the pixel check itself is polled until the grid is on the canvas.
    await expect.poll(() => distinctColours(page, 'canvas.kk-canvas'), { timeout: 10_000 }).toBeGreaterThan(8);
    expect(await violations(page)).toEqual([]);

    await visit(page, `/game/mcq/${mcqId}`, (p) => p.getByTestId('mcq-question').waitFor());
    await page.getByTestId('mcq-question').getByRole('button').first().click();
    await page.getByTestId('mcq-feedback').waitFor();
    expect(await violations(page)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });

  it('counts down in the waiting room and opens the game, with no violation', async () => {
    const { page } = browser;
    // Ahead enough that the page is up and counting before the time comes, even on a busy machine.
    const time = new Date(Date.now() + 8_000).toISOString();
    const query = new URLSearchParams({ redirect: `/game/krisskross/${krissKrossId}`, time });
    await visit(page, `/game/waitingroom?${query.toString()}`, (p) => p.getByRole('timer').waitFor());
    await page.locator('canvas.kk-canvas').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });

  it('shows a sign-in error toast and runs the creator pages, with no violation', async () => {
    const { page } = browser;
    await visit(page, '/channel/signin', heading(/sign in/i));
    await page.getByLabel('Email').fill(DEMO_CREATOR.email);
    await page.getByLabel('Password').fill('Wrong@2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid email or password').waitFor();
    expect(await violations(page)).toEqual([]);

    await signInAs(page, 'creator');
    await visit(page, '/creator/dashboard', heading(/Dashboard/));
    await visit(page, '/creator/games', heading(/Games/));
    await visit(page, '/creator/settings', heading(/Settings/));
    await visit(page, '/creator/game/new', heading(/game/i));
    expect(browser.pageErrors).toEqual([]);
  });

  it("keeps the admin sign-in page, password field and all, out of another site's frame", async () => {
    const { page } = browser;
    // Another site on this machine (another port is another origin), so nothing but our headers stands between.
    const attacker = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(`<iframe src="${server.url}/admin-signin" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    try {
      const framed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/admin-signin'));
      await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
      expect((await framed).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
      // Chromium shows its own error page in place of the refused frame: nothing of ours is in it.
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url()).not.toContain('/admin-signin');
      expect(await page.frameLocator('iframe').locator('input[type="password"]').count()).toBe(0);
    } finally {
      attacker.close();
    }
  });

  it('runs the admin sign-in and admin pages, and the API docs, with no violation', async () => {
    const { page } = browser;
    await visit(page, '/admin-signin', heading('Admin sign in'));
    await signInAs(page, 'admin');
    await visit(page, '/admin/dashboard', heading(/Dashboard/));
    await visit(page, '/admin/all-games', heading(/games/i));
    await visit(page, '/admin/games-verify', heading(/verif/i));
    await visit(page, '/api/docs/static/index.html', (p) => p.locator('.swagger-ui .info').waitFor());
    expect(browser.pageErrors).toEqual([]);
  });
});
