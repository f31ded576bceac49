import { api } from '@plw/protocol/api';
import { pathOf } from '@plw/protocol/endpoint';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import { DEMO_CREATOR } from '@plw/server/demo/seed';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, expectOnScreen, launchBrowser, screenshot } from '../support/e2e-browser.ts';
import { type LiveRoundServer, startLiveRoundServer } from '../support/e2e-live-round.ts';
import { motionAtRest } from '../support/e2e-waits.ts';
import { creator, guest } from '../support/http.ts';
import { connectRound, type RoundClient } from '../support/round-client.ts';
import { insertTypedGame } from '../support/typed-answer-game.ts';

// A hosted "type the answer" round on a 1920x1080 big screen in real Chromium, its players typing on sockets: the
// question large with the call to the phones and the count of answers in, then the reveal's show (the answer with
// how many got it, the wrong answers several typed), readable from the back of a room, in English and in Arabic
// (the screen mirrored, each bar growing from the line's start); and a Malayalam player on a 360 px phone who joins
// by the screen's code, types the answer there and sees it revealed. Screenshots go to /tmp/shots for a person.
// The server's clock is held while the test looks at the question and at the reveal (20 s and 5 s on the real
// clock), so a busy machine's slow look never sees the show move on; it runs while the players type.

const BIG_SCREEN = { width: 1920, height: 1080 } as const;
const PHASE_MS = 40_000;

let server: LiveRoundServer;
let browser: E2eBrowser;

