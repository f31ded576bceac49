import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The client is rebuilt while the server runs (a deploy during a live round): a tab still open imports the new
// build's hashed files at its next lazy import, and they must arrive as what they are. A file that is not there
// is a 404, never the page (index.html as text/html, which a module import cannot run). The served folder is a
// temporary one the test writes into after the server started, as a build would.

let dist: string;
let server: TestServer;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};
const get = (address: string) => fetch(new URL(address, server.url));

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'plw-dist-'));
  write('index.html', '<!doctype html><div id="root"></div><script type="module" src="/assets/index-first.js"></script>');
  write('assets/index-first.js', 'export const build = 1;');
  server = await startTestServer({ seedDemo: false, config: { clientDist: dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the files of a client rebuilt after the server started, each with its own type', async () => {
  // A hashed file never changes: browsers keep it for a year.
  const first = await get('/assets/index-first.js');
  expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  write('assets/page-rebuilt.js', 'export const page = 2;');
  write('assets/page-rebuilt.css', 'body { color: black; }');
  write('workbox-rebuilt.js', 'self.rebuilt = true;');
  write('index.html', '<!doctype html><div id="root"></div><script type="module" src="/assets/page-rebuilt.js"></script>');

  const script = await get('/assets/page-rebuilt.js');
  expect(script.status).toBe(200);
  expect(script.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
  expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await script.text()).toBe('export const page = 2;');
  const style = await get('/assets/page-rebuilt.css');
  expect(style.headers.get('content-type')).toMatch(/^text\/css/);
  const worker = await get('/workbox-rebuilt.js');
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');

  // The page is the new build's.
  const page = await get('/home');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toContain('/assets/page-rebuilt.js');
});

it('answers a missing build file with 404, never with the page', async () => {
  for (const missing of ['/assets/page-gone.js', '/assets/deep/chunk-gone.css', '/workbox-gone.js', '/assets/']) {
    const reply = await get(missing);
    expect(reply.status, missing).toBe(404);
    expect(reply.headers.get('content-type'), missing).toMatch(/^application\/json/);
    expect(await reply.json(), missing).toMatchObject({ error: { code: 'NOT_FOUND' } });
  }
  // A page's address is still the page, whatever is or is not on disk; the root too.
  for (const address of ['/game/mcq/01HZZZZZZZZZZZZZZZZZZZZZZZ', '/', '/creator/']) {
    const page = await get(address);
    expect(page.status, address).toBe(200);
    expect(page.headers.get('content-type'), address).toMatch(/^text\/html/);
  }
  const removed = await get('/api/no-such-route');
  expect(removed.status).toBe(404);
});
