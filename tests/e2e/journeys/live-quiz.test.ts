import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { liveRoundOver } from '@plw/shared/rules/rapid-round';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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
/** Three questions of 30 s: 25 s to answer, then a 5 s reveal (the in-step rules): room for three phones. */
const DURATION_S = 90;
/** Time for three phones on a busy 2-core machine to open the game before the server starts the round. */
const START_IN_MS = 20_000;
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
  await context.addInitScript(installOffScreen);
  const page = await context.newPage();
  page.on('pageerror', (error) => phone.errors.push(error.message));
  phone.context = context;
  phone.page = page;
  await page.goto(`${server.url}${path}`);
  return page;
}

/** In every phone's page: what keeps an element from being whole on the screen and on top, '' when nothing. */
function installOffScreen() {
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

type OffScreen = (node: Element | null) => string;

/**
 * The screen at the moment question `number` (from 0) opens on this phone, read in one go in the page: where the
 * question and each tile are, and whether the board or the rank show.
 */
async function questionOnScreen(page: Page, number: number) {
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
async function expectQuestionAlone(phone: Phone, number: number) {
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
async function tapAnswer(phone: Phone, number: number) {
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
async function revealOnScreen(page: Page, number: number) {
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

type RevealSeen = Awaited<ReturnType<typeof revealOnScreen>>;

/**
 * At the lock, the full-colour moment (green with the points won when right, red with the right answer when wrong),
 * with an icon, on screen with the reveal's bars; under reduced motion nothing in it moves.
 */
function expectMoment(phone: Phone, number: number, seen: RevealSeen) {
  const right = phone.right[number] ?? false;
  const where = `${phone.language}, question ${number + 1}`;
  expect(seen.verdict, where).toBe(right ? 'right' : 'wrong');
  const [red = 0, green = 0, blue = 0] = seen.colour.match(/\d+/g)?.map(Number) ?? [];
  const full = right ? green > red + 40 && green > blue : red > green + 60 && red > blue + 30;
  expect(full, `${where}: ${seen.verdict} in ${seen.colour}`).toBe(true);
  expect(seen.icon, `${where}: the icon`).toBe(true);
  if (right) expect(numberIn(seen.words) ?? 0, `${where}: ${seen.words}`).toBeGreaterThan(0);
  else expect(seen.words, where).toContain(QUESTIONS[number]?.answer);
  if (phone.reducedMotion) expect(seen.moving, `${where}: moving under reduced motion`).toBe(0);
  expect([seen.moment, ...seen.bars].filter(Boolean), `${where}: the moment and the bars`).toEqual([]);
  expect(seen.bars).toHaveLength(4);
}

/**
 * Between questions: the rank chip and the board tell one story. Players counted as the rows shown (all three fit
 * the board), the chip's rank and score are the player's own row's, and ranks follow the points: nobody claims a
 * place above someone with more points (so no #1 at 0 points while someone has more).
 */
function expectOneStory(phone: Phone, number: number, seen: RevealSeen) {
  const where = `${phone.language}, question ${number + 1}: ${JSON.stringify(seen.rows)}, chip ${seen.chip}`;
  expect(seen.rows, where).toHaveLength(PHONES.length);
  expect(numberIn(seen.players), where).toBe(seen.rows.length);
  expect(seen.chipOnScreen, where).toBe('');
  const rows = seen.rows.map((row) => ({ ...row, rankNumber: numberIn(row.rank), points: numberIn(row.score) ?? -1 }));
  const mine = rows.filter((row) => row.mine);
  expect(mine, where).toHaveLength(1);
  const me = mine[0];
  if (!me) return;
  expect(numberIn(seen.chip), where).toBe(me.rankNumber);
  expect(numberIn(seen.score), where).toBe(me.points);
  for (const row of rows) {
    if (row.rankNumber === null) continue;
    expect(row.rankNumber, where).toBeGreaterThan(rows.filter((other) => other.points > row.points).length);
  }
  if (me.points === 0 && rows.some((row) => row.points > 0)) expect(me.rankNumber, where).not.toBe(1);
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
        await expectQuestionAlone(phone, number);
        if (number === 0) await screenshot(pageOf(phone), `journey-live-question-${phone.language}-360`);
        await tapAnswer(phone, number);
      }));
      await Promise.all(PHONES.map(async (phone) => {
        const seen = await revealOnScreen(pageOf(phone), number);
        expectMoment(phone, number, seen);
        expectOneStory(phone, number, seen);
        if (number < 2) {
          // Shots are for people to look at: once the moment has landed, or as it is if the round moved on first.
          await motionAtRest(pageOf(phone).getByTestId('in-step-verdict'), { timeout: 3_000 }).catch(() => undefined);
          await screenshot(pageOf(phone), `journey-live-reveal-${number + 1}-${phone.language}-360`);
        }
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
