import { DEMO_CREATOR } from '@plw/server/demo/seed';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/e2e-browser.ts';
import {
  assertNothingMarkedRight,
  bigScreenQuestion,
  bigScreenReveal,
  GAME,
  host,
  joinWithCode,
  overflow,
  pageOf,
  PHASE_MS,
  phoneQuestion,
  phoneReveal,
  PLAYERS,
  QUESTIONS,
  server,
  settle,
  tapAnswer,
  useHostedRoundBrowser,
  verifiedQuiz,
} from './hosted-round-setup.ts';

// A hosted show in real Chromium: the demo creator hosts a verified quiz from the games list onto a 1920x1080 big
// screen, five players on phones (one in Arabic, one in Malayalam) join by its code, the host starts, everyone sees
// each question at once, the big screen counts answers without marking the right one until the reveal, the host
// moves on early once, and the round ends in the big screen's podium and each phone's finale with its rank.
// Screenshots of every phase go to /tmp/shots for a person to look at.

useHostedRoundBrowser();

describe('a hosted round in Chromium', () => {
  it('goes from the games list to the big screen, five phones join by code, play three questions and end on the podium', { timeout: 240_000 }, async () => {
    try {
      await playTheShow();
    } catch (error) {
      // What each screen showed when it failed, to look at beside the error.
      await screenshot(host.page, 'hosted-failed-bigscreen').catch(() => undefined);
      for (const player of PLAYERS) if (player.page) await screenshot(player.page, `hosted-failed-phone-${player.tag}`).catch(() => undefined);
      throw error;
    }
  });
});

