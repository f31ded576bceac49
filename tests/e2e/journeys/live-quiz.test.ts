import { insertGame, insertMcqQuestions } from '@plw/server/domains/games/repository';
import { liveRoundOver } from '@plw/shared/rules/rapid-round';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, screenshot } from '../../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../../support/e2e-live-round.ts';
import { motionAtRest } from '../../support/e2e-waits.ts';

// A scheduled RAPID quiz played in step on three phones (360 x 740), one in English, one in Arabic (right to left)
// and one in Malayalam with reduced motion, started by the server at its publishing time. Through every question
// each phone shows the question and its four tiles whole inside the screen, without scrolling and with nothing
// else; the player taps an answer and at the lock sees a full-colour moment (green with the points won, red with
// the right answer) with the reveal's bars on screen; between questions each phone's rank and board agree
// (players counted as the rows shown, the rank chip as the player's own row, no first place claimed at 0 points);
// no countdown ever goes back up under the same label; and at the end no "Play next" leads to a round that has
// ended.

const QUESTIONS = [
  { question: 'Which planet is known as the red planet?', answer: 'Mars', answer_options: ['Venus', 'Jupiter', 'Mercury'] },
  { question: 'How many legs does a spider have?', answer: 'Eight', answer_options: ['Six', 'Ten', 'Twelve'] },
  { question: 'Which gas do plants take in from the air?', answer: 'Carbon dioxide', answer_options: ['Oxygen', 'Nitrogen', 'Helium'] },
];
const SMALL_PHONE = { width: 360, height: 740 } as const;
/** Three questions of 20 s: 15 s to answer, then a 5 s reveal (the in-step rules), enough for three phones. */
const DURATION_S = 60;
/** Time for three phones on a 2-core machine to open the game before the server starts the round. */
const START_IN_MS = 15_000;
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Phone {
  language: 'en' | 'ar' | 'ml';
  /** The player's answer to each question: the right one or a wrong one. */
  right: readonly boolean[];
  reducedMotion: boolean;
  context?: BrowserContext;
  page?: Page;
  errors: string[];
}

// The Malayalam player never scores: a player at 0 points must never read that they are first.
const PHONES: Phone[] = [
  { language: 'en', right: [true, false, true], reducedMotion: false, errors: [] },
  { language: 'ar', right: [false, true, true], reducedMotion: false, errors: [] },
  { language: 'ml', right: [false, false, false], reducedMotion: true, errors: [] },
];

let server: LiveRoundServer;
let phones: Browser;

beforeAll(async () => {
  server = await startLiveRoundServer();
  phones = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  for (const phone of PHONES) await phone.context?.close();
  await phones?.close();
  await server?.close();
});

function pageOf(phone: Phone): Page {
  if (!phone.page) throw new Error(`the ${phone.language} phone is not open`);
  return phone.page;
}

/** Reads a number as the page writes it, in whatever digits the language uses. */
function numberIn(text: string): number | null {
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
function recordCountdowns() {
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

async function openPhone(phone: Phone, path: string): Promise<Page> {
  const context = await phones.newContext({
    viewport: SMALL_PHONE,
    locale: 'en-US',
    isMobile: true,
    hasTouch: true,
    reducedMotion: phone.reducedMotion ? 'reduce' : 'no-preference',
  });
  await context.addInitScript((lang) => localStorage.setItem('plw.language', lang), phone.language);
  await context.addInitScript(recordCountdowns);
  const page = await context.newPage();
  page.on('pageerror', (error) => phone.errors.push(error.message));
  phone.context = context;
  phone.page = page;
  await page.goto(`${server.url}${path}`);
  return page;
}

/** Whether the element is whole inside the screen and on top at its middle and near its bottom (nothing covers it). */
async function wholeOnScreen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const onTop = (x: number, y: number) => node.contains(document.elementFromPoint(x, y));
    const middle = box.left + box.width / 2;
    return inside && onTop(middle, box.top + box.height / 2) && onTop(middle, box.bottom - 2);
  });
}

/** The question's card once question `number` (from 0) is open for answers on this phone. */
async function questionOpen(page: Page, number: number): Promise<Locator> {
  const card = page.getByTestId('mcq-question');
  await expect.poll(async () => (await card.count()) > 0
    && (await card.getByRole('heading', { level: 2 }).textContent()) === QUESTIONS[number]?.question, { timeout: 30_000 }).toBe(true);
  return card;
}

