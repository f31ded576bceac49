import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { api } from '@plw/protocol/api';
import { fillPath } from '@plw/protocol/endpoint';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import { DEMO_ADMIN, DEMO_CHANNEL_NAME, DEMO_CREATOR } from '@plw/server/demo/seed';
import { insertGame, type NewGame } from '@plw/server/domains/games/repository';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar } from '../../../client/src/i18n/locales/ar.ts';
import { ar as dashboardAr } from '../../../client/src/i18n/locales/dashboard/ar.ts';
import { en as dashboardEn } from '../../../client/src/i18n/locales/dashboard/en.ts';
import { en } from '../../../client/src/i18n/locales/en.ts';
import { ml as dashboardMl } from '../../../client/src/i18n/locales/dashboard/ml.ts';
import { ml } from '../../../client/src/i18n/locales/ml.ts';
import { type E2eBrowser, launchBrowser } from '../../support/e2e-browser.ts';
import { creator } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// The tabs tell the truth and the consoles lead on, on a 360 x 740 phone in English, Arabic and Malayalam: the Rapid
// tab is titled Rapid and lists the live round first, then the coming ones, each counting down; a language with no
// rounds says so and leads on; the Daily tab shows several compact cards to a screen, today's puzzles first and no
// ended round as a cover; a creator's Rapid game opens its release form on Rapid; bare admin and creator addresses
// explain themselves in words with a way on; the admin nav counts the games to review, one fewer after a review.

const PHONE = { width: 360, height: 740 } as const;
const SHOTS = process.env.JOURNEY_SHOTS ?? '/tmp/shots/journeys';
const TEXTS = { en, ar, ml } as const;
const DASHBOARD = { en: dashboardEn, ar: dashboardAr, ml: dashboardMl } as const;
type Language = keyof typeof TEXTS;
/** A number as the page writes it: Arabic-Indic digits on an Arabic page (client/src/ui/number-format.ts). */
const digitsOf = (language: Language, value: number) =>
  new Intl.NumberFormat(language, { numberingSystem: language === 'ar' ? 'arab' : 'latn', useGrouping: false }).format(value);

const RUNNING = 'Capitals sprint';
const UPCOMING = 'Rivers rally';
const ARABIC_UPCOMING = 'جولة العواصم';
const ENDED = 'Finished fruit round';
const RAPID_GAME = 'Rapid Riddles';
const DAILY_GAME = 'Orchard Words';
const minute = 60_000;

let server: TestServer;
let rapidGameId: string;
const browsers: E2eBrowser[] = [];

