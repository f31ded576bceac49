import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CAPITALS_QUIZ } from '../../support/fixtures.ts';
import { DESKTOP, type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../../support/e2e-live-round.ts';
import { contrastAt, decodePng } from '../../support/png-pixels.ts';

// A player on the keyboard alone, at 360 px and 1280 px, in the light and the dark theme, in English, Arabic and
// Malayalam: the first Tab stop is a visible "Skip to content" that takes the focus into the page; every Tab stop
// of the main pages shows a focus ring that stands out at least 3:1 from what it covers, measured on screen pixels
// (the stop's surroundings with and without the focus); each page reached by a link followed with Enter starts
// with the focus on its heading; in a live round the 3, 2, 1 is spoken once, politely, and "Next question" hands
// the focus to the next question's text.

const SMALL_PHONE = { width: 360, height: 740 } as const;
/** Screenshots for a person to look at, outside the repository, as the other browser suites keep theirs. */
const SHOTS = `${SHOTS_DIR}/a11y`;
const SKIP: Record<string, string> = { en: 'Skip to content', ar: 'انتقل إلى المحتوى', ml: 'ഉള്ളടക്കത്തിലേക്ക് പോകുക' };
/** The main sections, followed in this order from /home, each with its heading in English. */
const MAIN_PAGES = [
  { path: '/daily', heading: 'Daily Puzzle' },
  { path: '/rapid', heading: 'Rapid' },
  { path: '/rewards', heading: 'Rewards' },
  { path: '/profile', heading: 'Profile' },
] as const;
/** Room around a stop's box for its ring (3 px wide, 2 px out) and a field's ring on its frame. */
const RING_ROOM = 12;
const MIN_CONTRAST = 3;

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

async function open(language: string, viewport: { width: number; height: number }, theme: 'light' | 'dark') {
  browser = await launchBrowser({ viewport, colorScheme: theme });
  const { page } = browser;
  await page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  await page.goto(`${server.url}/home`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.splash, .loading, [aria-busy="true"]').count()).toBe(0);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

interface Stop {
  tag: string;
  name: string;
  href: string | null;
  inMain: boolean;
  isSkipLink: boolean;
  isH1: boolean;
}

function focused(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    return {
      tag: active.tagName.toLowerCase(),
      name: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60),
      href: active.getAttribute('href'),
      inMain: active.closest('main') !== null,
      isSkipLink: active.classList.contains('skip-link'),
      isH1: active.tagName === 'H1' && active.closest('main') !== null,
    };
  });
}

/** The focused element's box grown by the ring's room, cut to the viewport; null when too little is on screen. */
async function ringClip(page: Page) {
  const box = await page.evaluate((room) => {
    const active = document.activeElement;
    if (!active) return null;
    const rect = active.getBoundingClientRect();
    const x = Math.max(0, Math.floor(rect.left - room));
    const y = Math.max(0, Math.floor(rect.top - room));
    const right = Math.min(innerWidth, Math.ceil(rect.right + room));
    const bottom = Math.min(innerHeight, Math.ceil(rect.bottom + room));
    return { x, y, width: right - x, height: bottom - y, perimeter: 2 * (rect.width + rect.height) };
  }, RING_ROOM);
  return box && box.width > RING_ROOM && box.height > RING_ROOM ? box : null;
}

/**
 * How many pixels around the focused element change by at least 3:1 when it takes the focus (its ring against
 * the colour under it), and the element's perimeter: a ring all round is at least one perimeter of such pixels.
 */
async function ringPixels(page: Page): Promise<{ strong: number; perimeter: number; best: number } | null> {
  const clip = await ringClip(page);
  if (!clip) return null;
  const { perimeter, ...area } = clip;
  const shot = { clip: area, animations: 'disabled', caret: 'hide' } as const;
  const withFocus = await page.screenshot(shot);
  await page.evaluate(() => {
    Object.assign(window, { ringStop: document.activeElement });
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const withoutFocus = await page.screenshot(shot);
  // Back on the same stop, still shown as the keyboard's (focus() after a key keeps :focus-visible).
  await page.evaluate(() => (window as unknown as { ringStop: HTMLElement }).ringStop.focus({ preventScroll: true }));
  const a = decodePng(withFocus).data;
  const b = decodePng(withoutFocus).data;
  let strong = 0;
  let best = 1;
  for (let i = 0; i < a.length; i += 4) {
    const contrast = contrastAt(a, b, i);
    best = Math.max(best, contrast);
    if (contrast >= MIN_CONTRAST) strong += 1;
  }
  return { strong, best, perimeter };
}

/**
 * Tabs on from the focus, measuring each stop's ring (a stop of the frame once, in `measured`), until `until` says
 * stop (then that stop is focused) or the page's stops run out; returns the stops whose ring is too weak.
 */
async function tabThrough(page: Page, label: string, until: (stop: Stop) => boolean, measured = new Set<string>()) {
  const weak: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    if (until(stop)) return { weak, reached: stop };
    const key = `${stop.tag}|${stop.name}|${stop.href ?? ''}`;
    if (seen.has(key) && stop.isSkipLink) break;
    seen.add(key);
    // The frame's bars and footer are the same on every page: measured on the first.
    if (!stop.inMain && measured.has(key)) continue;
    measured.add(key);
    const ring = await ringPixels(page);
    if (ring && ring.strong < ring.perimeter) {
      await page.screenshot({ path: `${SHOTS}/weak-${weak.length}.png` });
      weak.push(`${label}: <${stop.tag}> "${stop.name}" ${ring.strong} of ${Math.round(ring.perimeter)} px, best ${ring.best.toFixed(2)}:1`);
    }
  }
  return { weak, reached: null };
}

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  ['360 px', SMALL_PHONE],
  ['1280 px', DESKTOP],
] as const;