/** During a question the screen is the question and its four tiles, whole, with no scrolling and no board. */
async function expectQuestionAlone(phone: Phone, card: Locator) {
  const page = pageOf(phone);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await wholeOnScreen(card.getByRole('heading', { level: 2 })), `${phone.language}: question`).toBe(true);
  const tiles = card.locator('.mcq-tile');
  expect(await tiles.count()).toBe(4);
  for (const tile of await tiles.all()) expect(await wholeOnScreen(tile), `${phone.language}: ${await tile.textContent()}`).toBe(true);
  expect(await page.getByTestId('live-leaderboard').isVisible()).toBe(false);
  expect(await page.getByTestId('live-rank').isVisible()).toBe(false);
}

/** Taps the right or a wrong choice: its tile says it is locked in. */
async function tapAnswer(phone: Phone, card: Locator, number: number) {
  const question = QUESTIONS[number];
  if (!question) throw new Error(`no question ${number}`);
  const choice = phone.right[number] ? question.answer : (question.answer_options[number % 3] ?? '');
  await card.getByRole('button', { name: choice, exact: true }).tap();
  await card.locator('[data-state="locked"]').waitFor({ timeout: 10_000 });
}

/** At the lock, the full-colour moment: green with the points won when right, red with the right answer when wrong. */
async function expectMoment(phone: Phone, number: number) {
  const page = pageOf(phone);
  const reveal = page.getByTestId('in-step-reveal');
  await expect.poll(async () => (await reveal.count()) > 0
    && (await reveal.getAttribute('data-question')) !== null
    && (await reveal.getByRole('heading', { level: 2 }).textContent()) === QUESTIONS[number]?.question, { timeout: 30_000 }).toBe(true);
  const moment = page.getByTestId('in-step-verdict');
  const right = phone.right[number] ?? false;
  expect(await moment.getAttribute('data-verdict')).toBe(right ? 'right' : 'wrong');
  if (phone.reducedMotion) {
    // Reduced motion: the moment is there at once, nothing in it moves.
    expect(await moment.evaluate((node) => node.getAnimations({ subtree: true }).length)).toBe(0);
  }
  await motionAtRest(moment);
  if (number < 2) await screenshot(page, `journey-live-reveal-${number + 1}-${phone.language}-360`);
  expect(await wholeOnScreen(moment), `${phone.language}: the moment`).toBe(true);
  const [red, green, blue] = (await moment.evaluate((node) => getComputedStyle(node).backgroundColor))
    .match(/\d+/g)?.map(Number) ?? [];
  if (right) expect((green ?? 0) > (red ?? 0) + 40 && (green ?? 0) > (blue ?? 0)).toBe(true);
  else expect((red ?? 0) > (green ?? 0) + 60 && (red ?? 0) > (blue ?? 0) + 30).toBe(true);
  expect(await moment.getByTestId('answer-moment-icon').isVisible()).toBe(true);
  // The reveal's bars, how many chose each choice, are on screen with it.
  const choices = reveal.getByTestId('in-step-choice');
  expect(await choices.count()).toBe(4);
  for (const choice of await choices.all()) expect(await wholeOnScreen(choice), `${phone.language}: bar`).toBe(true);
  const words = (await moment.textContent()) ?? '';
  if (right) expect(numberIn(words) ?? 0).toBeGreaterThan(0);
  else expect(words).toContain(QUESTIONS[number]?.answer);
}

/**
 * Between questions: the rank chip and the board, on screen and telling one story. Players counted as the rows
 * shown (all three fit the board), the chip's rank is the player's own row's, and ranks follow the points.
 */
async function expectOneStory(phone: Phone) {
  const page = pageOf(phone);
  const board = page.getByTestId('live-leaderboard');
  await board.waitFor();
  const rows = board.locator('li');
  await expect.poll(() => rows.count()).toBe(PHONES.length);
  const players = numberIn((await board.getByTestId('live-players').textContent()) ?? '');
  expect(players).toBe(await rows.count());

  const lines = await rows.evaluateAll((items) => items.map((item) => ({
    rank: item.querySelector('.live-board__rank')?.textContent ?? '',
    score: item.querySelector('.live-board__score')?.textContent ?? '',
    mine: item.getAttribute('aria-current') === 'true',
  })));
  const parsed = lines.map((line) => ({
    ...line,
    rankNumber: numberIn(line.rank),
    points: numberIn(line.score) ?? -1,
  }));
  const mine = parsed.filter((line) => line.mine);
  expect(mine).toHaveLength(1);
  const me = mine[0];
  if (!me) return;

  const chip = (await page.getByTestId('live-rank').textContent()) ?? '';
  expect(numberIn(chip)).toBe(me.rankNumber);
  expect(numberIn((await page.getByTestId('live-score').textContent()) ?? '')).toBe(me.points);
  expect(await wholeOnScreen(page.getByTestId('live-rank')), `${phone.language}: rank chip`).toBe(true);

  // Ranks go with the points: more points, a better rank; nobody claims a place above someone with more points.
  for (const line of parsed) {
    if (line.rankNumber === null) continue;
    const ahead = parsed.filter((other) => other.points > line.points).length;
    expect(line.rankNumber).toBeGreaterThan(ahead);
  }
  if (me.points === 0 && parsed.some((line) => line.points > 0)) expect(me.rankNumber).not.toBe(1);
}

