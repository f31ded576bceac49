import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, launchBrowser, SHOTS_DIR } from '../../support/e2e-browser.ts';
import { motionAtRest } from '../../support/e2e-waits.ts';
import { guest } from '../../support/http.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

// A player on a 360 x 740 phone plays today's daily quiz from home, in English, Arabic and Malayalam: they answer
// the first question wrong on purpose and, once their answer is locked, see the right one; they play to the end
// and meet an honest result ("2/3 right", never "Solved"), their streak ("1 day", in the language's plural), their
// statistics, Share (which hands the phone's share sheet a PNG card: navigator.share is stubbed in the page to
// record what it is given, the browser API being the boundary) and an "Up next" game that opens and plays; back
// home, today's quiz reads as they did, not "Solved".

const VIEWPORT = { width: 360, height: 740 };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = `${SHOTS_DIR}/daily`;

interface Words {
  code: string;
  language: Language;
  rightAnswer: string;
  partRight: (right: string, total: string) => string;
  /** What a solved play reads; a partial play must not. */
  solved: string;
  oneDay: string;
  streakLine: string;
}

const LANGUAGES: Words[] = [
  {
    code: 'en',
    language: 'English',
    rightAnswer: 'Learn: the right answer is',
    partRight: (right, total) => `${right}/${total} right`,
    solved: 'Solved',
    oneDay: '1 day',
    streakLine: 'Streak: 1 day',
  },
  {
    code: 'ar',
    language: 'Arabic',
    rightAnswer: 'تعلّم: الإجابة الصحيحة هي',
    partRight: (right, total) => `${right} من ${total} صحيحة`,
    solved: 'حُلّت',
    oneDay: 'يوم واحد',
    streakLine: 'السلسلة: يوم واحد',
  },
  {
    code: 'ml',
    language: 'Malayalam',
    rightAnswer: 'പഠിക്കാം: ശരിയുത്തരം',
    partRight: (right, total) => `${total}-ൽ ${right} ശരി`,
    solved: 'പൂർത്തിയാക്കി',
    oneDay: '1 ദിവസം',
    streakLine: 'തുടർച്ച: 1 ദിവസം',
  },
];

/** What the stubbed share sheet was given: the text, and each file's name, type, first bytes and data URL. */
interface Shared {
  text?: string;
  files: { name: string; type: string; size: number; head: number[]; dataUrl: string }[];
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

/** Today's quiz in a language and its questions with their answers (to pick a wrong one on purpose). */
async function todaysQuiz(language: Language) {
  const player = await guest(server.url);
  const today = await player.request<{ quiz: { game: { game_id: string; game_name: string } } | null }>(
    'GET',
    `${api.today.path}?language=${language}`,
  );
  const quiz = today.body.quiz?.game;
  if (!quiz) throw new Error(`no daily quiz in ${language} today`);
  const rows = await server.app.db
    .selectFrom('mcq_questions')
    .select(['question', 'answer'])
    .where('game_id', '=', quiz.game_id)
    .execute();
  return { ...quiz, answers: new Map(rows.map((row) => [row.question, row.answer])) };
}

/** Scrolls the element into view and checks it lies whole inside the phone's viewport. */
async function expectInViewport(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height + 0.5);
}

/** axe-core's WCAG 2.1 A and AA violations on the page as it stands (run through the DevTools protocol). */
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
    // The phone's share sheet, as a page sees it: it can share PNG files, and records what it is handed.
    const shared: unknown[] = [];
    Object.assign(window, { plwShared: shared });
    const dataUrl = (file: File) => new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(file);
    });
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => (data?.files ?? []).every((file) => file.type === 'image/png'),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all((data.files ?? []).map(async (file) => ({
          name: file.name,
          type: file.type,
          size: file.size,
          head: [...new Uint8Array(await file.slice(0, 8).arrayBuffer())],
          dataUrl: await dataUrl(file),
        })));
        shared.push({ text: data.text, files });
      },
    });
  }, code);
  return page;
}