describe('the keyboard alone', () => {
  for (const [size, viewport] of VIEWPORTS) {
    for (const theme of THEMES) {
      // Arabic and Malayalam change words and direction, which the phone shows at their tightest; the wide screen
      // is walked in English.
      for (const language of size === '360 px' ? (['en', 'ar', 'ml'] as const) : (['en'] as const)) {
        it(`skips to the content, sees every ring and lands on each page's heading: ${size}, ${theme}, ${language}`, async () => {
          const page = await open(language, viewport, theme);
          // The first stop: "Skip to content", on screen, and Enter takes the focus into the page.
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: SKIP[language] });
          expect(await page.evaluate(() => document.activeElement?.classList.contains('skip-link'))).toBe(true);
          const skipBox = await skip.boundingBox();
          expect(skipBox).not.toBeNull();
          if (skipBox) {
            expect(skipBox.y).toBeGreaterThanOrEqual(0);
            expect(skipBox.x + skipBox.width).toBeLessThanOrEqual(viewport.width);
          }
          if (language === 'en' || size === '360 px') {
            await page.screenshot({ path: `${SHOTS}/keyboard-skip-link-${size.replace(' ', '')}-${theme}-${language}.png` });
          }
          const skipRing = await ringPixels(page);
          expect(skipRing && skipRing.strong >= skipRing.perimeter).toBe(true);
          await page.keyboard.press('Enter');
          expect((await focused(page))?.inMain).toBe(true);

          // Every stop of home, then of each main page reached by Enter on its link, shows a strong ring.
          const weak: string[] = [];
          const measured = new Set<string>();
          let from = '/home';
          // Arabic and Malayalam change words and direction, not the ring: their run follows one link.
          const pages = language === 'en' ? MAIN_PAGES : MAIN_PAGES.slice(0, 1);
          for (const next of pages) {
            const walk = await tabThrough(page, from, (stop) => stop.href === next.path && !stop.inMain, measured);
            weak.push(...walk.weak);
            expect(walk.reached, `a link to ${next.path} on ${from}`).not.toBeNull();
            await page.keyboard.press('Enter');
            await page.waitForURL((url) => url.pathname === next.path);
            await expect.poll(async () => (await focused(page))?.isH1 ?? false).toBe(true);
            if (language === 'en') expect((await focused(page))?.name).toBe(next.heading);
            from = next.path;
          }
          const rest = await tabThrough(page, from, () => false, measured);
          weak.push(...rest.weak);
          if (language === 'en' || size === '360 px') {
            await page.screenshot({ path: `${SHOTS}/keyboard-ring-${size.replace(' ', '')}-${theme}-${language}.png` });
          }
          expect(weak).toEqual([]);
          expect(browser?.pageErrors).toEqual([]);
        }, 360_000);
      }
    }
  }
});

describe('a live round on the keyboard', () => {
  it('speaks the 3, 2, 1 once, politely, and "Next question" hands the focus to the next question', async () => {
    browser = await launchBrowser({ viewport: SMALL_PHONE });
    const { page } = browser;
    // Every text the countdown's live regions ever hold, and any assertive region, recorded as the page runs.
    await page.addInitScript(() => {
      const heard: string[] = [];
      const assertive: string[] = [];
      Object.assign(window, { heard, assertive });
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[data-testid="start-countdown"] [aria-live]')) {
          const live = region.getAttribute('aria-live');
          const text = region.textContent ?? '';
          if (live === 'assertive') assertive.push(text);
          if (live === 'polite' && text && heard.at(-1) !== text) heard.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Scheduled once the phone is up, so the seconds to the start are all the waiting room's.
    const round = await server.scheduleQuiz({ startInMs: 10_000, durationS: 60, questions: CAPITALS_QUIZ, name: 'Keys' });
    await page.goto(`${server.url}/game/mcq/${round.gameId}`);
    await page.getByTestId('countdown').waitFor();
    const countdown = page.getByTestId('start-countdown');
    await countdown.waitFor({ timeout: 15_000 });
    expect(await countdown.getByRole('timer').getAttribute('aria-live')).toBe('off');
    expect(await countdown.getByRole('status').getAttribute('aria-live')).toBe('polite');
    await page.screenshot({ path: `${SHOTS}/keyboard-countdown-en.png` });

    const card = page.getByTestId('mcq-question');
    await card.waitFor({ timeout: 15_000 });
    const said = await page.evaluate(() => {
      const { heard, assertive } = window as unknown as { heard: string[]; assertive: string[] };
      return { heard, assertive };
    });
    // Three numbers and a "Go!" went by on screen; the region said one thing.
    expect(said.heard).toEqual(['The round is starting']);
    expect(said.assertive).toEqual([]);

    // Answer with key 1, Enter on "Next question" (which has the focus): the focus is on the next question's text.
    const first = await card.getByRole('heading', { level: 2 }).textContent();
    await page.keyboard.press('1');
    await page.getByTestId('mcq-locked-in').waitFor();
    expect((await focused(page))?.name).toBe('Next question');
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getByRole('heading', { level: 2 }).textContent()).not.toBe(first);
    await expect.poll(() => page.evaluate(() => {
      const active = document.activeElement;
      return active?.tagName === 'H2' && active.closest('[data-testid="mcq-question"]') !== null ? active.textContent : null;
    })).toBe(await card.getByRole('heading', { level: 2 }).textContent());
    await page.screenshot({ path: `${SHOTS}/keyboard-next-question-en.png` });
    expect(browser.pageErrors).toEqual([]);
  });
});
