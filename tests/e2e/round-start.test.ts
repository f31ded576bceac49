import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, screenshot } from '../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';

// The start of a live quiz as a player sees it, frame by frame in real Chromium on a 360 px phone: the waiting room
// counts 3, 2, 1 in place and the first question opens with no blank frame and no "Loading..." on the way. A sampler
// in the page records, on every animation frame from the first load on, what the page's main region holds.

const PHONE_360 = { width: 360, height: 740 } as const;
/**
 * Time enough for the page to load and reach the waiting room (about 3 s on a busy machine) while its clock still
 * shows seconds, before the last three turn into the 3, 2, 1 the tests watch.
 */
const START_IN_MS = 14_000;
const QUESTIONS = [
  { question: 'What is the capital of Italy?', answer: 'Rome', answer_options: ['Milan', 'Turin', 'Naples'] },
  { question: 'What is the capital of Peru?', answer: 'Lima', answer_options: ['Cusco', 'Arequipa', 'Trujillo'] },
];

interface Frame {
  at: number;
  path: string;
  /** The main region shows no text at all. */
  blank: boolean;
  loading: boolean;
  /** The 3-2-1 countdown's second (0 for "Go!"), or null when it is not on screen. */
  countdown: number | null;
  question: boolean;
}

declare global {
  interface Window {
    startFrames?: Frame[];
  }
}

