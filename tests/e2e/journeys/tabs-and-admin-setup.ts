import { type StudioGame } from '@plw/protocol/rest/studio-parts';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import { DEMO_CHANNEL_NAME } from '@plw/server/demo/seed';
import { insertGame, type NewGame } from '@plw/server/domains/games/repository';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ar } from '../../../client/src/i18n/locales/ar.ts';
import { ar as dashboardAr } from '../../../client/src/i18n/locales/dashboard/ar.ts';
import { en as dashboardEn } from '../../../client/src/i18n/locales/dashboard/en.ts';
import { en } from '../../../client/src/i18n/locales/en.ts';
import { ml as dashboardMl } from '../../../client/src/i18n/locales/dashboard/ml.ts';
import { ml } from '../../../client/src/i18n/locales/ml.ts';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { creator } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// What the tabs-and-admin test files share: the server they start, its clients and the helpers they call.

export const PHONE = { width: 360, height: 740 } as const;

export const SHOTS = process.env.JOURNEY_SHOTS ?? `${SHOTS_DIR}/journeys`;

export const TEXTS = { en, ar, ml } as const;

export const DASHBOARD = { en: dashboardEn, ar: dashboardAr, ml: dashboardMl } as const;

export type Language = keyof typeof TEXTS;

/** A number as the page writes it: Arabic-Indic digits on an Arabic page (client/src/ui/number-format.ts). */
export const digitsOf = (language: Language, value: number) =>
  new Intl.NumberFormat(language, { numberingSystem: language === 'ar' ? 'arab' : 'latn', useGrouping: false }).format(value);

export const RUNNING = 'Capitals sprint';

export const UPCOMING = 'Rivers rally';

export const ARABIC_UPCOMING = 'جولة العواصم';

export const ENDED = 'Finished fruit round';

export const RAPID_GAME = 'Rapid Riddles';

export const DAILY_GAME = 'Orchard Words';

export const minute = 60_000;

export let server: TestServer;

export let rapidGameId: string;

export const browsers: E2eBrowser[] = [];

export async function roundOf(channelId: string, values: Partial<NewGame> & Pick<NewGame, 'game_name'>) {
  const now = new Date(server.clock.now());
  await insertGame(server.app.db, channelId, {
    type: 'Mcq',
    mode: 'RAPID',
    language: 'English',
    status: 'RELEASED',
    released_at: now.toISOString(),
    ...values,
  }, now);
}

/** A kriss-kross game made and submitted through the API, as the demo creator does in the studio. */
export async function submittedGame(name: string, mode: 'RAPID' | 'DAILY') {
  const owner = await creator(server.url);
  const made = await owner.request<{ game: StudioGame }>('POST', api.createGame.path, {
    type: 'Kriss_kross_puzzle',
    mode,
    language: 'English',
    game_name: name,
  });
  const id = made.body.game.game_id;
  for (const q of [
    { question: 'A red fruit', answer: 'APPLE', direction: 'Across' },
    { question: 'A yellow fruit', answer: 'LEMON', direction: 'Down' },
  ]) {
    await owner.request('POST', fillPath(api.addKrissKrossQuestion.path, { id }), q);
  }
  expect((await owner.request('POST', fillPath(api.submitGame.path, { id }))).status).toBe(200);
  return id;
}

export async function pendingReviews(): Promise<number> {
  const row = await server.app.db
    .selectFrom('verification_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function phone(language: Language): Promise<Page> {
  const browser = await launchBrowser({ viewport: PHONE });
  browsers.push(browser);
  await browser.page.addInitScript((lang) => {
    if (!sessionStorage.getItem('journey-language-set')) {
      localStorage.setItem('plw.language', lang);
      sessionStorage.setItem('journey-language-set', '1');
    }
  }, language);
  return browser.page;
}

export async function speak(page: Page, language: Language) {
  await page.evaluate((lang) => localStorage.setItem('plw.language', lang), language);
  await page.reload();
}

/** The element's box lies wholly inside the phone's screen. */
export async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width + 0.5
    && box.y + box.height <= PHONE.height + 0.5;
}

export const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A and AA findings on the page as it stands, once nothing is loading any more. */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect.poll(() => page.locator('.splash, .loading, [aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Found = { id: string; nodes: { target: unknown[] }[] };
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Found[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `tabs-${name}.png`) });
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useTabsServer() {
  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    server = await startTestServer({ serveClient: true });
    const demo = await server.app.db
      .selectFrom('channels')
      .select('id')
      .where('channel_name', '=', DEMO_CHANNEL_NAME)
      .executeTakeFirstOrThrow();
    const at = (offset: number) => new Date(server.clock.now() + offset).toISOString();
    await roundOf(demo.id, { game_name: RUNNING, publishing_time: at(-minute), game_duration: 3600 });
    await roundOf(demo.id, { game_name: UPCOMING, publishing_time: at(30 * minute), game_duration: 120 });
    await roundOf(demo.id, {
      game_name: ARABIC_UPCOMING,
      language: 'Arabic',
      publishing_time: at(45 * minute),
      game_duration: 120,
    });
    await roundOf(demo.id, {
      game_name: ENDED,
      mode: 'RAPID_THEN_DAILY',
      publishing_time: at(-20 * minute),
      game_duration: 60,
    });
    rapidGameId = await submittedGame(RAPID_GAME, 'RAPID');
    await submittedGame(DAILY_GAME, 'DAILY');
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.close();
  });
}
