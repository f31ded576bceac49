import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_PATH } from '../../support/e2e-browser.ts';
import { CLIENT_DIST } from './servers.ts';

// The home page as a first-time visitor gets it, in headless Chromium against the benchmark's server: every
// JavaScript file /home loads (entry, its static imports, the lazy chunks the route pulls in) gzipped and
// summed, and the first contentful paint. The service worker is blocked: it would precache every chunk of
// the app, which is not what the page needs.

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
const CLIENT_ROOT = path.dirname(CLIENT_DIST);
const PAINT_LOADS = 3;

export interface ClientFigures {
  homeJsGzipBytes: number;
  homeJsFiles: { file: string; gzipBytes: number }[];
  /** Median over PAINT_LOADS cold loads. */
  homeFirstContentMs: number;
  firstContentLoadsMs: number[];
  built: boolean;
}

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds the client (`npm run build`) when there is no build or its sources changed since. */
export function ensureClientBuild(log: (line: string) => void): boolean {
  const index = path.join(CLIENT_DIST, 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((name) => path.join(CLIENT_ROOT, name));
  const changed = Math.max(...sources.filter((s) => existsSync(s)).map(newestChange));
  if (existsSync(index) && statSync(index).mtimeMs >= changed) return false;
  log('building the client (npm run build)');
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: path.dirname(CLIENT_ROOT), stdio: ['ignore', 2, 2] });
  return true;
}

async function loadHome(baseUrl: string) {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'plw-bench-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: Promise<{ file: string; gzipBytes: number }>[] = [];
    const onScript = (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!response.url().endsWith('.js') && !type.includes('javascript')) return;
      scripts.push(
        response.body().then((body) => ({ file: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length })),
      );
    };
    page.on('response', onScript);
    await page.goto(new URL('/home', baseUrl).toString(), { waitUntil: 'networkidle' });
    const firstContentMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    // The home page's scripts are those loaded by the time it is idle: a response after that (a chunk fetched later)
    // is not counted, and is not read after the browser has closed.
    page.off('response', onScript);
    return { firstContentMs: Math.round(firstContentMs), scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  }
}

export async function measureClient(baseUrl: string, built: boolean): Promise<ClientFigures> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`No Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  const loads = [];
  for (let i = 0; i < PAINT_LOADS; i++) loads.push(await loadHome(baseUrl));
  const first = loads[0];
  if (!first) throw new Error('the home page was not loaded');
  const paints = loads.map((l) => l.firstContentMs);
  const sorted = [...paints].sort((a, b) => a - b);
  return {
    homeJsGzipBytes: first.scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    homeJsFiles: first.scripts,
    homeFirstContentMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    firstContentLoadsMs: paints,
    built,
  };
}
