import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '@plw/protocol/api';
import type { AnswerLocked, RoundState } from '@plw/protocol/socket/round-events';
import { newId } from '@plw/server/db/ids';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, PHONE, screenshot } from '../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';
import { canvasAtRest, motionAtRest } from '../support/e2e-waits.ts';
import { createGame } from '../support/fixtures.ts';
import { creator, guest } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';

// A live quiz round in real Chromium against the real server, with a second player on a plain socket.io client:
// the waiting room counts down by the server's clock (the browser's own clock is set 20 s wrong) and opens the game
// by itself at the start; answers lock in with their verdicts sealed until the end (the round plays free: every
// question stays open to the other player); a dropped connection comes back and joins again with its answers
// locked in; the live board shows who plays and no points; at the end the page goes to game-over with the final
// ranks, and the answers page shows the right answers.

const QUESTIONS = [
  { question: 'What is the capital of France?', answer: 'Paris', answer_options: ['Lyon', 'Marseille', 'Nice'] },
  { question: 'What is the capital of Japan?', answer: 'Tokyo', answer_options: ['Osaka', 'Kyoto', 'Nagoya'] },
  { question: 'What is the capital of Kenya?', answer: 'Nairobi', answer_options: ['Mombasa', 'Kisumu', 'Nakuru'] },
];
const RIGHT = new Map(QUESTIONS.map((q) => [q.question, q.answer]));
const WRONG = new Map(QUESTIONS.map((q) => [q.question, q.answer_options[0] ?? '']));
const START_IN_MS = 10_000;
/** The narrowest phone the app is made for. */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const DURATION_S = 20;

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist/assets');

let server: LiveRoundServer;

beforeAll(async () => {
  server = await startLiveRoundServer();
});
afterAll(() => server?.close());

async function scheduleQuiz(startInMs: number, durationSeconds: number) {
  const quiz = { startInMs, durationS: durationSeconds, questions: QUESTIONS, name: 'Live capitals', score: 10 };
  return server.scheduleQuiz(quiz);
}