async function playTheShow(): Promise<void> {
  await verifiedQuiz();
  const { page: screen } = host;

  // The demo creator signs in and hosts the verified quiz from the games list.
  await screen.goto(`${server.url}/channel/signin`);
  await screen.getByLabel('Email').fill(DEMO_CREATOR.email);
  await screen.getByLabel('Password').fill(DEMO_CREATOR.password);
  await screen.getByRole('button', { name: 'Sign in' }).click();
  await screen.waitForURL((url) => url.pathname === '/creator/dashboard', { timeout: PHASE_MS });
  await screen.getByRole('link', { name: 'Games', exact: true }).click();
  const game = screen.getByTestId('studio-game').filter({ hasText: GAME });
  await game.waitFor({ timeout: PHASE_MS });
  await game.getByRole('button', { name: 'Host live' }).click();
  await screen.waitForURL((url) => url.pathname.startsWith('/host/'), { timeout: PHASE_MS });

  // The lobby: the code, readable from the back of the room, and a QR code of the join address.
  const codeOnScreen = screen.getByTestId('join-code');
  await codeOnScreen.waitFor({ timeout: PHASE_MS });
  const code = ((await codeOnScreen.textContent()) ?? '').replace(/\D/g, '');
  expect(code).toMatch(/^\d{6}$/);
  expect(await screen.getByTestId('join-qr').isVisible()).toBe(true);
  const codeSize = await codeOnScreen.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(codeSize).toBeGreaterThanOrEqual(64);
  const round = await server.app.db.selectFrom('rounds').selectAll().where('join_code', '=', code).executeTakeFirstOrThrow();
  expect(screen.url()).toContain(round.id);

  // Five phones join: four type the code, one follows the link; each picks a name and waits in the lobby.
  for (const player of PLAYERS) await joinWithCode(player, code);
  const names = screen.getByTestId('lobby-names').locator('li');
  await expect.poll(() => names.count(), { timeout: PHASE_MS }).toBe(PLAYERS.length);
  const listed = await screen.getByTestId('lobby-names').textContent();
  for (const player of PLAYERS) expect(listed).toContain(player.name);
  expect(await screen.getByTestId('player-count').textContent()).toContain('5');
  await settle(screen);
  await screenshot(screen, 'hosted-bigscreen-lobby');
  // This host moves on by themselves (the show below has the host press Next early): auto-advance off.
  const autoAdvance = screen.getByRole('switch', { name: 'Move on when everyone has answered' });
  expect(await autoAdvance.getAttribute('aria-checked')).toBe('true');
  await autoAdvance.click();
  await expect.poll(() => autoAdvance.getAttribute('aria-checked'), { timeout: PHASE_MS }).toBe('false');

  const [english, arabic, malayalam] = PLAYERS;
  if (!english || !arabic || !malayalam) throw new Error('players missing');
  // Every phone's lobby lists all five, its own name among them.
  for (const player of PLAYERS) {
    await expect.poll(() => pageOf(player).locator('.lobby__list li').count(), { timeout: PHASE_MS }).toBe(PLAYERS.length);
  }
  expect(await pageOf(arabic).evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(pageOf(arabic), 'hosted-phone-ar-lobby');
  await screenshot(pageOf(malayalam), 'hosted-phone-ml-lobby');

  // The host starts with Space: the countdown on the big screen, then question 1 everywhere.
  await screen.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await screen.keyboard.press('Space');
  await screen.getByTestId('host-countdown').waitFor({ timeout: PHASE_MS });
  await screenshot(screen, 'hosted-bigscreen-countdown');
  for (const player of PLAYERS) {
    await pageOf(player).waitForURL((url) => url.pathname.startsWith('/game/mcq/') && url.searchParams.get('round') === round.id, { timeout: PHASE_MS });
  }

  let skippedAt: { at: number; secondsLeft: number } | undefined;
  for (let index = 0; index < QUESTIONS.length; index += 1) {
    const q = QUESTIONS[index];
    if (!q) throw new Error(`no question ${index}`);
    await bigScreenQuestion(screen, index);
    for (const player of PLAYERS) await phoneQuestion(pageOf(player), q.question);
    if (index === 0) {
      await settle(screen);
      await screenshot(screen, 'hosted-bigscreen-question');
      await screenshot(pageOf(arabic), 'hosted-phone-ar-question');
      await screenshot(pageOf(malayalam), 'hosted-phone-ml-question');
      for (const phone of [arabic, malayalam]) expect(await overflow(pageOf(phone))).toBeLessThanOrEqual(0);
    }

    // Players tap; the big screen counts them, and still marks nothing right.
    for (const [tapped, player] of PLAYERS.entries()) {
      await tapAnswer(player, index);
      const answered = screen.getByTestId('host-answered');
      await expect.poll(async () => (await answered.textContent()) ?? '', { timeout: PHASE_MS }).toContain(`Answered: ${tapped + 1} of ${PLAYERS.length}`);
      await assertNothingMarkedRight(screen);
    }
    if (index === 0) {
      await screenshot(pageOf(arabic), 'hosted-phone-ar-locked');
      await screenshot(pageOf(malayalam), 'hosted-phone-ml-locked');
      await screenshot(screen, 'hosted-bigscreen-all-answered');
    }

    // On question 2 the host does not wait for the clock: Next reveals it now, on every screen.
    if (index === 1) {
      const secondsLeft = Number(((await screen.getByTestId('host-seconds').textContent()) ?? '').replace(/\D/g, ''));
      expect(secondsLeft).toBeGreaterThan(3);
      await screen.getByRole('button', { name: 'Next', exact: true }).click();
      skippedAt = { at: Date.now(), secondsLeft };
    }

    // A reveal lasts 5 s: the big screen is checked and shot at once, and the phones all together.
    const reveal = await bigScreenReveal(screen, index);
    const phonesRevealed = Promise.all(PLAYERS.map(async (player) => {
      await phoneReveal(player, index);
      if (index !== 0 || !['ar', 'ml', 'en'].includes(player.tag)) return;
      const page = pageOf(player);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `hosted-phone-${player.tag}-reveal`);
    }));
    if (index === 0) {
      // The top five beside the reveal, and every choice with its count.
      expect(await reveal.getByTestId('host-choice').count()).toBe(4);
      expect(await screen.getByTestId('host-top-line').count()).toBe(PLAYERS.length);
      await settle(screen);
      await screenshot(screen, 'hosted-bigscreen-reveal');
    }
    if (index === 1) {
      // Revealed before its clock ran out: the question's timer is gone.
      expect(Date.now() - (skippedAt?.at ?? 0)).toBeLessThan((skippedAt?.secondsLeft ?? 0) * 1000);
      expect(await screen.getByTestId('host-seconds').count()).toBe(0);
      await settle(screen);
      await screenshot(screen, 'hosted-bigscreen-top5');
    }
    await phonesRevealed;
  }

  // The end: the podium on the big screen, each phone's finale with its rank.
  const finale = screen.getByTestId('host-finale');
  await finale.waitFor({ timeout: PHASE_MS });
  await screen.getByTestId('podium-place').first().waitFor({ timeout: PHASE_MS });
  // Asha was right every time and never slower than anyone: first on the podium.
  expect(await screen.getByTestId('host-top-line').first().textContent()).toContain('Asha');
  await settle(screen);
  await screenshot(screen, 'hosted-bigscreen-podium');

  for (const player of PLAYERS) {
    const page = pageOf(player);
    await page.waitForURL((url) => url.pathname.endsWith('/game-over') && url.searchParams.get('round') === round.id, { timeout: PHASE_MS });
    const result = page.getByTestId('hosted-result');
    await result.waitFor({ timeout: PHASE_MS });
    expect(await result.textContent()).toMatch(/#\s*[1-5]|#[١-٥]|[1-5]/);
  }
  expect(await pageOf(english).getByTestId('hosted-result').textContent()).toContain('#1');
  for (const [player, shot] of [[arabic, 'hosted-phone-ar-finale'], [malayalam, 'hosted-phone-ml-finale'], [english, 'hosted-phone-en-finale']] as const) {
    await settle(pageOf(player));
    expect(await overflow(pageOf(player))).toBeLessThanOrEqual(0);
    await screenshot(pageOf(player), shot);
  }

  const played = await server.app.db.selectFrom('plays').select(['kind', 'display_name']).where('round_id', '=', round.id).execute();
  expect(played.map((p) => p.kind)).toEqual(PLAYERS.map(() => 'HOSTED'));
  expect(played.map((p) => p.display_name).sort()).toEqual(PLAYERS.map((p) => p.name).sort());
  expect(host.pageErrors).toEqual([]);
  for (const player of PLAYERS) expect(player.errors).toEqual([]);
}
