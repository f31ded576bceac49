import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { answerLetters } from '@plw/shared/question-types/krisskross/graphemes';
import { canvasAtRest } from '../../support/e2e-waits.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A newcomer's daily kriss-kross, as a guest on a 360 x 740 phone, in English, Arabic and Malayalam: today's puzzle
// opens from home with the whole grid on screen (at 320 px wide too) and cells of 32 px at least; a clue tapped in
// the list keeps its word in view while it is typed; one letter of a word is revealed, then every word is typed
// whole (over the revealed letter too) and every square holds its right letter; the result gives every word but the
// revealed one its points, as the helpers said before the reveal, and says the puzzle is solved.

const PHONE = { width: 360, height: 740 } as const;
const SMALLEST = { width: 320, height: 640 } as const;
const MIN_CELL = 32;
type Ui = 'en' | 'ar' | 'ml';
const SHOTS = `${SHOTS_DIR}/daily-krisskross`;

/** The helpers' note before a reveal, and once a letter of the word is revealed (client/src/i18n/locales/game). */
const REVEAL_COSTS: Record<Ui, string> = {
  en: 'Reveal a letter or the word and that word scores no points; the rest of the grid scores as usual.',
  ar: 'اكشف حرفًا أو الكلمة، ولن تحصل تلك الكلمة على نقاط؛ وتُحسب بقية الشبكة كالمعتاد.',
  ml: 'ഒരു അക്ഷരമോ വാക്കോ കാണിച്ചാൽ ആ വാക്കിന് പോയിന്റ് ലഭിക്കില്ല; ബാക്കി കളത്തിന് പതിവുപോലെ പോയിന്റ് ലഭിക്കും.',
};
const WORD_REVEALED: Record<Ui, string> = {
  en: 'This word was revealed (a letter or more): it scores no points, and you can still type it.',
  ar: 'كُشف من هذه الكلمة حرف أو أكثر: لن تحصل على نقاط، ويمكنك مع ذلك كتابتها.',
  ml: 'ഈ വാക്കിലെ ഒന്നോ അതിലധികമോ അക്ഷരം കാണിച്ചു: ഇതിന് പോയിന്റ് ലഭിക്കില്ല, എങ്കിലും ഇത് ടൈപ്പ് ചെയ്യാം.',
};
const SOLVED: Record<Ui, string> = {
  en: 'Solved! Every square is right.',
  ar: 'أحسنت! كل المربعات صحيحة.',
  ml: 'പൂർത്തിയായി! എല്ലാ കളവും ശരി.',
};

const BUTTONS: Record<Ui, { revealLetter: string; submit: string }> = {
  en: { revealLetter: 'Reveal letter', submit: 'Submit' },
  ar: { revealLetter: 'اكشف حرفًا', submit: 'إرسال' },
  ml: { revealLetter: 'അക്ഷരം കാണിക്കുക', submit: 'സമർപ്പിക്കുക' },
};
const arabicDigits = (value: number) => new Intl.NumberFormat('ar', { numberingSystem: 'arab', useGrouping: false }).format(value);
const OUT_OF: Record<Ui, (value: number, total: number) => string> = {
  en: (value, total) => `${value} / ${total}`,
  // Arabic pages write numbers in Arabic-Indic digits (client/src/ui/number-format.ts).
  ar: (value, total) => `${arabicDigits(value)} من ${arabicDigits(total)}`,
  ml: (value, total) => `${value} / ${total}`,
};
const REVEALED_ONE: Record<Ui, string> = { en: '1 · no points', ar: '١ · بلا نقاط', ml: '1 · പോയിന്റില്ല' };

interface Word {
  questionId: string;
  question: string;
  answer: string[];
  cells: string[];
}

let server: TestServer;
let browser: E2eBrowser | undefined;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startTestServer({ serveClient: true });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Today's grid as the server stored it when the guest opened it: each word's clue, letters and squares. */
async function wordsOf(gameId: string): Promise<Word[]> {
  const db = server.app.db;
  const game = await db.selectFrom('games').select('layout').where('id', '=', gameId).executeTakeFirstOrThrow();
  const layout = JSON.parse(game.layout ?? '{}') as {
    placements: { questionId: string; row: number; col: number; direction: 'Across' | 'Down' }[];
  };
  const questions = await db.selectFrom('krisskross_questions').selectAll().where('game_id', '=', gameId).execute();
  return layout.placements.map((p) => {
    const q = questions.find((row) => row.id === p.questionId);
    if (!q) throw new Error('a placement without its question');
    const answer = answerLetters(q.answer);
    const cells = answer.map((_, i) => (p.direction === 'Across' ? `${p.row},${p.col + i}` : `${p.row + i},${p.col}`));
    return { questionId: q.id, question: q.question, answer, cells };
  });
}

