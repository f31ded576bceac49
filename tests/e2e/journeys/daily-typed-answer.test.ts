import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, expectOnScreen, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { motionAtRest } from '../../support/e2e-waits.ts';
import { guest } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A player on a 360 x 740 phone plays today's "type the answer" game from home, in English, Arabic (right to left)
// and Malayalam, typing whole words: the first answer wrong on purpose, then each right one as a person would
// type it (English in lower case). With the keyboard up (the page's height shrunk as a phone's is) the question,
// the field and Submit stay in view. They see each verdict, the right answer after the wrong one, the progress,
// an honest result ("4/5 right") with Share's spoiler-free squares, and the answers page with what they typed.

const VIEWPORT = { width: 360, height: 740 };
/** What a phone's on-screen keyboard leaves of the page's height. */
const KEYBOARD_UP = { width: 360, height: 420 };
const SHOTS = `${SHOTS_DIR}/typed-daily`;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Words {
  code: string;
  language: Language;
  /** A whole wrong word in the language, typed for the first question. */
  wrong: string;
  /** The right answer as a person types it (the rule forgives case, and in Arabic the hamza on an alef). */
  typed: (answer: string) => string;
  learn: string;
  right: string;
  partRight: (right: string, total: string) => string;
  seeAnswers: string;
  dir: 'ltr' | 'rtl';
}

const LANGUAGES: Words[] = [
  {
    code: 'en',
    language: 'English',
    wrong: 'Banana',
    typed: (answer) => answer.toLowerCase(),
    learn: 'Learn: the right answer is',
    right: 'Right!',
    partRight: (right, total) => `${right}/${total} right`,
    seeAnswers: 'See the answers',
    dir: 'ltr',
  },
  {
    code: 'ar',
    language: 'Arabic',
    wrong: 'بيروت',
    typed: (answer) => answer.replace(/[أإآ]/gu, 'ا'),
    learn: 'تعلّم: الإجابة الصحيحة هي',
    right: 'صحيح!',
    partRight: (right, total) => `${right} من ${total} صحيحة`,
    seeAnswers: 'عرض الإجابات',
    dir: 'rtl',
  },
  {
    code: 'ml',
    language: 'Malayalam',
    wrong: 'കൊച്ചി',
    typed: (answer) => answer,
    learn: 'പഠിക്കാം: ശരിയുത്തരം',
    right: 'ശരി!',
    partRight: (right, total) => `${total}-ൽ ${right} ശരി`,
    seeAnswers: 'ഉത്തരങ്ങൾ കാണുക',
    dir: 'ltr',
  },
];

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

/** Today's typed game in a language, and its questions with their answers. */
async function todaysTyped(language: Language) {
  const player = await guest(server.url);
  const today = await player.request<{ typedAnswer: { game: { game_id: string; game_name: string } } | null }>(
    'GET',
    `${api.today.path}?language=${language}`,
  );
  const game = today.body.typedAnswer?.game;
  if (!game) throw new Error(`no daily type-the-answer game in ${language} today`);
  const rows = await server.app.db
    .selectFrom('typed_answer_questions')
    .select(['question', 'answer'])
    .where('game_id', '=', game.game_id)
    .orderBy('position')
    .execute();
  return { ...game, answers: new Map(rows.map((row) => [row.question, row.answer])) };
}

