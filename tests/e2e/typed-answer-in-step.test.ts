import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import { insertGame } from '@plw/server/domains/games/repository';
import { insertTypedAnswerQuestions } from '@plw/server/question-types/typed-answer/repository';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, expectOnScreen, launchBrowser, SHOTS_DIR } from '../support/e2e-browser.ts';
import { motionAtRest } from '../support/e2e-waits.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';
import { guest } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';

// A live "type the answer" round in Arabic played in step on a 360 x 740 phone, right to left, beside two other
// players on their own sockets: each question opens for everyone at once, the phone types its answer and locks it
// in (words say so, no verdict yet), and at the lock the reveal shows the right answer with how many got it, the
// wrong answer most players typed with its count, and the player's own verdict, points and rank; after a wrong
// answer a Learn line says the right one. A wrong answer typed by one player alone is never shown to the room.
// After the last reveal, the finale.

const QUESTIONS = [
  { question: 'ما عاصمة فرنسا؟', answer: 'باريس', alternatives: [] },
  { question: 'ما عاصمة اليابان؟', answer: 'طوكيو', alternatives: [] },
];
const PHONE = { width: 360, height: 740 } as const;
const KEYBOARD_UP = { width: 360, height: 420 } as const;
/** Two questions of 18 s each (13 s open, a 5 s reveal), the start 10 s ahead: room for a busy machine. */
const DURATION_S = 36;
const START_IN_MS = 10_000;
const SHOTS = `${SHOTS_DIR}/typed-in-step`;

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let server: LiveRoundServer;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startLiveRoundServer();
});
afterAll(() => server?.close());

async function scheduleTypedRound(): Promise<string> {
  const now = new Date();
  const { gameId } = await insertGame(
    server.app.db,
    server.channelId,
    {
      type: 'Typed_answer',
      mode: 'RAPID',
      language: 'Arabic',
      game_name: 'عواصم بالكتابة',
      score: 10,
      round_style: 'IN_STEP',
      publishing_time: new Date(now.getTime() + START_IN_MS).toISOString(),
      game_duration: DURATION_S,
      status: 'RELEASED',
      released_at: now.toISOString(),
    },
    now,
  );
  await insertTypedAnswerQuestions(server.app.db, gameId, QUESTIONS, now);
  return gameId;
}

/** Another player on their own socket, in the round, typing what they are given for each question as it opens. */
async function rival(gameId: string, answers: readonly string[]): Promise<RoundClient> {
  const http = await guest(server.url);
  const client = await connectRound(server.url, http.accessToken ?? '');
  const joined = await client.call('round:join', { gameId });
  expect(joined.ok).toBe(true);
  void (async () => {
    for (const [number, answer] of answers.entries()) {
      const open = await client.waitFor<QuestionOpen>('round:question', (q) => q.question === number, 40_000);
      await client.call('round:answer', { gameId, questionId: open.item.question_id, answer });
    }
  })().catch(() => undefined);
  return client;
}

/** The question once it opens on the phone (its heading), other than `notThis`. */
async function openQuestion(page: Page, notThis = ''): Promise<string> {
  const card = page.getByTestId('typed-question');
  const heading = card.getByRole('heading', { level: 2 });
  const shown = async () => (await card.count()) > 0 && (await heading.textContent()) !== notThis;
  await expect.poll(shown, { timeout: 25_000 }).toBe(true);
  return (await heading.textContent()) ?? '';
}

/** Types the answer with the keyboard up, and locks it in: the question, field and Submit stay in view. */
async function typeAndLock(page: Page, text: string) {
  const card = page.getByTestId('typed-question');
  const field = card.getByTestId('typed-field');
  await field.click();
  await page.setViewportSize(KEYBOARD_UP);
  const parts = [card.getByRole('heading', { level: 2 }), field, card.getByTestId('typed-submit')];
  await expect.poll(async () => {
    const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
    return boxes.every((box) => box !== null && box.y >= 0 && box.y + box.height <= KEYBOARD_UP.height);
  }).toBe(true);
  for (const part of parts) await expectOnScreen(part);
  await page.keyboard.insertText(text);
  await page.keyboard.press('Enter');
  await page.getByTestId('typed-locked-in').waitFor();
  await page.setViewportSize(PHONE);
  expect(await field.isEditable()).toBe(false);
  expect(await field.inputValue()).toBe(text);
  expect(await page.getByTestId('typed-feedback').count()).toBe(0);
}