/** A released daily quiz in English, as a game to play next; returns its id. */
async function scheduleDailyQuiz(): Promise<string> {
  const now = new Date();
  const { gameId } = await insertGame(
    server.app.db,
    server.channelId,
    {
      type: 'Mcq',
      mode: 'DAILY',
      language: 'English',
      game_name: 'Daily rivers',
      score: 10,
      publishing_time: null,
      game_duration: null,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertMcqQuestions(server.app.db, gameId, QUESTIONS, now);
  return gameId;
}

/** The player id inside an access token, as the round's board names players. */
function playerIdOf(token: string): string {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (payload as { playerId: string }).playerId;
}

async function questionOnScreen(page: Page): Promise<string> {
  const card = page.getByTestId('mcq-question');
  await card.waitFor();
  return (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
}

/** Picks a choice of the question on screen and waits for it to lock in, its verdict sealed until the end. */
async function answer(page: Page, pick: 'right' | 'wrong'): Promise<string> {
  const question = await questionOnScreen(page);
  const choice = (pick === 'right' ? RIGHT : WRONG).get(question) ?? '';
  await page.getByTestId('mcq-question').getByRole('button', { name: choice, exact: true }).click();
  await page.getByTestId('mcq-locked-in').waitFor();
  expect(await page.locator('[data-verdict]').count()).toBe(0);
  return question;
}

/** Answers the question on screen with its tile's key (1 to 4), as a player on a keyboard does. */
async function answerByKey(page: Page, pick: 'right' | 'wrong'): Promise<string> {
  const question = await questionOnScreen(page);
  const choice = (pick === 'right' ? RIGHT : WRONG).get(question) ?? '';
  const tiles = await page.getByTestId('mcq-question').locator('.mcq-choice__text').allTextContents();
  await page.keyboard.press(String(tiles.indexOf(choice) + 1));
  await page.getByTestId('mcq-locked-in').waitFor();
  expect(await page.locator('[data-verdict]').count()).toBe(0);
  const chosen = page.getByTestId('mcq-question').locator('[aria-pressed="true"]');
  expect(await chosen.locator('.mcq-choice__text').textContent()).toBe(choice);
  expect(await chosen.getByTestId('mcq-tile-state').textContent()).toContain('Locked in');
  return question;
}

/** How far the page is wider than the screen (more than 0: it scrolls sideways). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function boardOrder(page: Page): Promise<string[]> {
  return page.getByTestId('live-leaderboard').locator('li').evaluateAll((lines) =>
    lines.map((line) => line.getAttribute('data-player') ?? ''));
}

describe('a live quiz round', () => {
  let browser: E2eBrowser;
  let round: { gameId: string; startsAt: number; endsAt: number };
  let rival: RoundClient;
  let rivalId: string;
  let myAnswers: Map<string, 'right' | 'wrong'>;

  beforeAll(async () => {
    browser = await launchBrowser();
    const rivalHttp = await guest(server.url);
    rivalId = playerIdOf(rivalHttp.accessToken ?? '');
    rival = await connectRound(server.url, rivalHttp.accessToken ?? '');
    myAnswers = new Map();
  });
  afterAll(async () => {
    rival?.close();
    await browser?.close();
  });

  it('counts down in the waiting room by the server clock and opens the game by itself at the start', async () => {
    const { page } = browser;
    // Scheduled only now that the browser is up, so the 10 s are all the waiting room's.
    round = await scheduleQuiz(START_IN_MS, DURATION_S);
    const joined = await rival.call<RoundState>('round:join', { gameId: round.gameId });
    expect(joined.ok).toBe(true);
    // The device clock runs 20 s behind the server: only the server's clock opens the game on time.
    await page.clock.install({ time: Date.now() - 20_000 });
    await page.goto(`${server.url}/game/mcq/${round.gameId}`);
    await page.waitForURL((url) => url.pathname === '/game/waitingroom', { timeout: 5_000 });
    const params = new URL(page.url()).searchParams;
    expect(params.get('redirect')).toBe(`/game/mcq/${round.gameId}`);
    expect(Date.parse(params.get('time') ?? '')).toBe(round.startsAt);

    const seconds = page.locator('[data-unit="seconds"]');
    await seconds.waitFor();
    // Once the clock is measured the countdown shows the seconds to the real start, not 20 more.
    const shown = async () => Number(await seconds.textContent());
    await expect.poll(shown, { timeout: 3_000 }).toBeLessThanOrEqual(START_IN_MS / 1000);
    await screenshot(page, 'live-waiting-room-desktop');
    await page.evaluate(() => Object.assign(window, { waitedHere: true }));

    await page.waitForURL((url) => url.pathname === `/game/mcq/${round.gameId}`, { timeout: 15_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(round.startsAt - 300);
    expect(await page.evaluate(() => 'waitedHere' in window)).toBe(true);
    await questionOnScreen(page);
    const timeLeft = Number(await page.getByTestId('round-time-left').getAttribute('data-seconds'));
    expect(timeLeft).toBeGreaterThan(DURATION_S - 5);
    expect(timeLeft).toBeLessThanOrEqual(DURATION_S);
    expect(browser.pageErrors).toEqual([]);
  });

  it('locks each answer in with no verdict before the end, survives a dropped connection, and boards no points', async () => {
    const { page } = browser;
    myAnswers.set(await answer(page, 'right'), 'right');
    expect(Number(await page.getByTestId('live-score').textContent())).toBe(0);
    const mine = page.getByTestId('live-leaderboard').locator('li[aria-current="true"]');
    await mine.waitFor();
    const me = (await mine.getAttribute('data-player')) ?? '';
    await expect.poll(async () => (await boardOrder(page)).sort()).toEqual([me, rivalId].sort());
    await screenshot(page, 'live-quiz-answered-desktop');

    // The server drops the connection: the page says so, connects again, joins again with its answer kept.
    const sockets = await server.app.rounds.io.fetchSockets();
    for (const socket of sockets.filter((item) => item.data.auth.playerId === me)) socket.disconnect(true);
    const lost = page.getByText('Connection lost. Reconnecting...');
    await lost.waitFor();
    await lost.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByTestId('mcq-locked-in').waitFor();

    // The rival answers every question right: its acks and the board tell nobody so before the end.
    const opened = await rival.call<RoundState>('round:join', { gameId: round.gameId });
    if (!opened.ok || opened.data.questions?.type !== 'Mcq') throw new Error('the rival has no questions');
    for (const question of opened.data.questions.questions) {
      const reply = await rival.call<AnswerLocked>('round:answer', {
        gameId: round.gameId,
        questionId: question.question_id,
        answer: RIGHT.get(question.question),
      });
      expect(reply).toMatchObject({ ok: true, data: { locked: true } });
    }
    await motionAtRest(page.getByTestId('live-leaderboard'));
    expect(Number(await page.getByTestId('live-score').textContent())).toBe(0);
    await screenshot(page, 'live-quiz-sealed-desktop');

    await page.getByRole('button', { name: 'Next question' }).click();
    myAnswers.set(await answerByKey(page, 'wrong'), 'wrong');
    await page.getByRole('button', { name: 'Next question' }).click();
    myAnswers.set(await answer(page, 'right'), 'right');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('You answered every question.').waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it('shows the round on a phone in Arabic, right to left, for a player who joins late', async () => {
    const phone = await launchBrowser({ viewport: SMALL_PHONE });
    try {
      const { page } = phone;
      await page.goto(`${server.url}/home`);
      await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
      await page.goto(`${server.url}/game/mcq/${round.gameId}`);
      await questionOnScreen(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('heading', { level: 2, name: 'لوحة الصدارة المباشرة' }).waitFor();
      // The question and its four tiles come first, whole on the screen; the board, collapsed to the top 3 and the
      // player's line, follows the question.
      const card = await page.getByTestId('mcq-question').boundingBox();
      const tiles = await page.getByTestId('mcq-question').locator('.mcq-tile').evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().bottom));
      expect(tiles).toHaveLength(4);
      for (const bottom of tiles) expect(bottom).toBeLessThanOrEqual(SMALL_PHONE.height);
      const board = await page.getByTestId('live-leaderboard').boundingBox();
      expect(board && card && card.y + card.height <= board.y).toBe(true);
      const question = await questionOnScreen(page);
      await page.getByTestId('mcq-question').getByRole('button', { name: WRONG.get(question) ?? '', exact: true }).click();
      await page.getByTestId('mcq-locked-in').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The locked-in note's entrance has ended.
      await motionAtRest(page.getByTestId('mcq-question'));
      await screenshot(page, 'live-quiz-arabic-phone');
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('goes to game-over when the round ends: the finale, then the right answers', async () => {
    const { page } = browser;
    // A daily quiz in the round's language, for the finale to offer next.
    const daily = await scheduleDailyQuiz();
    await page.waitForURL((url) => url.pathname === `/game/mcq/${round.gameId}/game-over`, {
      timeout: round.endsAt - Date.now() + 8_000,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(round.endsAt - 300);
    await page.getByTestId('mcq-result').waitFor();
    expect(await page.getByTestId('result-rank').textContent()).toBe('#2');
    expect(Number(await page.getByTestId('result-score').textContent())).toBeGreaterThan(10);
    // The podium: the rival first, this player second and marked, the late Arabic player third.
    const places = page.getByTestId('podium-place');
    await expect.poll(() => places.evaluateAll((items) => items.map((item) => item.getAttribute('data-rank'))))
      .toEqual(['1', '2', '3']);
    expect(await places.nth(1).getAttribute('class')).toContain('podium__place--me');
    const finale = page.getByTestId('finale');
    expect(await finale.getByRole('link', { name: 'See the answers' }).getAttribute('href'))
      .toBe(`/game/mcq/${round.gameId}/answers`);
    expect(await finale.getByRole('link', { name: 'Full leaderboard' }).getAttribute('href'))
      .toBe(`/game/mcq/${round.gameId}/leaderboard`);
    const next = finale.getByRole('link', { name: /Play next/ });
    expect(await next.getAttribute('href')).toBe(`/game/mcq/${daily}`);
    expect(await next.textContent()).toContain('Daily rivers');
    // The podium has risen, step by step, and the result has slid in.
    await motionAtRest(page.locator('main'));
    await screenshot(page, 'live-quiz-game-over-desktop');

    await page.getByRole('link', { name: 'See the answers' }).click();
    await page.waitForURL((url) => url.pathname === `/game/mcq/${round.gameId}/answers`);
    const items = page.getByTestId('mcq-answers').locator('li');
    await items.first().waitFor();
    expect(await items.count()).toBe(QUESTIONS.length);
    for (const [index, item] of (await items.all()).entries()) {
      const question = QUESTIONS[index];
      expect(await item.getByTestId('right-answer').textContent()).toBe(question?.answer);
      expect(await item.getAttribute('data-verdict')).toBe(myAnswers.get(question?.question ?? ''));
    }
    await screenshot(page, 'live-quiz-answers-desktop');

    await page.goto(`${server.url}/game/mcq/${round.gameId}/leaderboard`);
    const rows = page.getByTestId('mcq-leaderboard').locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(3);
    expect(await page.locator('tr[aria-current="true"] td').first().textContent()).toBe('2');
    await screenshot(page, 'live-quiz-leaderboard-desktop');
    expect(browser.pageErrors).toEqual([]);

    // The same player on the narrowest phone (signed in by the same cookie), in English and in Arabic: the
    // finale fits the width.
    const phone = await launchBrowser({ viewport: SMALL_PHONE });
    try {
      await phone.context.addCookies(await browser.context.cookies());
      for (const language of ['en', 'ar']) {
        await phone.page.goto(`${server.url}/home`);
        await phone.page.evaluate((code) => localStorage.setItem('plw.language', code), language);
        await phone.page.goto(`${server.url}/game/mcq/${round.gameId}/game-over`);
        await phone.page.getByTestId('podium-place').first().waitFor();
        // Arabic reads its numbers in Arabic-Indic digits (client/src/ui/number-format.ts).
        expect(await phone.page.getByTestId('result-rank').textContent()).toBe(language === 'ar' ? '#٢' : '#2');
        // The podium has risen (its steps move up into place, which counts in the page's width).
        await motionAtRest(phone.page.locator('main'));
        expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
        await screenshot(phone.page, `live-quiz-finale-phone-${language}`);
      }
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('pages of a live round before its end', () => {
  it('sends the leaderboard and the answers to the waiting room until the round ends', async () => {
    const later = await scheduleQuiz(60_000, 60);
    const browser = await launchBrowser();
    try {
      const { page } = browser;
      for (const page_ of ['leaderboard', 'answers']) {
        await page.goto(`${server.url}/game/mcq/${later.gameId}/${page_}`);
        await page.waitForURL((url) => url.pathname === '/game/waitingroom');
        const params = new URL(page.url()).searchParams;
        expect(params.get('redirect')).toBe(`/game/mcq/${later.gameId}/${page_}`);
        expect(Date.parse(params.get('time') ?? '')).toBe(later.endsAt);
      }
    } finally {
      await browser.close();
    }
  });
});

describe('the live round in the bundle', () => {
  it('keeps socket.io out of the first page load, and Pixi and the grid fonts out of the precache', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const initial = [...html.matchAll(/assets\/[^"]+\.js/g)].map((match) => match[0]);
    expect(initial.length).toBeGreaterThan(0);
    for (const file of initial) {
      const code = await readFile(path.join(assetsDir, '..', file), 'utf8');
      expect(code, file).not.toContain('websocket error');
    }

    const precached = new Set(
      [...(await (await fetch(`${server.url}/sw.js`)).text()).matchAll(/url:"([^"]+)"/g)].map((match) => match[1]),
    );
    expect(precached.size).toBeGreaterThan(10);
    for (const file of await readdir(assetsDir)) {
      const heavy = /\.woff2?$/.test(file)
        || (file.endsWith('.js') && (await readFile(path.join(assetsDir, file), 'utf8')).includes('autoDensity'));
      if (heavy) expect(precached.has(`assets/${file}`), file).toBe(false);
    }
  });
});

describe('a live kriss-kross round', () => {
  interface Placement {
    question_id: string;
    row: number;
    col: number;
    direction: 'Across' | 'Down';
    length: number;
  }

  it('locks each word as soon as it is complete, tells right or wrong only at the end, and ends on the finale', async () => {
    const gameId = await createGame(server.app.db, server.channelId, { type: 'Kriss_kross_puzzle' });
    // Long enough for two browsers to play their part before the end on a busy machine.
    const durationS = 30;
    const opensAt = Date.now() - 1_000;
    const endsAt = opensAt + durationS * 1000;
    await server.app.db
      .updateTable('games')
      .set({ mode: 'RAPID', publishing_time: new Date(opensAt).toISOString(), game_duration: durationS })
      .where('id', '=', gameId)
      .execute();
    // A gift for this round's winner, and a daily game in the round's language, for the finale to show.
    await server.app.db
      .insertInto('gifts')
      .values({
        id: newId(),
        channel_id: server.channelId,
        game_id: gameId,
        name: 'Word medal',
        description: 'For the fastest speller.',
        value: 10,
        winner_ranks: 1,
        image_media_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await scheduleDailyQuiz();
    const owner = await creator(server.url);
    const demo = await owner.request<{
      questions: { question_id: string; question: string; answer: string }[];
      grid: { cells: { row: number; col: number; letter: string }[]; placements: Placement[] };
    }>('GET', api.krissKrossPlayDemoQuestions.path.replace(':id', gameId));
    const letters = new Map(demo.body.grid.cells.map((cell) => [`${cell.row},${cell.col}`, cell.letter]));
    const cellsOf = (p: Placement) =>
      Array.from({ length: p.length }, (_, i) => (p.direction === 'Across' ? `${p.row},${p.col + i}` : `${p.row + i},${p.col}`));
    const [first, second] = demo.body.grid.placements;
    if (!first || !second) throw new Error('expected two words');
    const clue = (p: Placement) => demo.body.questions.find((q) => q.question_id === p.question_id)?.question ?? '';

    const browser = await launchBrowser();
    const phone = await launchBrowser({ viewport: PHONE });
    try {
      const { page } = browser;
      await page.goto(`${server.url}/game/krisskross/${gameId}`);
      await page.locator('canvas.kk-canvas').waitFor();
      await page.getByTestId('live-leaderboard').waitFor();
      const verdicts = async (p: Placement) =>
        Promise.all(cellsOf(p).map((key) => {
          const [row, col] = key.split(',');
          return page.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`).getAttribute('data-verdict');
        }));

      // The first word, typed right: sent the moment its last letter lands, locked, and not marked (another player
      // could still type it).
      await page.getByRole('button', { name: clue(first) }).click();
      await page.keyboard.type(cellsOf(first).map((key) => letters.get(key)).join(''));
      await expect.poll(() => page.getByTestId('words-locked').textContent()).toBe('Words locked: 1 of 2');
      expect(await verdicts(first)).toEqual(cellsOf(first).map(() => null));
      expect(Number(await page.getByTestId('live-score').textContent())).toBe(0);

      // The second word, its missing letters typed wrong (the letter it shares with the first stays as locked).
      await page.getByRole('button', { name: clue(second) }).click();
      const missing = cellsOf(second).filter((key) => !cellsOf(first).includes(key));
      await page.keyboard.type('Q'.repeat(missing.length));
      await expect.poll(() => page.getByTestId('words-locked').textContent()).toBe('Words locked: 2 of 2');
      expect(await page.locator('.kk-clue--right, .kk-clue--wrong').count()).toBe(0);
      expect((await verdicts(second)).filter((mark) => mark !== null)).toEqual([]);
      // Pixi has drawn the words, and the board has settled.
      await canvasAtRest(page.locator('canvas.kk-canvas'));
      await motionAtRest(page.getByTestId('live-leaderboard'));
      await screenshot(page, 'live-krisskross-desktop');

      // A second player on a phone, in Arabic, joins late and sees the board beside (below) the grid.
      await phone.page.goto(`${server.url}/home`);
      await phone.page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
      await phone.page.goto(`${server.url}/game/krisskross/${gameId}`);
      await phone.page.locator('canvas.kk-canvas').waitFor();
      await phone.page.getByRole('heading', { level: 2, name: 'لوحة الصدارة المباشرة' }).waitFor();
      expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
      // Pixi has drawn the grid.
      await canvasAtRest(phone.page.locator('canvas.kk-canvas'));
      await screenshot(phone.page, 'live-krisskross-arabic-phone');

      // The round ends on the finale, from the round itself: this player first on the podium and marked, the late
      // Arabic player (seated, no points) second; the words right as an extra line, the gift just won, the ways on.
      const result = page.getByTestId('kk-live-result');
      await result.waitFor({ timeout: endsAt - Date.now() + 8_000 });
      expect(await page.getByTestId('live-result-words').textContent()).toBe('1 / 2');
      expect(await page.getByTestId('live-result-rank').textContent()).toBe('#1');
      const finale = page.getByTestId('finale');
      const places = finale.getByTestId('podium-place');
      expect(await places.evaluateAll((items) => items.map((item) => item.getAttribute('data-rank')))).toEqual(['1', '2']);
      expect(await places.first().getAttribute('class')).toContain('podium__place--me');
      expect(await places.nth(1).getAttribute('class')).not.toContain('podium__place--me');
      expect(await finale.getByTestId('finale-gift').textContent()).toContain('Word medal');
      expect(await finale.getByRole('link', { name: 'Full leaderboard' }).getAttribute('href'))
        .toBe(`/game/krisskross/leaderboard?type=RAPID&game=${gameId}`);
      const next = finale.getByRole('link', { name: /Play next/ });
      expect(await next.getAttribute('href')).toMatch(/^\/game\/mcq\//);
      expect(await next.textContent()).toContain('Daily rivers');
      // The podium has risen.
      await motionAtRest(finale);
      await screenshot(page, 'live-krisskross-result-desktop');

      // The answers: the finished game read again, with its result and the right words.
      await finale.getByRole('button', { name: 'See the answers' }).click();
      await page.getByTestId('kk-result').waitFor();
      expect(await page.getByTestId('finale').count()).toBe(0);
      expect(browser.pageErrors).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await browser.close();
      await phone.close();
    }
  });
});
