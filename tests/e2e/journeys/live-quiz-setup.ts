import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { CHROMIUM_PATH } from '../../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../../support/e2e-live-round.ts';

// What the live-quiz test files share: the server they start, its clients and the helpers they call.

export const QUESTIONS = [
  { question: 'Which planet is known as the red planet?', answer: 'Mars', answer_options: ['Venus', 'Jupiter', 'Mercury'] },
  { question: 'How many legs does a spider have?', answer: 'Eight', answer_options: ['Six', 'Ten', 'Twelve'] },
  { question: 'Which gas do plants take in from the air?', answer: 'Carbon dioxide', answer_options: ['Oxygen', 'Nitrogen', 'Helium'] },
];

export const SMALL_PHONE = { width: 360, height: 740 } as const;

/** Three questions of 30 s: 25 s to answer, then a 5 s reveal (the in-step rules): room for three phones. */
export const DURATION_S = 90;

/** Time for three phones on a busy 2-core machine to open the game before the server starts the round. */
export const START_IN_MS = 20_000;

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Phone {
  language: 'en' | 'ar' | 'ml';
  /** The player's answer to each question: the right one or a wrong one. */
  right: readonly boolean[];
  reducedMotion: boolean;
  context?: BrowserContext;
  page?: Page;
  errors: string[];
}

// The Malayalam player never scores: a player at 0 points must never read that they are first.
export const PHONES: Phone[] = [
  { language: 'en', right: [true, false, true], reducedMotion: false, errors: [] },
  { language: 'ar', right: [false, true, true], reducedMotion: false, errors: [] },
  { language: 'ml', right: [false, false, false], reducedMotion: true, errors: [] },
];

export let server: LiveRoundServer;

export let phones: Browser;

export function pageOf(phone: Phone): Page {
  if (!phone.page) throw new Error(`the ${phone.language} phone is not open`);
  return phone.page;
}

/** Reads a number as the page writes it, in whatever digits the language uses. */
export function numberIn(text: string): number | null {
  const zeros = [0x30, 0x660, 0x6f0, 0x966, 0xbe6, 0xd66];
  const latin = [...text].map((char) => {
    const code = char.codePointAt(0) ?? 0;
    const zero = zeros.find((start) => code >= start && code <= start + 9);
    return zero === undefined ? char : String(code - zero);
  }).join('');
  const match = /\d+(?:\.\d+)?/.exec(latin.replace(/٫/g, '.'));
  return match ? Number(match[0]) : null;
}

/**
 * Each phone writes down every change of its countdown as the player sees it: the label and the time. Sampled
 * often enough that no stage of a round (5 s at the shortest) passes unseen.
 */
export function recordCountdowns() {
  const log: { label: string; time: string }[] = [];
  (window as unknown as { countdowns: typeof log }).countdowns = log;
  setInterval(() => {
    const value = document.querySelector('[data-testid="round-time-left"]');
    if (!value) return;
    const label = document.getElementById(value.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    const time = value.textContent ?? '';
    const last = log.at(-1);
    if (!last || last.label !== label || last.time !== time) log.push({ label, time });
  }, 50);
}

export async function openPhone(phone: Phone, path: string): Promise<Page> {
  const context = await phones.newContext({
    viewport: SMALL_PHONE,
    locale: 'en-US',
    isMobile: true,
    hasTouch: true,
    reducedMotion: phone.reducedMotion ? 'reduce' : 'no-preference',
  });
  await context.addInitScript((lang) => localStorage.setItem('plw.language', lang), phone.language);
  await context.addInitScript(recordCountdowns);
  await context.addInitScript(installOffScreen);
  const page = await context.newPage();
  page.on('pageerror', (error) => phone.errors.push(error.message));
  phone.context = context;
  phone.page = page;
  await page.goto(`${server.url}${path}`);
  return page;
}

/** In every phone's page: what keeps an element from being whole on the screen and on top, '' when nothing. */
export function installOffScreen() {
  (window as unknown as { offScreen: (node: Element | null) => string }).offScreen = (node) => {
    if (!node) return 'not on the page';
    const box = node.getBoundingClientRect();
    const where = `${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)}`;
    if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      return `at ${where}, not inside ${innerWidth}x${innerHeight} (scrolled ${scrollY})`;
    }
    const middle = box.left + box.width / 2;
    for (const y of [box.top + box.height / 2, box.bottom - 2]) {
      const hit = document.elementFromPoint(middle, y);
      if (!node.contains(hit)) return `at ${where}, covered by <${hit?.tagName.toLowerCase()} class="${hit?.className}">`;
    }
    return '';
  };
}

export type OffScreen = (node: Element | null) => string;