/** axe-core's WCAG 2.1 A and AA violations on the page as it stands. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } };
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id} at ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  });
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function openPhone(code: string): Promise<Page> {
  browser = await launchBrowser({ viewport: VIEWPORT });
  const { page } = browser;
  await page.addInitScript((lang) => {
    localStorage.setItem('plw.language', lang);
    // The phone's share sheet as a page sees it: text only here, recorded.
    const shared: unknown[] = [];
    Object.assign(window, { plwShared: shared });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push({ text: data.text });
      },
    });
  }, code);
  return page;
}

/** Types a whole word or phrase as a phone's keyboard commits it: Latin key by key, other scripts as composed text. */
async function typeWords(page: Page, text: string) {
  if (/^[\p{Script=Latin}\p{N}\s'-]*$/u.test(text)) await page.keyboard.type(text);
  else await page.keyboard.insertText(text);
}

describe.each(LANGUAGES)("today's type-the-answer game on a phone in $code", (words) => {
  it('is typed word by word, judged with the right answer after a wrong one, and ends in an honest result and answers', async () => {
    const game = await todaysTyped(words.language);
    const page = await openPhone(words.code);
    const number = (value: number) =>
      page.evaluate(([v, code]) => new Intl.NumberFormat(code).format(v), [value, words.code] as const);

    await page.goto(`${server.url}/home`);
    const card = page.getByTestId('today').locator(`[data-game-id="${game.game_id}"]`);
    await card.scrollIntoViewIfNeeded();
    await expectOnScreen(card);
    expect(await card.locator('.today-card__kind').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/typed-home-today-${words.code}.png` });
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/game/typed-answer/${game.game_id}`);

    const question = page.getByTestId('typed-question');
    const field = page.getByTestId('typed-field');
    const total = game.answers.size;
    const typedAnswers: string[] = [];
    for (let index = 0; index < total; index++) {
      await field.waitFor();
      const heading = question.getByRole('heading', { level: 2 });
      const text = ((await heading.textContent()) ?? '').trim();
      const right = game.answers.get(text);
      if (!right) throw new Error(`unknown question: ${text}`);
      expect(await field.getAttribute('lang')).toBe(words.code);
      expect(await field.getAttribute('dir')).toBe(words.dir);

      // The keyboard comes up: the question, the field and Submit all stay in view above it.
      await field.click();
      await page.setViewportSize(KEYBOARD_UP);
      const submit = page.getByTestId('typed-submit');
      await expect.poll(async () => {
        const boxes = await Promise.all([heading, field, submit].map((item) => item.boundingBox()));
        return boxes.every((box) => box !== null && box.y >= 0 && box.y + box.height <= KEYBOARD_UP.height);
      }).toBe(true);
      for (const item of [heading, field, submit]) await expectOnScreen(item);
      const typed = index === 0 ? words.wrong : words.typed(right);
      typedAnswers.push(typed);
      await typeWords(page, typed);
      expect(await field.inputValue()).toBe(typed);
      if (index === 0) await page.screenshot({ path: `${SHOTS}/typed-daily-keyboard-${words.code}.png` });
      // The keyboard's "done" (Enter) submits.
      await page.keyboard.press('Enter');

      const feedback = page.getByTestId('typed-feedback');
      await feedback.waitFor();
      await page.setViewportSize(VIEWPORT);
      if (index === 0) {
        expect(await feedback.getAttribute('data-verdict')).toBe('wrong');
        const told = page.getByTestId('typed-right-answer');
        await told.scrollIntoViewIfNeeded();
        await expectOnScreen(told);
        const said = ((await told.textContent()) ?? '').trim();
        expect(said.startsWith(words.learn)).toBe(true);
        expect(said).toContain(right);
        expect(await page.getByTestId('typed-progress').locator('[data-state="wrong"]').count()).toBe(1);
        await motionAtRest(question);
        await page.screenshot({ path: `${SHOTS}/typed-daily-wrong-${words.code}.png` });
        expect(await axeViolations(page)).toEqual([]);
      } else {
        expect(await feedback.getAttribute('data-verdict')).toBe('right');
        expect(await feedback.textContent()).toContain(words.right);
        expect(await page.getByTestId('typed-right-answer').count()).toBe(0);
        if (index === 1) {
          await motionAtRest(question);
          await page.screenshot({ path: `${SHOTS}/typed-daily-right-${words.code}.png` });
        }
      }
      expect(await field.isEditable()).toBe(false);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      const next = page.locator('.typed-card__next');
      await next.scrollIntoViewIfNeeded();
      await expectOnScreen(next);
      await next.click();
    }

    // The result: one wrong of five is not "Solved".
    const result = page.getByTestId('typed-result');
    await result.waitFor();
    const title = ((await result.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    expect(title).toBe(words.partRight(await number(total - 1), await number(total)));
    await motionAtRest(result);
    await expectOnScreen(result.getByRole('heading', { level: 2 }));
    await page.screenshot({ path: `${SHOTS}/typed-daily-result-${words.code}.png` });

    // Share: the squares in the order played, never an answer.
    const share = page.getByTestId('share-result');
    await share.scrollIntoViewIfNeeded();
    await expectOnScreen(share);
    await share.click();
    const shared = () => page.evaluate(() => (window as unknown as { plwShared: { text?: string }[] }).plwShared);
    await expect.poll(async () => (await shared()).length).toBe(1);
    const text = (await shared())[0]?.text ?? '';
    expect(text).toContain(`🟥${'🟩'.repeat(total - 1)}`);
    expect(text).toContain(`/game/typed-answer/${game.game_id}`);
    // The link is the game's address, whose port may hold a numeric answer's digits: its words are what may not tell.
    const told = text.replace(/https?:\/\/\S+/g, '');
    for (const answer of game.answers.values()) expect(told).not.toContain(answer);

    // The answers page: each right answer, what was typed, and the verdicts.
    const seeAnswers = result.getByRole('link', { name: words.seeAnswers });
    await seeAnswers.scrollIntoViewIfNeeded();
    await expectOnScreen(seeAnswers);
    await seeAnswers.click();
    await page.waitForURL((url) => url.pathname === `/game/typed-answer/${game.game_id}/answers`);
    const items = page.getByTestId('typed-answers').locator('li');
    await items.first().waitFor();
    await expectOnScreen(items.first());
    expect((await page.getByTestId('right-answer').allTextContents()).map((a) => a.trim())).toEqual([...game.answers.values()]);
    const mine = await page.getByTestId('my-answer').locator('span[lang]').allTextContents();
    expect(mine).toEqual(typedAnswers);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-verdict')))).toEqual(
      ['wrong', ...Array.from({ length: total - 1 }, () => 'right')],
    );
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(words.dir);
    await page.screenshot({ path: `${SHOTS}/typed-daily-answers-${words.code}.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(browser?.pageErrors).toEqual([]);
  });
});
