import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertGame } from '@plw/server/domains/games/repository';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';

// What the live-round test files share: the server they start, its clients and the helpers they call.

export const QUESTIONS = [
  { question: 'What is the capital of France?', answer: 'Paris', answer_options: ['Lyon', 'Marseille', 'Nice'] },
  { question: 'What is the capital of Japan?', answer: 'Tokyo', answer_options: ['Osaka', 'Kyoto', 'Nagoya'] },
  { question: 'What is the capital of Kenya?', answer: 'Nairobi', answer_options: ['Mombasa', 'Kisumu', 'Nakuru'] },
];

export const RIGHT = new Map(QUESTIONS.map((q) => [q.question, q.answer]));

export const WRONG = new Map(QUESTIONS.map((q) => [q.question, q.answer_options[0] ?? '']));

export const START_IN_MS = 10_000;

/** The narrowest phone the app is made for. */
export const SMALL_PHONE = { width: 360, height: 740 } as const;

/** Ample for the in-round steps on a busy machine: the last test ends the round by moving the server's clock. */
export const DURATION_S = 90;

export const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist/assets');

export let server: LiveRoundServer;

export async function scheduleQuiz(startInMs: number, durationSeconds: number) {
  const quiz = { startInMs, durationS: durationSeconds, questions: QUESTIONS, name: 'Live capitals', score: 10 };
  return server.scheduleQuiz(quiz);
}

/** A released daily quiz in English, the newest, as the game to play next; returns its id. */
export async function scheduleDailyQuiz(): Promise<string> {
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
      // Published now, so it is the newest daily in English (the next game offered), whatever else the server holds.
      publishing_time: now.toISOString(),
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
export function playerIdOf(token: string): string {
  const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return (payload as { playerId: string }).playerId;
}

export async function questionOnScreen(page: Page): Promise<string> {
  const card = page.getByTestId('mcq-question');
  await card.waitFor();
  return (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
}

/** Picks a choice of the question on screen and waits for it to lock in, its verdict sealed until the end. */
export async function answer(page: Page, pick: 'right' | 'wrong'): Promise<string> {
  const question = await questionOnScreen(page);
  const choice = (pick === 'right' ? RIGHT : WRONG).get(question) ?? '';
  await page.getByTestId('mcq-question').getByRole('button', { name: choice, exact: true }).click();
  await page.getByTestId('mcq-locked-in').waitFor();
  expect(await page.locator('[data-verdict]').count()).toBe(0);
  return question;
}

/** Answers the question on screen with its tile's key (1 to 4), as a player on a keyboard does. */
export async function answerByKey(page: Page, pick: 'right' | 'wrong'): Promise<string> {
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
export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export async function boardOrder(page: Page): Promise<string[]> {
  return page.getByTestId('live-leaderboard').locator('li').evaluateAll((lines) =>
    lines.map((line) => line.getAttribute('data-player') ?? ''));
}

/** Registers the suite's hooks: call it once at the top of each test file that uses this setup. */
export function useLiveRoundServer() {
  beforeAll(async () => {
    server = await startLiveRoundServer();
  });
  afterAll(() => server?.close());
}
