import type { AnswerLocked, RoundState } from '@plw/protocol/socket/round-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, screenshot } from '../support/e2e-browser.ts';
import { motionAtRest } from '../support/e2e-waits.ts';
import { guest } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import {
  answer,
  answerByKey,
  boardOrder,
  DURATION_S,
  overflow,
  playerIdOf,
  questionOnScreen,
  QUESTIONS,
  RIGHT,
  scheduleDailyQuiz,
  scheduleQuiz,
  server,
  SMALL_PHONE,
  START_IN_MS,
  useLiveRoundServer,
  WRONG,
} from './live-round-setup.ts';

// A live quiz round in real Chromium against the real server, with a second player on a plain socket.io client:
// the waiting room counts down by the server's clock (the browser's own clock is set 20 s wrong) and opens the game
// by itself at the start; answers lock in with their verdicts sealed until the end (the round plays free: every
// question stays open to the other player); a dropped connection comes back and joins again with its answers
// locked in; the live board shows who plays and no points; at the end the page goes to game-over with the final
// ranks (the end reached by moving the server's clock, not waited for), and the answers page shows the right answers.

useLiveRoundServer();

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
    // The device clock runs 20 s behind the server: only the server's clock opens the game on time.
    await page.clock.install({ time: Date.now() - 20_000 });
    // The app loaded once (its files cached) and only then the round scheduled, so the 10 s are all the waiting
    // room's, not a busy machine's first load.
    await page.goto(`${server.url}/home`);
    await page.locator('h1').first().waitFor();
    round = await scheduleQuiz(START_IN_MS, DURATION_S);
    const joined = await rival.call<RoundState>('round:join', { gameId: round.gameId });
    expect(joined.ok).toBe(true);
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
    // Still in the round until its end, which the server's clock is moved to rather than waited for.
    expect(new URL(page.url()).pathname).toBe(`/game/mcq/${round.gameId}`);
    expect(server.clock.now()).toBeLessThan(round.endsAt);
    await server.clock.advanceTo(round.endsAt);
    // The end comes from the server: game-over shows it at once, though this tab's last measure of the server's
    // clock (up to 30 s old) still reads the round as running.
    await page.waitForURL((url) => url.pathname === `/game/mcq/${round.gameId}/game-over`, { timeout: 15_000 });
    await page.getByTestId('mcq-result').waitFor({ timeout: 15_000 });
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