/**
 * The screen at the moment question `number` (from 0) opens on this phone, read in one go in the page: where the
 * question and each tile are, and whether the board or the rank show.
 */
export async function questionOnScreen(page: Page, number: number) {
  const question = QUESTIONS[number]?.question ?? '';
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="mcq-question"] h2')?.textContent === text,
    question,
    { timeout: 40_000, polling: 'raf' },
  );
  return page.evaluate(async () => {
    await document.fonts.ready;
    const { offScreen } = window as unknown as { offScreen: OffScreen };
    const card = document.querySelector('[data-testid="mcq-question"]');
    const shows = (selector: string) => (document.querySelector(selector)?.getClientRects().length ?? 0) > 0;
    return {
      scrolled: scrollY,
      sideways: document.documentElement.scrollWidth - innerWidth,
      question: offScreen(card?.querySelector('h2') ?? null),
      tiles: [...(card?.querySelectorAll('.mcq-tile') ?? [])].map((tile) => `${tile.textContent}: ${offScreen(tile)}`),
      board: shows('[data-testid="live-leaderboard"]'),
      rank: shows('[data-testid="live-rank"]'),
    };
  });
}

/** During a question the screen is the question and its four tiles, whole, with no scrolling and no board. */
export async function expectQuestionAlone(phone: Phone, number: number) {
  const seen = await questionOnScreen(pageOf(phone), number);
  const problems = [
    seen.scrolled !== 0 && `scrolled ${seen.scrolled}`,
    seen.sideways > 0 && `${seen.sideways} px too wide`,
    seen.question && `question ${seen.question}`,
    seen.tiles.length !== 4 && `${seen.tiles.length} tiles`,
    ...seen.tiles.filter((tile) => !tile.endsWith(': ')),
    seen.board && 'the board shows',
    seen.rank && 'the rank shows',
  ].filter(Boolean);
  expect(problems, `${phone.language}, question ${number + 1}`).toEqual([]);
}

/** Taps the right or a wrong choice: its tile says it is locked in. */
export async function tapAnswer(phone: Phone, number: number) {
  const question = QUESTIONS[number];
  if (!question) throw new Error(`no question ${number}`);
  const choice = phone.right[number] ? question.answer : (question.answer_options[number % 3] ?? '');
  const card = pageOf(phone).getByTestId('mcq-question');
  await card.getByRole('button', { name: choice, exact: true }).tap();
  await card.locator('[data-state="locked"]').waitFor({ timeout: 10_000 });
}

/**
 * The screen at the moment question `number` is revealed on this phone, read in one go in the page (a reveal lasts
 * 5 s): the verdict's moment, the reveal's bars, the rank and score chips and the board.
 */
export async function revealOnScreen(page: Page, number: number) {
  const question = QUESTIONS[number]?.question ?? '';
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="in-step-reveal"] h2')?.textContent === text,
    question,
    { timeout: 40_000, polling: 'raf' },
  );
  return page.evaluate(() => {
    const { offScreen } = window as unknown as { offScreen: OffScreen };
    const moment = document.querySelector('[data-testid="in-step-verdict"]');
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
    const board = document.querySelector('[data-testid="live-leaderboard"]');
    return {
      verdict: moment?.getAttribute('data-verdict') ?? '',
      colour: moment ? getComputedStyle(moment).backgroundColor : '',
      icon: (moment?.querySelector('[data-testid="answer-moment-icon"]')?.getClientRects().length ?? 0) > 0,
      words: moment?.textContent ?? '',
      moving: moment?.getAnimations({ subtree: true }).length ?? 0,
      moment: offScreen(moment),
      bars: [...document.querySelectorAll('[data-testid="in-step-choice"]')].map((choice) => offScreen(choice)),
      chip: text('[data-testid="live-rank"]'),
      chipOnScreen: offScreen(document.querySelector('[data-testid="live-rank"]')),
      score: text('[data-testid="live-score"]'),
      players: board?.querySelector('[data-testid="live-players"]')?.textContent ?? '',
      rows: [...(board?.querySelectorAll('li') ?? [])].map((row) => ({
        rank: row.querySelector('.live-board__rank')?.textContent ?? '',
        score: row.querySelector('.live-board__score')?.textContent ?? '',
        mine: row.getAttribute('aria-current') === 'true',
      })),
    };
  });
}

export type RevealSeen = Awaited<ReturnType<typeof revealOnScreen>>;

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useLiveQuizPhones() {
  beforeAll(async () => {
    server = await startLiveRoundServer();
    phones = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    for (const phone of PHONES) await phone.context?.close();
    await phones?.close();
    await server?.close();
  });
}
