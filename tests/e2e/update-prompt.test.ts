import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser } from '../support/e2e-browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The service worker: installed on the first visit, and a new deploy offered with "A new version is available".

const builtClient = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

let deployDir: string;
let server: TestServer;
let browser: E2eBrowser;

beforeAll(async () => {
  // Serve a copy of the build, so the test can deploy a "new version" without touching client/dist.
  deployDir = await mkdtemp(path.join(tmpdir(), 'plw-deploy-'));
  await cp(builtClient, deployDir, { recursive: true });
  server = await startTestServer({ serveClient: true, config: { clientDist: deployDir } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(deployDir, { recursive: true, force: true });
});

describe('service worker', () => {
  it('installs on the first visit, then offers a new version and refreshes into it', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/home`);
    await page.getByTestId('current-user').waitFor();
    const firstScope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(firstScope).toBe(`${server.url}/`);
    expect(await page.getByText('A new version is available').count()).toBe(0);

    await appendFile(path.join(deployDir, 'sw.js'), '\n// the next deploy\n');
    await page.reload();

    const prompt = page.getByRole('alertdialog', { name: 'A new version is available' });
    await prompt.waitFor({ timeout: 20_000 });
    // Listening before the tap: on a quick machine the new version's page can load before a later wait starts.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Refresh' }).click();

    await reloaded;
    await page.getByTestId('current-user').waitFor();
    expect(await page.getByText('A new version is available').count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