/** No countdown ever went back up while its label stayed the same. */
async function expectCountdownsOnlyDown(phone: Phone) {
  type Seen = { label: string; time: string }[];
  const log = await pageOf(phone).evaluate(() => (window as unknown as { countdowns: Seen }).countdowns);
  const seconds = (time: string) => {
    const [minutes = 0, secs = 0] = time.split(':').map((part) => numberIn(part) ?? 0);
    return minutes * 60 + secs;
  };
  expect(new Set(log.map((entry) => entry.label)).size, JSON.stringify(log)).toBeGreaterThan(1);
  for (const [i, entry] of log.entries()) {
    const before = log[i - 1];
    if (before?.label === entry.label) {
      expect(seconds(entry.time), `${phone.language}: ${JSON.stringify(before)} then ${JSON.stringify(entry)}`)
        .toBeLessThanOrEqual(seconds(before.time));
    }
  }
}

/** The finale's "Play next" (and the next-up card) lead only to games whose live round is not over. */
async function expectNoEndedRoundNext(phone: Phone) {
  const page = pageOf(phone);
  await page.getByTestId('finale').waitFor({ timeout: 20_000 });
  await page.getByTestId('next-up').waitFor();
  const links = [page.getByTestId('finale-next'), page.getByTestId('next-up').getByRole('link')];
  let offered = 0;
  for (const link of links) {
    if ((await link.count()) === 0) continue;
    offered += 1;
    const href = (await link.getAttribute('href')) ?? '';
    const gameId = decodeURIComponent(href.split('/').at(-1) ?? '');
    const game = await server.app.db.selectFrom('games').select(['mode', 'publishing_time', 'game_duration'])
      .where('id', '=', gameId).executeTakeFirstOrThrow();
    expect(liveRoundOver(game, new Date(server.clock.now())), `${phone.language}: ${href}`).toBe(false);
  }
  expect(offered).toBeGreaterThan(0);
}

/** A live quiz of the same channel and language whose round ended an hour ago: never a game to play next. */
async function endedRound(): Promise<string> {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(server.app.db, server.channelId, {
    type: 'Mcq',
    mode: 'RAPID_THEN_DAILY',
    language: 'English',
    game_name: 'Live quiz an hour ago',
    round_style: 'IN_STEP',
    publishing_time: new Date(now.getTime() - 3_600_000).toISOString(),
    game_duration: 60,
    status: 'RELEASED',
    released_at: new Date(now.getTime() - 4_000_000).toISOString(),
  }, now);
  await insertMcqQuestions(server.app.db, gameId, QUESTIONS, now);
  return gameId;
}

describe('a live quiz on three phones', () => {
  it('keeps each question and its tiles on screen, tells right and wrong in full colour, and tells one story between questions', { timeout: 240_000 }, async () => {
    await endedRound();
    const { gameId } = await server.scheduleQuiz({
      startInMs: START_IN_MS,
      durationS: DURATION_S,
      questions: QUESTIONS,
      name: 'Science in step',
      score: 10,
      roundStyle: 'IN_STEP',
      now: server.clock.now(),
    });
    const gamePath = `/game/mcq/${encodeURIComponent(gameId)}`;
    await Promise.all(PHONES.map((phone) => openPhone(phone, gamePath)));

    for (const [number] of QUESTIONS.entries()) {
      await Promise.all(PHONES.map(async (phone) => {
        const card = await questionOpen(pageOf(phone), number);
        await expectQuestionAlone(phone, card);
        if (number === 0) await screenshot(pageOf(phone), `journey-live-question-${phone.language}-360`);
        await tapAnswer(phone, card, number);
      }));
      await Promise.all(PHONES.map(async (phone) => {
        await expectMoment(phone, number);
        await expectOneStory(phone);
      }));
    }

    await Promise.all(PHONES.map(async (phone) => {
      const page = pageOf(phone);
      await page.waitForURL((url) => url.pathname === `${gamePath}/game-over`, { timeout: 30_000 });
      await expectCountdownsOnlyDown(phone);
      await expectNoEndedRoundNext(phone);
      await screenshot(page, `journey-live-finale-${phone.language}-360`);
      expect(phone.errors).toEqual([]);
    }));
  });
});
