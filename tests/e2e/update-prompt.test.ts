import { appendFile, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
    await prompt.getByRole('button', { name: 'Refresh' }).click();

    await page.waitForEvent('load');
    await page.getByTestId('current-user').waitFor();
    expect(await page.getByText('A new version is available').count()).toBe(0);
    expect(browser.pageErrors).toEqual([]);
  });
});

/**
 * A deploy as a new build: every hashed file under assets/ gets a new name, and every file that names it (the page,
 * the other chunks, the service worker) names the new one. The old names are gone from the server.
 */
async function deployNextBuild(dir: string): Promise<void> {
  const assets = path.join(dir, 'assets');
  const renames = (await readdir(assets)).map((name) => [name, name.replace(/(\.[a-z]+)$/, '-next$1')] as const);
  for (const [from, to] of renames) await rename(path.join(assets, from), path.join(assets, to));
  const texts = [
    ...(await readdir(dir)).filter((name) => /\.(html|js|webmanifest)$/.test(name)).map((name) => path.join(dir, name)),
    ...renames.filter(([, to]) => /\.(js|css)$/.test(to)).map(([, to]) => path.join(assets, to)),
  ];
  for (const file of texts) {
    let text = await readFile(file, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    await writeFile(file, text);
  }
}

describe('a tab open on the last build', () => {
  it('reloads into the new build when its next page is a file the deploy took away, instead of going blank', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'plw-stale-'));
    await cp(builtClient, dir, { recursive: true });
    const stale = await startTestServer({ serveClient: true, config: { clientDist: dir } });
    // No service worker: a first visit, or a browser without one, where nothing keeps the old build's files.
    const phone = await launchBrowser({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    try {
      const { page } = phone;
      await page.goto(`${stale.url}/home`);
      await page.getByTestId('current-user').waitFor();
      await page.evaluate(() => Object.assign(window, { openedOnOldBuild: true }));

      await deployNextBuild(dir);
      // The player goes on to a page of its own chunk, as a tap on a link does.
      await page.evaluate(() => {
        history.pushState(null, '', '/join');
        dispatchEvent(new PopStateEvent('popstate'));
      });

      await page.getByLabel('Game code').waitFor();
      await page.getByRole('button', { name: 'Join' }).waitFor();
      expect(await page.evaluate(() => 'openedOnOldBuild' in window)).toBe(false);
      const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
      expect(scripts.some((src) => src.includes('-next.js'))).toBe(true);
    } finally {
      await phone.close();
      await stale.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