async function revealOf(page: Page, question: string) {
  const reveal = page.getByTestId('in-step-reveal');
  await reveal.waitFor({ timeout: 20_000 });
  expect(await reveal.getByRole('heading', { level: 2 }).textContent()).toBe(question);
  return reveal;
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(await readFile(axePath, 'utf8'));
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: unknown[] }[] };
    type Axe = { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a type-the-answer round played in step on a phone', () => {
  let phone: E2eBrowser;
  const rivals: RoundClient[] = [];

  beforeAll(async () => {
    phone = await launchBrowser({ viewport: PHONE });
    await phone.page.addInitScript(() => localStorage.setItem('plw.language', 'ar'));
  });
  afterAll(async () => {
    for (const client of rivals) client.close();
    await phone?.close();
  });

  it('opens each question for everyone, locks the typed answer in, and reveals the right and the most typed wrong answers', async () => {
    const { page } = phone;
    const gameId = await scheduleTypedRound();
    // Both rivals type the same wrong city first (so it is common), then the right one in two spellings.
    rivals.push(await rival(gameId, ['ليون', 'طوكيو']), await rival(gameId, ['ليون', ' طوكيو ']));
    await page.goto(`${server.url}/game/typed-answer/${gameId}`);

    // Question 1: the phone types the right answer.
    const first = await openQuestion(page);
    expect(first).toBe(QUESTIONS[0]?.question);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('typed-field').getAttribute('dir')).toBe('rtl');
    await typeAndLock(page, 'باريس');
    await page.screenshot({ path: `${SHOTS}/typed-live-locked-ar.png` });

    const reveal = await revealOf(page, first);
    expect(await page.getByTestId('in-step-verdict').getAttribute('data-verdict')).toBe('right');
    expect(await page.getByTestId('in-step-learn').count()).toBe(0);
    const right = reveal.getByTestId('in-step-right');
    expect(await right.getAttribute('data-count')).toBe('1');
    expect(await right.textContent()).toContain('باريس');
    const wrong = reveal.getByTestId('in-step-wrong');
    expect(await wrong.count()).toBe(1);
    expect(await wrong.getAttribute('data-count')).toBe('2');
    expect(await wrong.locator('bdi').textContent()).toBe('ليون');
    // The verdict speaks once: it is the page's one live region with words in it.
    const verdict = page.getByTestId('in-step-verdict');
    expect(await verdict.getAttribute('role')).toBe('status');
    await expectOnScreen(verdict);
    // Points won, in Arabic-Indic digits.
    expect(await page.getByTestId('live-score').textContent()).toMatch(/^[١-٩][٠-٩]*$/u);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await motionAtRest(reveal);
    await page.screenshot({ path: `${SHOTS}/typed-live-reveal-right-ar.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Question 2 opens by itself: the phone types a wrong city, alone.
    const second = await openQuestion(page, first);
    expect(second).toBe(QUESTIONS[1]?.question);
    await typeAndLock(page, 'كيوتو');
    const secondReveal = await revealOf(page, second);
    expect(await page.getByTestId('in-step-verdict').getAttribute('data-verdict')).toBe('wrong');
    expect(await page.getByTestId('in-step-learn').textContent()).toContain('طوكيو');
    expect(await secondReveal.getByTestId('in-step-right').getAttribute('data-count')).toBe('2');
    expect(await secondReveal.getByTestId('in-step-mine').textContent()).toContain('كيوتو');
    // Typed by this player alone: never shown to the room.
    expect(await secondReveal.getByTestId('in-step-wrong').count()).toBe(0);
    await motionAtRest(secondReveal);
    await page.screenshot({ path: `${SHOTS}/typed-live-reveal-wrong-ar.png`, fullPage: true });

    // After the last reveal: the finale.
    await page.waitForURL((url) => url.pathname === `/game/typed-answer/${gameId}/game-over`, { timeout: 25_000 });
    await page.getByTestId('podium-place').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/typed-live-finale-ar.png` });

    // The round's final board, the phone's own line marked, and its answers page with what was typed.
    await page.goto(`${server.url}/game/typed-answer/${gameId}/leaderboard`);
    const board = page.getByTestId('typed-leaderboard');
    await board.waitFor();
    expect(await board.locator('tbody tr').count()).toBe(3);
    expect(await board.locator('tr[aria-current="true"]').count()).toBe(1);
    await page.goto(`${server.url}/game/typed-answer/${gameId}/answers`);
    await page.getByTestId('typed-answers').waitFor();
    expect(await page.getByTestId('right-answer').allTextContents()).toEqual(QUESTIONS.map((q) => q.answer));
    expect(await page.getByTestId('my-answer').locator('span[lang]').allTextContents()).toEqual(['باريس', 'كيوتو']);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/typed-live-answers-ar.png` });
    expect(phone.pageErrors).toEqual([]);
  });
});