describe.each(LANGUAGES)("today's daily quiz on a phone in $code", (words) => {
  it('shows the right answer after a wrong one, then an honest result, streak, stats, share card and Up next', async () => {
    const quiz = await todaysQuiz(words.language);
    const page = await openPhone(words.code);
    const number = (value: number) =>
      page.evaluate(([v, code]) => new Intl.NumberFormat(code).format(v), [value, words.code] as const);

    await page.goto(`${server.url}/home`);
    const card = page.getByTestId('today').locator(`[data-game-id="${quiz.game_id}"]`);
    await expectInViewport(card);
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/game/mcq/${quiz.game_id}`);

    const question = page.getByTestId('mcq-question');
    const total = quiz.answers.size;
    for (let index = 0; index < total; index++) {
      const text = ((await question.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
      const right = quiz.answers.get(text);
      if (!right) throw new Error(`unknown question: ${text}`);
      const choices = (await question.locator('.mcq-choice__text').allTextContents()).map((c) => c.trim());
      const pick = index === 0 ? choices.find((choice) => choice !== right) : right;
      if (!pick) throw new Error('no wrong choice');
      await question.getByRole('button', { name: pick, exact: true }).click();
      const feedback = page.getByTestId('mcq-feedback');
      await feedback.waitFor();
      if (index === 0) {
        // Wrong on purpose: the verdict, and once the answer is locked, the right one, on screen.
        expect(await feedback.getAttribute('data-verdict')).toBe('wrong');
        const told = page.getByTestId('mcq-right-answer');
        await expectInViewport(told);
        const said = (await told.textContent()) ?? '';
        expect(said.startsWith(words.rightAnswer)).toBe(true);
        expect(said).toContain(right);
        await motionAtRest(question);
        await page.screenshot({ path: `${SHOTS}/daily-quiz-right-answer-${words.code}.png` });
      } else {
        expect(await feedback.getAttribute('data-verdict')).toBe('right');
        expect(await page.getByTestId('mcq-right-answer').count()).toBe(0);
      }
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
      await page.locator('.mcq-card__next').click();
    }

    // The result, headed honestly: one wrong of three is not "Solved".
    const result = page.getByTestId('mcq-result');
    await result.waitFor();
    const heading = result.getByRole('heading', { level: 2 });
    const label = ((await heading.textContent()) ?? '').trim();
    expect(label).toBe(words.partRight(await number(total - 1), await number(total)));
    expect(label).not.toContain(words.solved);
    await expectInViewport(heading);
    await motionAtRest(result);
    await page.screenshot({ path: `${SHOTS}/daily-quiz-result-${words.code}.png` });

    // The streak, plural-correct, and the statistics.
    const stats = page.getByTestId('stats-panel');
    await expectInViewport(stats.getByTestId('streak-current'));
    expect(await stats.getByTestId('streak-current').textContent()).toBe(words.oneDay);
    await motionAtRest(stats);
    await page.screenshot({ path: `${SHOTS}/daily-quiz-stats-${words.code}.png` });
    await page.getByTestId('next-up').waitFor();
    await motionAtRest(page.locator('body'));
    expect(await axeViolations(page)).toEqual([]);

    // Share hands the share sheet a PNG card and the text: right and wrong, the streak, never an answer.
    const share = page.getByTestId('share-result');
    await expectInViewport(share);
    await share.click();
    const sharedSoFar = () => page.evaluate(() => (window as unknown as { plwShared: Shared[] }).plwShared);
    await expect.poll(async () => (await sharedSoFar()).length).toBe(1);
    const [sent] = await sharedSoFar();
    expect(sent?.files).toHaveLength(1);
    const file = sent?.files[0];
    expect(file?.type).toBe('image/png');
    expect(file?.name).toBe('result.png');
    expect(file?.head).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(file?.size).toBeGreaterThan(5_000);
    expect(sent?.text).toContain(words.streakLine);
    expect(sent?.text).toContain(`${'🟥'}${'🟩'.repeat(total - 1)}`);
    for (const answer of quiz.answers.values()) expect(sent?.text).not.toContain(answer);
    const png = Buffer.from(file?.dataUrl.split(',')[1] ?? '', 'base64');
    await writeFile(`${SHOTS}/daily-quiz-card-${words.code}.png`, png);

    // Up next: another playable game, which opens.
    const next = page.getByTestId('next-up');
    const play = next.locator('.next-up__play');
    await expectInViewport(play);
    const nextName = ((await next.locator('.next-up__name').textContent()) ?? '').trim();
    const href = (await play.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/game\/(mcq|krisskross)\//);
    expect(href).not.toContain(quiz.game_id);
    await page.screenshot({ path: `${SHOTS}/daily-quiz-next-up-${words.code}.png` });
    await play.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(nextName);

    // Home: today's quiz reads how it went, not "Solved".
    await page.goto(`${server.url}/home`);
    const state = page.getByTestId('today').locator(`[data-game-id="${quiz.game_id}"]`).getByTestId('play-state');
    await expectInViewport(state);
    expect((await state.textContent())?.trim()).toBe(words.partRight(await number(total - 1), await number(total)));
    await page.screenshot({ path: `${SHOTS}/daily-quiz-home-${words.code}.png` });
    expect(browser?.pageErrors).toEqual([]);
  });
});
