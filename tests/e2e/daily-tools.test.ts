import { mkdir } from 'node:fs/promises';
import { api } from '@plw/protocol/api';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type E2eBrowser, launchBrowser, SHOTS_DIR } from '../support/e2e-browser.ts';
import { createGame } from '../support/fixtures.ts';
import { creator } from '../support/http.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import type { Cell, Placement } from '../support/krisskross-grid.ts';

// The daily kriss-kross helpers in real Chromium, on a phone and a desktop: the timer runs while the player
// solves, "Check word" flags a wrong letter, "Reveal word" fills a word that then scores nothing, and "Share" on
// the result puts the spoiler-free text on the clipboard (headless Chromium has no share sheet).

const WORDS = [
  { question: 'A red fruit that keeps the doctor away', answer: 'APPLE', direction: 'Across' as const },
  { question: 'A long yellow fruit', answer: 'BANANA', direction: 'Down' as const },
  { question: 'A citrus fruit named after its colour', answer: 'ORANGE', direction: 'Across' as const },
];
const SHOTS = `${SHOTS_DIR}/daily-tools`;

let server: TestServer;
let browser: E2eBrowser | undefined;
let gameId: string;
let letters: Map<string, string>;
let placements: Placement[];

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startTestServer({ serveClient: true });
  const owner = await creator(server.url);
  const me = (await owner.autoSignIn()).body.user;
  if (me.role !== 'CREATOR') throw new Error('expected the demo creator');
  gameId = await createGame(server.app.db, me.creator.channel_id, { type: 'Kriss_kross_puzzle', krisskross: WORDS });
  const demo = await owner.request<{ grid: { cells: Cell[]; placements: Placement[] } }>(
    'GET',
    api.krissKrossPlayDemoQuestions.path.replace(':id', gameId),
  );
  letters = new Map(demo.body.grid.cells.map((c) => [`${c.row},${c.col}`, c.letter]));
  placements = demo.body.grid.placements;
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await browser?.close();
});

function answerOf(placement: Placement): string {
  return Array.from({ length: placement.length }, (_, i) =>
    letters.get(placement.direction === 'Across'
      ? `${placement.row},${placement.col + i}`
      : `${placement.row + i},${placement.col}`) ?? '').join('');
}
function word(answer: string): { placement: Placement; question: string } {
  const placement = placements.find((p) => answerOf(p) === answer);
  const question = WORDS.find((w) => w.answer === answer)?.question;
  if (!placement || !question) throw new Error(`no word ${answer}`);
  return { placement, question };
}

async function selectClue(page: Page, question: string) {
  await page.getByRole('button', { name: question }).click();
}

describe('daily kriss-kross helpers', () => {
  it.each([
    ['phone', { width: 360, height: 780 }],
    ['desktop', DESKTOP],
  ])('on a %s: timer, check a wrong word, reveal a word, submit, share', { timeout: 120_000 }, async (name, viewport) => {
    browser = await launchBrowser({ viewport });
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/game/krisskross/${gameId}`);
    await page.locator('canvas.kk-canvas').waitFor();
    const gameName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    const timer = page.getByRole('timer', { name: 'Time since you started' });
    await timer.waitFor();
    expect(await timer.textContent()).toMatch(/\d+:\d\d$/);

    // APPLE typed with a wrong last letter: checking says one letter is wrong, never which letter is right.
    await selectClue(page, word('APPLE').question);
    await page.keyboard.type('applx');
    await page.getByRole('button', { name: 'Check word' }).click();
    await page.getByText('Wrong letters: 1').waitFor();
    await page.screenshot({ path: `${SHOTS}/${name}-checked.png`, fullPage: true });
    await selectClue(page, word('APPLE').question);
    await page.keyboard.type('apple');

    // BANANA revealed: its letters fill in and its clue is marked.
    await selectClue(page, word('BANANA').question);
    await page.getByRole('button', { name: 'Reveal word' }).click();
    await page.getByText('This word was revealed (a letter or more): it scores no points, and you can still type it.').waitFor();
    await page.getByRole('region', { name: 'Down' }).getByText('Revealed').waitFor();
    await page.screenshot({ path: `${SHOTS}/${name}-revealed.png`, fullPage: true });

    await selectClue(page, word('ORANGE').question);
    await page.keyboard.type('orange');
    expect(await timer.textContent()).toMatch(/\d+:\d\d$/);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByTestId('kk-result').waitFor();
    // Two words solved, the revealed one scores nothing.
    expect(await page.getByTestId('result-score').textContent()).toBe('10 / 15');
    expect(await page.getByRole('timer').count()).toBe(0);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Copied').waitFor();
    await page.screenshot({ path: `${SHOTS}/${name}-shared.png`, fullPage: true });
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const lines = text.split('\n');
    expect(lines[0]).toBe(gameName);
    expect(lines.at(-1)).toBe(`${server.url}/game/krisskross/${gameId}`);
    expect(text).toMatch(/^2\/3 words · \d+:\d\d$/m);
    expect(text).toContain('🟩');
    expect(text).toContain('🟨');
    for (const answer of WORDS.map((w) => w.answer)) expect(text.toUpperCase()).not.toContain(answer);
    expect(browser.pageErrors).toEqual([]);
  });
});