async function openToday(language: string, viewport: { width: number; height: number }) {
  browser = await launchBrowser({ viewport });
  const { page } = browser;
  await page.addInitScript((lang) => localStorage.setItem('plw.language', lang), language);
  // What a screen reader hears: every change made inside the clue being played's live region, counted.
  await page.addInitScript(() => {
    const counts = { changes: 0 };
    (window as unknown as { liveChanges: typeof counts }).liveChanges = counts;
    new MutationObserver((records) => {
      const spoken = records.some((record) => {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest('[aria-live]');
        return region?.closest('.kk-play') && region.getAttribute('aria-live') !== 'off';
      });
      if (spoken) counts.changes += 1;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`${server.url}/home`);
  const card = page.getByTestId('today').getByTestId('today-card').first();
  await card.waitFor();
  const gameId = await card.getAttribute('data-game-id');
  if (!gameId) throw new Error('no kriss-kross today');
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/game/krisskross/${gameId}`);
  await page.locator('canvas.kk-canvas').waitFor();
  await canvasAtRest(page.locator('canvas.kk-canvas'));
  return { page, gameId };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function expectInside(box: Box | null, viewport: { width: number; height: number }, what: string) {
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box as Box;
  expect(x, `${what}: left`).toBeGreaterThanOrEqual(-0.5);
  expect(y, `${what}: top`).toBeGreaterThanOrEqual(-0.5);
  expect(x + width, `${what}: right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
}

/** The grid's whole drawn area is on screen, with cells of MIN_CELL px at least. */
async function expectWholeGrid(page: Page, viewport: { width: number; height: number }, what: string) {
  const board = page.locator('.kk-board');
  const cols = Number(await board.getAttribute('data-cols'));
  const rows = Number(await board.getAttribute('data-rows'));
  const canvas = await page.locator('canvas.kk-canvas').boundingBox();
  expectInside(canvas, viewport, `${what}: the grid`);
  // Not under the clue bar over the bottom of the screen either.
  const bar = await page.getByTestId('current-clue').boundingBox();
  expect((canvas?.y ?? 0) + (canvas?.height ?? 0), `${what}: above the clue bar`).toBeLessThanOrEqual((bar?.y ?? 0) + 0.5);
  expect((canvas?.width ?? 0) / cols, `${what}: cell width`).toBeGreaterThanOrEqual(MIN_CELL);
  expect((canvas?.height ?? 0) / rows, `${what}: cell height`).toBeGreaterThanOrEqual(MIN_CELL);
}

/** A word's squares are on screen, clear of the sticky top bar and of the clue bar over the bottom. */
async function expectWordInView(page: Page, word: Word, what: string) {
  const box = await wordBox(page, word);
  const top = (await page.locator('.topbar').boundingBox())?.height ?? 0;
  const bar = await page.getByTestId('current-clue').boundingBox();
  const bottom = bar ? bar.y : PHONE.height;
  expectInside(box, PHONE, what);
  expect(box.y, `${what}: below the top bar`).toBeGreaterThanOrEqual(top - 0.5);
  expect(box.y + box.height, `${what}: above the clue bar`).toBeLessThanOrEqual(bottom + 0.5);
}

/** The box of a word's squares on screen, from the grid's accessible cells' positions in the drawn grid. */
async function wordBox(page: Page, word: Word): Promise<Box> {
  const board = page.locator('.kk-board');
  const size = Number(await board.getAttribute('data-cell-size'));
  const cols = Number(await board.getAttribute('data-cols'));
  const rtl = await page.evaluate(() => document.documentElement.dir === 'rtl');
  const canvas = await page.locator('canvas.kk-canvas').boundingBox();
  if (!canvas) throw new Error('no grid');
  const points = word.cells.map((key) => {
    const [row = 0, col = 0] = key.split(',').map(Number);
    return { x: canvas.x + (rtl ? cols - 1 - col : col) * size, y: canvas.y + row * size };
  });
  const left = Math.min(...points.map((p) => p.x));
  const top = Math.min(...points.map((p) => p.y));
  return {
    x: left,
    y: top,
    width: Math.max(...points.map((p) => p.x)) + size - left,
    height: Math.max(...points.map((p) => p.y)) + size - top,
  };
}

async function mirror(page: Page): Promise<Map<string, string>> {
  const cells = await page.locator('[role="gridcell"]').evaluateAll((nodes) =>
    nodes.map((node) => [`${node.getAttribute('data-row')},${node.getAttribute('data-col')}`, node.textContent ?? '']),
  );
  return new Map(cells as [string, string][]);
}

describe.each(['en', 'ar', 'ml'] as const)("today's kriss-kross for a newcomer, in %s", (language) => {
  it('opens whole on a 320 px phone, with cells of 32 px at least', { timeout: 60_000 }, async () => {
    const { page } = await openToday(language, SMALLEST);
    await page.screenshot({ path: `${SHOTS}/${language}-320-open.png` });
    await expectWholeGrid(page, SMALLEST, '320 px');
  });

  it('reveal a letter, type every word whole, every square right, scored and celebrated', { timeout: 300_000 }, async () => {
    const { page, gameId } = await openToday(language, PHONE);
    await page.screenshot({ path: `${SHOTS}/${language}-360-open.png` });
    await expectWholeGrid(page, PHONE, '360 px');
    const words = await wordsOf(gameId);
    const game = await server.app.db.selectFrom('games').select('score').where('id', '=', gameId).executeTakeFirstOrThrow();
    const tools = page.locator('.kk-tools');
    const revealLetter = tools.getByRole('button', { name: BUTTONS[language].revealLetter, exact: true });
    const liveChanges = () =>
      page.evaluate(() => (window as unknown as { liveChanges: { changes: number } }).liveChanges.changes);
    const before = await liveChanges();

    for (const [i, word] of words.entries()) {
      // The clue tapped in the list (scrolled to, as a thumb would).
      await page.locator('.kk-clue__button').filter({ hasText: word.question }).first().click();
      await expectWordInView(page, word, `word ${i} once its clue is tapped`);
      // A screen reader is told the new clue (once: counted below).
      await expect.poll(() => page.getByTestId('current-clue-spoken').textContent()).toContain(word.question);
      if (i === 0) {
        // What a reveal costs is said before it is asked for.
        await expect.poll(() => tools.locator('.kk-tools__note').textContent()).toBe(REVEAL_COSTS[language]);
        await revealLetter.click();
        await expect.poll(async () => (await mirror(page)).get(word.cells[0] ?? '')).toBe(word.answer[0]);
        await expect.poll(() => tools.locator('.kk-tools__note').textContent()).toBe(WORD_REVEALED[language]);
        await page.locator('.kk-clue__button').filter({ hasText: word.question }).first().click();
      }
      for (const [n, letter] of word.answer.entries()) {
        await page.keyboard.type(letter);
        // Looked at as the player types on: halfway through the word, and at its end.
        if (n === Math.floor(word.answer.length / 2) || n === word.answer.length - 1) {
          await expectWordInView(page, word, `word ${i} while typing`);
        }
      }
      if (i === 0) {
        await canvasAtRest(page.locator('canvas.kk-canvas'));
        await page.screenshot({ path: `${SHOTS}/${language}-360-typed-over-revealed.png` });
      }
    }
    // Each clue is spoken once as it comes up, never again letter by letter.
    expect(await liveChanges() - before).toBeLessThanOrEqual(words.length + 1);

    const shown = await mirror(page);
    for (const word of words) {
      expect(word.cells.map((key) => shown.get(key)).join(''), word.question).toBe(word.answer.join(''));
    }
    await canvasAtRest(page.locator('canvas.kk-canvas'));
    await page.screenshot({ path: `${SHOTS}/${language}-360-filled.png`, fullPage: true });

    await page.getByRole('button', { name: BUTTONS[language].submit, exact: true }).click();
    const result = page.getByTestId('kk-result');
    await result.waitFor();
    // Every word scores but the one with a revealed letter, as the helpers said.
    const points = game.score;
    expect(await page.getByTestId('result-score').textContent())
      .toBe(OUT_OF[language]((words.length - 1) * points, words.length * points));
    expect(await page.getByTestId('result-revealed').textContent()).toBe(REVEALED_ONE[language]);
    const solved = page.getByText(SOLVED[language], { exact: true });
    await solved.waitFor();
    expectInside(await solved.boundingBox(), PHONE, 'the solved message');
    expect(await page.locator('.kk-clue--right').count()).toBe(words.length - 1);
    expect(await page.locator('.kk-clue--revealed').count()).toBe(1);
    await canvasAtRest(page.locator('canvas.kk-canvas'));
    await page.screenshot({ path: `${SHOTS}/${language}-360-solved.png` });
    await page.screenshot({ path: `${SHOTS}/${language}-360-solved-full.png`, fullPage: true });
    expect(browser?.pageErrors).toEqual([]);
  });
});
