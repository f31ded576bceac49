import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../../support/e2e-live-round.ts';

// A player whose page's code fails to load (the client rebuilt under an open tab, a dropped connection): the quiz
// page's file answers 404 as the server does for a file gone. The tab reloads once, at the same address; if the
// file is back by then the player is in the same live round, else the page says what to do in the player's
// language, with "Try again" and "Go home", never a blank screen. No service worker: it would keep serving the
// files it holds (a first visit, or a browser without one).

const SMALL_PHONE = { width: 360, height: 740 } as const;
/** Screenshots for a person to look at, outside the repository, as the other browser suites keep theirs. */
const SHOTS = `${SHOTS_DIR}/a11y`;
const QUIZ_PAGE_FILE = /\/assets\/mcq-page-[\w-]+\.js$/;

const FAILED: Record<string, { title: string; tryAgain: string; goHome: string }> = {
  en: { title: 'This page did not load', tryAgain: 'Try again', goHome: 'Go to home' },
  ar: { title: 'لم يتم تحميل هذه الصفحة', tryAgain: 'حاول مرة أخرى', goHome: 'الذهاب إلى الرئيسية' },
  ml: { title: 'ഈ പേജ് ലോഡ് ആയില്ല', tryAgain: 'വീണ്ടും ശ്രമിക്കുക', goHome: 'ഹോമിലേക്ക് പോകുക' },
};

let server: LiveRoundServer;
let browser: E2eBrowser | undefined;

beforeAll(async () => {
  server = await startLiveRoundServer();
});
afterAll(() => server?.close());
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A phone on which every load of the page is counted, with the address it loaded. */
async function phoneIn(language: string) {
  browser = await launchBrowser({ viewport: SMALL_PHONE, serviceWorkers: 'block' });
  const { page } = browser;
  await page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return { page, loads };
}

/** The quiz page's file answers 404 (JSON, as the server answers for a file gone) while `gone()` holds. */
async function quizPageFile(page: Page, gone: () => boolean) {
  const missed: Request[] = [];
  await page.route(QUIZ_PAGE_FILE, async (route) => {
    if (!gone()) return route.continue();
    missed.push(route.request());
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' });
  });
  return missed;
}

async function inViewport(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SMALL_PHONE.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(SMALL_PHONE.height + 0.5);
}

describe('a page whose code fails to load', () => {
  it('reloads once at "Go!" of a live round and the player is in the same round', async () => {
    const { page, loads } = await phoneIn('en');
    // The client was rebuilt while the waiting room was open: the quiz page's file of the tab's build is gone
    // until the tab loads again.
    const missed = await quizPageFile(page, () => loads.length <= 1);
    // Scheduled once the phone is up, so the seconds to the start are all the waiting room's.
    const round = await server.scheduleQuiz({ startInMs: 10_000, durationS: 60, name: 'Rebuilt quiz' });

    await page.goto(`${server.url}/game/mcq/${round.gameId}`);
    await page.getByTestId('countdown').waitFor();
    expect(new URL(page.url()).pathname).toBe('/game/waitingroom');
    const question = page.getByTestId('mcq-question');
    await inViewport(page, question.getByRole('heading', { level: 2 }));

    expect(missed.length).toBeGreaterThan(0);
    // One reload, at the round's own address: the page the waiting room opened at the start.
    expect(loads).toHaveLength(2);
    expect(new URL(loads[1] ?? '').pathname).toBe(`/game/mcq/${round.gameId}`);
    expect(new URL(page.url()).pathname).toBe(`/game/mcq/${round.gameId}`);
    expect(await page.getByTestId('page-load-failed').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/lazy-chunk-back-en.png` });

    // Seated in the round: an answer locks in.
    await question.getByRole('button').first().click();
    await page.getByTestId('mcq-locked-in').waitFor();
    expect(browser?.pageErrors).toEqual([]);
  });

  for (const language of ['en', 'ar', 'ml'] as const) {
    it(`says what to do in ${language} after one reload that did not help, and "Try again" brings the round back`, async () => {
      const round = await server.scheduleQuiz({ startInMs: -1_000, durationS: 120, name: 'Gone quiz' });
      const { page, loads } = await phoneIn(language);
      let gone = true;
      const missed = await quizPageFile(page, () => gone);
      const address = `${server.url}/game/mcq/${round.gameId}`;

      await page.goto(address);
      const texts = FAILED[language] ?? FAILED.en;
      const failed = page.getByTestId('page-load-failed');
      await inViewport(page, failed.getByRole('heading', { level: 1, name: texts?.title }));
      await inViewport(page, failed.getByRole('button', { name: texts?.tryAgain }));
      await inViewport(page, failed.getByRole('link', { name: texts?.goHome }));
      // Reloaded once (two loads, the same address), then no more.
      expect(loads).toEqual([address, address]);
      expect(missed.length).toBeGreaterThanOrEqual(2);
      await page.screenshot({ path: `${SHOTS}/lazy-chunk-failed-${language}.png` });

      // The file is back: "Try again" loads the round at the same address.
      gone = false;
      await failed.getByRole('button', { name: texts?.tryAgain }).click();
      await inViewport(page, page.getByTestId('mcq-question').getByRole('heading', { level: 2 }));
      expect(loads).toEqual([address, address, address]);
      expect(await failed.count()).toBe(0);
    });
  }

  it('"Go home" leaves a page that keeps failing for the home page', async () => {
    const round = await server.scheduleQuiz({ startInMs: -1_000, durationS: 120, name: 'Still gone quiz' });
    const { page } = await phoneIn('en');
    await quizPageFile(page, () => true);
    await page.goto(`${server.url}/game/mcq/${round.gameId}`);
    await page.getByTestId('page-load-failed').getByRole('link', { name: FAILED.en?.goHome }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    await inViewport(page, page.getByRole('heading', { level: 1 }).first());
  });
});
