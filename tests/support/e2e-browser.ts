import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

// Real Chromium for end-to-end tests: Debian's build, a fresh profile per launch, the flags STACK.md lists.

export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const clientDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface E2eBrowser {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page, for tests to assert there were none. */
  pageErrors: string[];
  close(): Promise<void>;
}

export async function launchBrowser({
  viewport = DESKTOP,
  deviceScaleFactor = 1,
  serviceWorkers = 'allow',
  colorScheme = 'light',
}: {
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  /** 'block': no service worker serves the page, as on a first visit or where none is installed. */
  serviceWorkers?: 'allow' | 'block';
  /** The device's theme, as prefers-color-scheme reads it. */
  colorScheme?: 'light' | 'dark';
} = {}) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  if (!existsSync(path.join(clientDist, 'index.html'))) throw new Error('No client build: run `npm run build` first');
  const profileDir = await mkdtemp(path.join(tmpdir(), 'plw-e2e-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport,
    deviceScaleFactor,
    serviceWorkers,
    colorScheme,
    locale: 'en-US',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const browser: E2eBrowser = {
    context,
    page,
    pageErrors,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
  return browser;
}

/** Checks the element lies whole inside its page's viewport as it stands, without scrolling it there. */
export async function expectOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  expect(box, 'on the page').not.toBeNull();
  if (!box || !size) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height + 0.5);
}

/** Where browser tests save screenshots for a person to look at: outside the repository, a folder per area. */
export const SHOTS_DIR = '/tmp/shots';

/** Saves a full-page screenshot under /tmp/shots (outside the repository) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}