async function roundOf(channelId: string, values: Partial<NewGame> & Pick<NewGame, 'game_name'>) {
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
async function submittedGame(name: string, mode: 'RAPID' | 'DAILY') {
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

async function pendingReviews(): Promise<number> {
  const row = await server.app.db
    .selectFrom('verification_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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

async function phone(language: Language): Promise<Page> {
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

async function speak(page: Page, language: Language) {
  await page.evaluate((lang) => localStorage.setItem('plw.language', lang), language);
  await page.reload();
}

/** The element's box lies wholly inside the phone's screen. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width + 0.5
    && box.y + box.height <= PHONE.height + 0.5;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A and AA findings on the page as it stands, once nothing is loading any more. */
async function axeViolations(page: Page): Promise<string[]> {
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

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SHOTS, `tabs-${name}.png`) });
}

describe('the Rapid tab', () => {
  it.each(['en', 'ar'] as const)('is titled Rapid and counts its rounds down, live ones first, in %s', async (language) => {
    const page = await phone(language);
    await page.goto(`${server.url}/rapid`);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe(TEXTS[language].pages.rapid);
    expect(await onScreen(title)).toBe(true);

    const rounds = page.getByTestId('rapid-round');
    await rounds.first().waitFor();
    const names = language === 'en' ? [RUNNING, UPCOMING] : [ARABIC_UPCOMING];
    expect(await rounds.locator('h3').allTextContents()).toEqual(names);
    const first = rounds.first();
    expect(await onScreen(first)).toBe(true);
    const countdown = first.getByTestId('round-countdown');
    const words = TEXTS[language].browse;
    const shown = await countdown.textContent();
    expect(shown).toContain(language === 'en' ? words.endsIn : words.startsIn);
    if (language === 'en') expect(await first.textContent()).toContain(words.liveNow);
    // The countdown ticks while the player looks.
    await expect.poll(() => countdown.textContent(), { timeout: 4000 }).not.toBe(shown);
    await shot(page, `rapid-${language}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('in Malayalam, with no round in that language, says so and shows every language on a tap', async () => {
    const page = await phone('ml');
    await page.goto(`${server.url}/rapid`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ml.pages.rapid);
    const empty = page.getByText(ml.browse.noRounds);
    await empty.waitFor();
    expect(await onScreen(empty)).toBe(true);
    expect(await page.getByText(en.browse.emptyGames).count()).toBe(0);
    await shot(page, 'rapid-empty-ml');

    const everyLanguage = page.getByRole('link', { name: ml.browse.showAllLanguages });
    expect(await onScreen(everyLanguage)).toBe(true);
    await everyLanguage.click();
    const rounds = page.getByTestId('rapid-round');
    await expect.poll(() => rounds.locator('h3').allTextContents()).toEqual([RUNNING, UPCOMING, ARABIC_UPCOMING]);
    expect(await rounds.first().getAttribute('data-phase')).toBe('running');
    await shot(page, 'rapid-all-ml');
  });
});

describe('the Daily tab', () => {
  it.each(['en', 'ar', 'ml'] as const)(
    "shows several compact cards to a screen, today's puzzles first, no ended round as a cover, in %s",
    async (language) => {
      const page = await phone(language);
      // The list opens on the reader's language: today's puzzles in it come first.
      await page.goto(`${server.url}/daily`);
      await page.getByTestId('game-card').first().waitFor();
      const cards = page.getByTestId('game-card');
      const seen = [];
      for (const card of await cards.all()) if (await onScreen(card)) seen.push(card);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(await cards.first().getAttribute('data-mode')).toBe('DAILY');
      await shot(page, `daily-${language}`);
      expect(await axeViolations(page)).toEqual([]);

      // The demo's ended round is English: in that language's list it comes after today's puzzles, as a small row.
      await page.goto(`${server.url}/daily?language=English`);
      const ended = cards.filter({ hasText: ENDED });
      await ended.waitFor();
      const modes = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-mode')));
      const endedAt = modes.indexOf('RAPID_THEN_DAILY');
      expect(endedAt).toBeGreaterThan(0);
      expect(modes.slice(0, endedAt).every((mode) => mode === 'DAILY')).toBe(true);
      await ended.scrollIntoViewIfNeeded();
      const cover = await ended.locator('.game-card__cover').boundingBox();
      const card = await ended.boundingBox();
      // A small cover beside the text, never the full width of the card.
      expect(cover && card && cover.width < card.width / 3).toBe(true);
      expect(card && card.height < PHONE.height / 4).toBe(true);
    },
  );
});

describe('creators and admins', () => {
  it('an admin opening bare addresses reads what is wrong and a way on; the nav counts what waits for review', async () => {
    const page = await phone('en');
    await page.goto(`${server.url}/admin-signin`);
    await page.getByLabel('Country code').fill(String(DEMO_ADMIN.country_code));
    await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');

    const waiting = await pendingReviews();
    expect(waiting).toBeGreaterThanOrEqual(2);
    for (const [language, address] of [
      ['en', '/admin/games-verify'],
      ['en', '/admin/games/mcq'],
      ['en', '/admin/games/krisskross?gameIds=x'],
      ['ar', '/admin/games-verify'],
      ['ml', '/admin/games/krisskross'],
    ] as const) {
      await page.goto(`${server.url}${address}`);
      if (language !== 'en') await speak(page, language);
      const words = TEXTS[language].errors;
      const message = page.getByText(words.invalidAddress);
      await message.waitFor();
      expect(await onScreen(message)).toBe(true);
      const body = await page.locator('main').textContent();
      expect(body).not.toMatch(/Invalid input|expected array|gameIds|gameLanguage|Required/);
      const wayOn = page.getByRole('link', { name: words.wayOnAdmin });
      expect(await onScreen(wayOn)).toBe(true);
      const toReview = page.getByRole('link', { name: TEXTS[language].nav.toReview.replace('{{count}}', digitsOf(language, waiting)) });
      await toReview.waitFor();
      expect(await onScreen(toReview)).toBe(true);
      await shot(page, `admin-bare-${language}${address.replaceAll(/[/?=]/g, '-')}`);
      if (address === '/admin/games-verify') expect(await axeViolations(page)).toEqual([]);
      if (language !== 'en') await speak(page, 'en');
    }

    // The way on leads to the games to review; the nav's count drops by one once one is reviewed.
    await page.getByRole('link', { name: en.errors.wayOnAdmin }).click();
    await page.waitForURL((url) => url.pathname === '/admin/all-games');
    const game = page.getByRole('listitem', { name: RAPID_GAME });
    await game.waitFor();
    await game.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('link', { name: 'Verify the questions' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/games/krisskross');
    await page.getByRole('button', { name: 'Approve all' }).click();
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Game verified').waitFor();
    const after = page.getByRole('link', { name: `To review (${waiting - 1})` });
    await after.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await onScreen(after)).toBe(true);
    expect(await pendingReviews()).toBe(waiting - 1);
    await shot(page, 'admin-reviewed-en');
  });

  it('a creator of a Rapid game finds its release form on Rapid, and a bare release address leads to their games', async () => {
    const page = await phone('en');
    await page.goto(`${server.url}/channel/signin`);
    await page.getByLabel('Email').fill(DEMO_CREATOR.email);
    await page.getByLabel('Password').fill(DEMO_CREATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/dashboard');

    const search = new URLSearchParams({ gameIds: rapidGameId, gameLanguage: 'English' }).toString();
    for (const language of ['en', 'ar', 'ml'] as const) {
      await page.goto(`${server.url}/creator/game/release-game?${search}`);
      if (language !== 'en') await speak(page, language);
      const words = DASHBOARD[language].release;
      const mode = page.getByLabel(words.mode, { exact: true });
      await mode.waitFor();
      expect(await mode.inputValue()).toBe('RAPID');
      expect(await mode.locator('option:checked').textContent()).toBe(words.modes.RAPID);
      await mode.scrollIntoViewIfNeeded();
      expect(await onScreen(mode)).toBe(true);
      await shot(page, `release-${language}`);
      if (language === 'en') expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/creator/game/release-game`);
      const message = page.getByText(TEXTS[language].errors.invalidAddress);
      await message.waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/Invalid input|expected array|gameIds|gameLanguage/);
      const wayOn = page.getByRole('link', { name: TEXTS[language].errors.wayOnCreator });
      expect(await onScreen(wayOn)).toBe(true);
      await shot(page, `release-bare-${language}`);
      if (language !== 'en') await speak(page, 'en');
    }
  });
});