/** Runs in the page before the app: one record per animation frame, for as long as the page lives. */
function sampleFrames() {
  const frames: Frame[] = [];
  window.startFrames = frames;
  const sample = () => {
    const main = document.querySelector('main');
    const text = main?.textContent?.trim() ?? '';
    const countdown = main?.querySelector('[data-testid="start-countdown"]')?.getAttribute('data-seconds');
    frames.push({
      at: Date.now(),
      path: location.pathname,
      blank: text === '',
      // "Loading..." in any language: the app's loading line, or its English words.
      loading: /Loading/i.test(text) || main?.querySelector('.loading') != null,
      countdown: countdown == null ? null : Number(countdown),
      question: main?.querySelector('[data-testid="mcq-question"]') != null,
    });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

let server: LiveRoundServer;

beforeAll(async () => {
  server = await startLiveRoundServer();
});
afterAll(() => server?.close());

async function scheduleQuiz(startInMs: number) {
  const quiz = { startInMs, durationS: 30, questions: QUESTIONS, name: 'Capitals at the start', score: 10 };
  return server.scheduleQuiz(quiz);
}

/**
 * Screenshots as the countdown shows 3, 2 and 1, each once it has grown in (or once the countdown has gone past it:
 * a screenshot on a busy machine can take a second), and once the first question is up.
 */
async function shootStart(page: Page, name: string) {
  for (const seconds of [3, 2, 1]) {
    await page.waitForFunction((seconds) => {
      const countdown = document.querySelector('[data-testid="start-countdown"]');
      if (!countdown) return document.querySelector('[data-testid="mcq-question"]') !== null;
      const shown = Number(countdown.getAttribute('data-seconds'));
      const value = countdown.querySelector('.start-countdown__value');
      const style = value && getComputedStyle(value);
      const grown = style !== null && style.opacity === '1' && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style.transform);
      return shown < seconds || (shown === seconds && grown);
    }, seconds, { timeout: START_IN_MS + 5_000, polling: 'raf' });
    await screenshot(page, `${name}-countdown-${seconds}`);
  }
  await page.getByTestId('mcq-question').waitFor({ timeout: 10_000 });
  await screenshot(page, `${name}-first-question`);
}

/** Resolves once the sampler has recorded a frame with the first question on screen. */
async function questionFrameRecorded(page: Page) {
  await page.waitForFunction(() => window.startFrames?.some((frame) => frame.question) ?? false);
}

describe('the start of a live quiz', () => {
  let browser: E2eBrowser;

  beforeAll(async () => {
    browser = await launchBrowser({ viewport: PHONE_360 });
    await browser.context.addInitScript(sampleFrames);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('counts 3, 2, 1 in place and opens the first question with no blank or "Loading..." frame', async () => {
    const { page } = browser;
    const { gameId, startsAt } = await scheduleQuiz(START_IN_MS);
    await page.goto(`${server.url}/game/mcq/${gameId}`);
    await page.waitForURL((url) => url.pathname === '/game/waitingroom');
    await page.locator('[data-unit="seconds"]').waitFor();
    // Recording starts from here: the page's first load before it (the app starting) is not the show's start.
    const from = await page.evaluate(() => window.startFrames?.length ?? 0);
    // Sound is off until the player turns it on; the countdown then plays its cues through real Web Audio.
    const sound = page.getByRole('button', { name: 'Sound cues' });
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('true');

    await shootStart(page, 'round-start-en');
    expect(page.url()).toContain(`/game/mcq/${gameId}`);
    await questionFrameRecorded(page);
    const frames = (await page.evaluate(() => window.startFrames ?? [])).slice(from);

    const firstQuestion = frames.findIndex((frame) => frame.question);
    expect(firstQuestion).toBeGreaterThan(0);
    const upToQuestion = frames.slice(0, firstQuestion + 1);
    // Enough frames to be a film of the start, not a few snapshots.
    expect(upToQuestion.length).toBeGreaterThan(60);
    expect(upToQuestion.filter((frame) => frame.blank)).toEqual([]);
    expect(upToQuestion.filter((frame) => frame.loading)).toEqual([]);
    // The countdown is on screen through the last seconds, in the order 3, 2, 1, then "Go!" (0) until the question.
    const counted = upToQuestion.flatMap((frame) => (frame.countdown === null ? [] : [frame.countdown]));
    expect([...new Set(counted)]).toEqual([3, 2, 1, 0]);
    const countdownStart = upToQuestion.findIndex((frame) => frame.countdown !== null);
    expect(upToQuestion.slice(countdownStart, firstQuestion).every((frame) => frame.countdown !== null)).toBe(true);
    // It counts in place: the last seconds are in the waiting room, and the page changes under "Go!".
    expect(upToQuestion[countdownStart]?.path).toBe('/game/waitingroom');
    // The question opens at the start, not before.
    expect(upToQuestion[firstQuestion]?.at).toBeGreaterThanOrEqual(startsAt - 300);
    expect(browser.pageErrors).toEqual([]);
  });

  it('counts down right to left in Arabic, still under reduced motion, with the sound choice remembered', async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    // And this player asks for reduced motion: the numbers still count, without growing in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { gameId } = await scheduleQuiz(START_IN_MS);
    await page.goto(`${server.url}/game/mcq/${gameId}`);
    await page.waitForURL((url) => url.pathname === '/game/waitingroom');
    await page.locator('[data-unit="seconds"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const from = await page.evaluate(() => window.startFrames?.length ?? 0);

    const timer = page.getByRole('timer', { name: 'تبدأ خلال' });
    await timer.waitFor({ timeout: START_IN_MS });
    // The number's transform on every frame, from here until the next number has appeared and finished fading in:
    // a whole entrance, where a number would grow in.
    const scales = await timer.evaluate((stage) => new Promise<string[]>((resolve) => {
      const seen: string[] = [];
      const first = stage.textContent;
      const sample = () => {
        const value = document.querySelector('[data-testid="start-countdown"] [role="timer"] span');
        if (!value) {
          resolve(seen);
          return;
        }
        const style = getComputedStyle(value);
        seen.push(style.transform);
        if (value.textContent !== first && Number(style.opacity) === 1) resolve(seen);
        else requestAnimationFrame(sample);
      };
      sample();
    }));
    expect(scales.length).toBeGreaterThan(5);
    expect([...new Set(scales)].every((transform) => transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)')).toBe(true);
    // The sound the player turned on in the last round is still on.
    expect(await page.getByRole('button', { name: 'المؤثرات الصوتية' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shootStart(page, 'round-start-ar');
    const frames = (await page.evaluate(() => window.startFrames ?? [])).slice(from);
    const upToQuestion = frames.slice(0, frames.findIndex((frame) => frame.question) + 1);
    expect(upToQuestion.filter((frame) => frame.blank || frame.loading)).toEqual([]);
    expect(browser.pageErrors).toEqual([]);
  });
});