beforeAll(async () => {
  server = await startLiveRoundServer();
  browser = await launchBrowser({ viewport: BIG_SCREEN });
  const { page } = browser;
  await page.goto(`${server.url}/channel/signin`);
  await page.getByLabel('Email').fill(DEMO_CREATOR.email);
  await page.getByLabel('Password').fill(DEMO_CREATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/dashboard', { timeout: PHASE_MS });
});

afterEach(() => server?.clock.release());

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Show {
  language: 'English' | 'Arabic' | 'Malayalam';
  questions: { question: string; answer: string; alternatives: string[] }[];
  /** What each player on a socket types to the first question. */
  typed: string[];
  /** A player on a phone, who takes their seat by the code on the screen before the others and types last. */
  phone?: (code: string) => Promise<void>;
}

interface Hosted {
  players: RoundClient[];
  /** The last player types their answer, the clock running again: the last one in. */
  last(text: string): Promise<void>;
}

/**
 * Hosts the game on the big screen, seats the phone (if any) and a player per text, starts, and has all but the
 * last one in type theirs (the phone is last if there is one); returns with the server's clock held on the open
 * question.
 */
async function hostShow(page: Page, { language, questions, typed, phone }: Show): Promise<Hosted> {
  const name = `Typed on the big screen (${language})`;
  const gameId = await insertTypedGame(server.app.db, server.channelId, { name, language, questions }, new Date());
  const host = await creator(server.url);
  const hosted = await host.request<{ round_id: string }>('POST', pathOf(api.hostGame, { id: gameId }));
  expect(hosted.status).toBe(200);
  const roundId = hosted.body.round_id;
  await page.goto(`${server.url}/host/${roundId}`);
  await page.getByTestId('host-lobby').waitFor({ timeout: PHASE_MS });
  if (phone) await phone(((await page.getByTestId('join-code').textContent()) ?? '').replace(/\D/g, ''));
  const players: RoundClient[] = [];
  for (const [i] of typed.entries()) {
    const http = await guest(server.url);
    expect((await http.request('POST', pathOf(api.enterRound, { id: roundId }), { display_name: `Player ${i + 1}` })).status).toBe(200);
    const socket = await connectRound(server.url, http.accessToken ?? '');
    expect(await socket.call('lobby:join', { roundId })).toMatchObject({ ok: true });
    players.push(socket);
  }
  const seats = typed.length + (phone ? 1 : 0);
  await expect.poll(() => page.getByTestId('lobby-names').locator('li').count(), { timeout: PHASE_MS }).toBe(seats);
  await page.getByRole('button', { name: language === 'Arabic' ? 'ابدأ' : 'Start' }).click();
  for (const socket of players) {
    await socket.waitFor('lobby:starting', () => true, PHASE_MS);
    expect(await socket.call('round:join', { gameId, roundId })).toMatchObject({ ok: true });
  }
  const question = page.getByTestId('host-question').and(page.locator('[data-question="0"]'));
  await question.getByTestId('typed-host-prompt').waitFor({ timeout: PHASE_MS });
  const open = await players[0]?.waitFor<QuestionOpen>('round:question', (q) => q.question === 0, PHASE_MS);
  const type = async (socket: RoundClient | undefined, answer: string | undefined) => {
    const reply = await socket?.call('round:answer', { gameId, roundId, questionId: open?.item.question_id, answer });
    expect(reply).toMatchObject({ ok: true });
  };
  // All but the last one in typed: the screen counts them in, the question still open.
  const lastSocket = phone ? undefined : players.at(-1);
  for (const [i, socket] of players.entries()) if (socket !== lastSocket) await type(socket, typed[i]);
  await expect.poll(() => question.getByTestId('host-answered').getAttribute('data-answered'), { timeout: PHASE_MS })
    .toBe(String(seats - 1));
  server.clock.hold();
  const last = async (text: string) => {
    server.clock.release();
    await type(lastSocket, text);
  };
  return { players, last };
}

/** The narrowest phone the app is made for. */
const SMALL_PHONE = { width: 360, height: 740 } as const;

async function fontPx(locator: Locator): Promise<number> {
  return locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
}

/** How far the page is wider than the screen: 0 when nothing spills over the side. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a hosted typed-answer round on the big screen', () => {
  it('calls the room to their phones, counts answers in, then shows the answer and the common wrong answers', { timeout: 120_000 }, async () => {
    const { page } = browser;
    const questions = [{ question: 'Capital of France?', answer: 'Paris', alternatives: [] }];
    const show = await hostShow(page, { language: 'English', questions, typed: ['Paris', 'Lyon', 'LYON', 'Nice', 'paris'] });
    const question = page.getByTestId('host-question');
    expect(await question.getByRole('heading', { level: 2 }).textContent()).toBe('Capital of France?');
    const call = question.locator('.typed-host-prompt__call');
    expect(await call.textContent()).toBe('Type your answer on your phone');
    // Read from the back of a room: the call and the count are large on a 1080p screen.
    expect(await fontPx(call)).toBeGreaterThanOrEqual(40);
    expect(await fontPx(question.locator('.typed-host-prompt__number'))).toBeGreaterThanOrEqual(120);
    expect(await page.locator('body').textContent()).not.toContain('The answer');
    await motionAtRest(page.locator('body'));
    await screenshot(page, 'hosted-typed-question');

    // The last answer in: the question locks by itself and the reveal's show plays.
    await show.last('paris');
    const reveal = page.locator('[data-testid="host-reveal"][data-question="0"]');
    await reveal.waitFor({ timeout: PHASE_MS });
    server.clock.hold();
    await motionAtRest(page.locator('body'));
    const answer = reveal.getByTestId('typed-host-answer');
    expect(await answer.getAttribute('data-count')).toBe('2');
    expect(await reveal.getByTestId('typed-host-answer-text').textContent()).toBe('Paris');
    expect(await fontPx(reveal.getByTestId('typed-host-answer-text'))).toBeGreaterThanOrEqual(96);
    expect(await answer.textContent()).toContain('2 of 5 got it right');
    const wrong = reveal.getByTestId('typed-host-wrong');
    expect(await wrong.count()).toBe(1);
    expect(await wrong.first().textContent()).toMatch(/^✗(Lyon|LYON)typed by 2$/);
    expect(await reveal.textContent()).not.toContain('Nice');
    expect(await overflow(page)).toBe(0);
    await screenshot(page, 'hosted-typed-reveal');
    expect(browser.pageErrors).toEqual([]);
    for (const socket of show.players) socket.close();
  });

  it('mirrors the show for an Arabic screen and game, each bar growing from the line\'s start', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.setItem('plw.language', 'ar'));
    const questions = [{ question: 'ما عاصمة مصر؟', answer: 'القاهرة', alternatives: [] }];
    const typed = ['القاهرة', 'الإسكندرية', 'الاسكندرية', 'القاهره', 'القاهرة'];
    const show = await hostShow(page, { language: 'Arabic', questions, typed });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await motionAtRest(page.locator('body'));
    await screenshot(page, 'hosted-typed-question-ar');
    await show.last(typed.at(-1) ?? '');
    const reveal = page.locator('[data-testid="host-reveal"][data-question="0"]');
    await reveal.waitFor({ timeout: PHASE_MS });
    server.clock.hold();
    await motionAtRest(page.locator('body'));
    // The alef with hamza or without is one answer: 2. القاهره (ه for ة) is another word, typed once: not shown.
    expect(await reveal.getByTestId('typed-host-answer').getAttribute('data-count')).toBe('2');
    const wrong = reveal.getByTestId('typed-host-wrong');
    expect(await wrong.count()).toBe(1);
    expect(await wrong.getAttribute('data-count')).toBe('2');
    const text = reveal.getByTestId('typed-host-answer-text');
    expect([await text.getAttribute('lang'), await text.getAttribute('dir')]).toEqual(['ar', 'rtl']);
    // The bars start at the right-hand edge of their tracks, as an Arabic reader reads.
    for (const fill of await reveal.locator('.typed-host-bar__fill').all()) {
      const [bar, track] = await Promise.all([fill.boundingBox(), fill.locator('..').boundingBox()]);
      expect(Math.abs((bar?.x ?? 0) + (bar?.width ?? 0) - ((track?.x ?? 0) + (track?.width ?? 0)))).toBeLessThan(2);
      expect(bar?.width ?? 0).toBeGreaterThan(0);
    }
    expect(await overflow(page)).toBe(0);
    await screenshot(page, 'hosted-typed-reveal-ar');
    expect(browser.pageErrors).toEqual([]);
    for (const socket of show.players) socket.close();
  });

  it('seats a Malayalam player on a 360 px phone by the code on the screen; typed there, last, the answer is revealed to both', { timeout: 120_000 }, async () => {
    const { page } = browser;
    await page.evaluate(() => localStorage.setItem('plw.language', 'en'));
    const player = await launchBrowser({ viewport: SMALL_PHONE });
    const phone = player.page;
    try {
      await phone.addInitScript(() => localStorage.setItem('plw.language', 'ml'));
      const asked = 'ഇന്ത്യയുടെ തലസ്ഥാനം ഏതാണ്?';
      const questions = [{ question: asked, answer: 'ന്യൂ ഡൽഹി', alternatives: [] }];
      // The phone follows the screen's code (as its QR code leads), gives a name and waits in the lobby.
      const seatPhone = async (code: string) => {
        await phone.goto(`${server.url}/join/${code}`);
        await phone.waitForURL((url) => url.pathname.startsWith('/round/'), { timeout: PHASE_MS });
        const name = phone.getByRole('textbox');
        await name.waitFor({ timeout: PHASE_MS });
        await name.fill('മീര');
        await phone.locator('form button[type="submit"]').click();
        await phone.getByTestId('lobby-count').waitFor({ timeout: PHASE_MS });
      };
      // One other player types the answer, one a wrong answer nobody else types (never shown to the room).
      const show = await hostShow(page, { language: 'Malayalam', questions, typed: ['ന്യൂ ഡൽഹി', 'മുംബൈ'], phone: seatPhone });

      // On the phone: the question alone, its field and Submit on the screen; typed without the space, then sent.
      await phone.waitForURL((url) => url.pathname.startsWith('/game/typed-answer/'), { timeout: PHASE_MS });
      const card = phone.getByTestId('typed-question');
      await card.getByRole('heading', { level: 2, name: asked }).waitFor({ timeout: PHASE_MS });
      for (const part of [card.getByRole('heading', { level: 2 }), card.getByTestId('typed-field'), card.getByTestId('typed-submit')]) {
        await expectOnScreen(part);
      }
      expect(await overflow(phone)).toBe(0);
      expect(await phone.locator('body').textContent()).not.toContain('ന്യൂ ഡൽഹി');
      await card.getByTestId('typed-field').click();
      await phone.keyboard.insertText('ന്യൂഡൽഹി');
      // The card has come to rest (the timer's bar above it runs down the question's time).
      await motionAtRest(card);
      await screenshot(phone, 'hosted-typed-phone-ml-question');
      server.clock.release();
      await card.getByTestId('typed-submit').click();

      // The last answer in: the question locks by itself and both screens reveal it.
      const reveal = phone.getByTestId('in-step-reveal');
      await reveal.waitFor({ timeout: PHASE_MS });
      server.clock.hold();
      expect(await phone.getByTestId('in-step-verdict').getAttribute('data-verdict')).toBe('right');
      const right = reveal.getByTestId('in-step-right');
      expect(await right.getAttribute('data-count')).toBe('2');
      expect(await right.textContent()).toContain('ന്യൂ ഡൽഹി');
      expect(await reveal.getByTestId('in-step-wrong').count()).toBe(0);
      expect(await reveal.textContent()).not.toContain('മുംബൈ');
      await motionAtRest(reveal);
      await expectOnScreen(phone.getByTestId('in-step-verdict'));
      expect(await overflow(phone)).toBe(0);
      await screenshot(phone, 'hosted-typed-phone-ml-reveal');

      const screenReveal = page.locator('[data-testid="host-reveal"][data-question="0"]');
      await screenReveal.waitFor({ timeout: PHASE_MS });
      expect(await screenReveal.getByTestId('typed-host-answer').getAttribute('data-count')).toBe('2');
      expect(await screenReveal.getByTestId('typed-host-answer').textContent()).toContain('2 of 3 got it right');
      expect(await screenReveal.textContent()).not.toContain('മുംബൈ');
      expect(player.pageErrors).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
      for (const socket of show.players) socket.close();
    } finally {
      await player.close();
    }
  });
});
