import { describe, expect, it } from 'vitest';
import { en } from '../../../client/src/i18n/locales/en.ts';
import { ml } from '../../../client/src/i18n/locales/ml.ts';
import {
  ARABIC_UPCOMING,
  axeViolations,
  ENDED,
  onScreen,
  PHONE,
  phone,
  RUNNING,
  server,
  shot,
  TEXTS,
  UPCOMING,
  useTabsServer,
} from './tabs-and-admin-setup.ts';

// The tabs tell the truth and the consoles lead on, on a 360 x 740 phone in English, Arabic and Malayalam: the Rapid
// tab is titled Rapid and lists the live round first, then the coming ones, each counting down; a language with no
// rounds says so and leads on; the Daily tab shows several compact cards to a screen, today's puzzles first and no
// ended round as a cover; a creator's Rapid game opens its release form on Rapid; bare admin and creator addresses
// explain themselves in words with a way on; the admin nav counts the games to review, one fewer after a review.

useTabsServer();

describe('the Rapid tab', () => {
  it.each(['en', 'ar'] as const)('is titled Rapid and counts its rounds down, live ones first, in %s', async (language) => {
    const page = await phone(language);
    await page.goto(`${server.url}/rapid`);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).toBe(TEXTS[language].pages.rapid);
    expect(await onScreen(title)).toBe(true);

    const rounds = page.getByTestId('rapid-round');
    await rounds.first().waitFor();
    const names = language === 'en' ? [RUNNING, UPCOMING] : [ARABIC_UPCOMING];
    expect(await rounds.locator('h3').allTextContents()).toEqual(names);
    const first = rounds.first();
    expect(await onScreen(first)).toBe(true);
    const countdown = first.getByTestId('round-countdown');
    const words = TEXTS[language].browse;
    const shown = await countdown.textContent();
    expect(shown).toContain(language === 'en' ? words.endsIn : words.startsIn);
    if (language === 'en') expect(await first.textContent()).toContain(words.liveNow);
    // The countdown ticks while the player looks.
    await expect.poll(() => countdown.textContent(), { timeout: 4000 }).not.toBe(shown);
    await shot(page, `rapid-${language}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('in Malayalam, with no round in that language, says so and shows every language on a tap', async () => {
    const page = await phone('ml');
    await page.goto(`${server.url}/rapid`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ml.pages.rapid);
    const empty = page.getByText(ml.browse.noRounds);
    await empty.waitFor();
    expect(await onScreen(empty)).toBe(true);
    expect(await page.getByText(en.browse.emptyGames).count()).toBe(0);
    await shot(page, 'rapid-empty-ml');

    const everyLanguage = page.getByRole('link', { name: ml.browse.showAllLanguages });
    expect(await onScreen(everyLanguage)).toBe(true);
    await everyLanguage.click();
    const rounds = page.getByTestId('rapid-round');
    await expect.poll(() => rounds.locator('h3').allTextContents()).toEqual([RUNNING, UPCOMING, ARABIC_UPCOMING]);
    expect(await rounds.first().getAttribute('data-phase')).toBe('running');
    await shot(page, 'rapid-all-ml');
  });
});

describe('the Daily tab', () => {
  it.each(['en', 'ar', 'ml'] as const)(
    "shows several compact cards to a screen, today's puzzles first, no ended round as a cover, in %s",
    async (language) => {
      const page = await phone(language);
      // The list opens on the reader's language: today's puzzles in it come first.
      await page.goto(`${server.url}/daily`);
      await page.getByTestId('game-card').first().waitFor();
      const cards = page.getByTestId('game-card');
      const seen = [];
      for (const card of await cards.all()) if (await onScreen(card)) seen.push(card);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(await cards.first().getAttribute('data-mode')).toBe('DAILY');
      await shot(page, `daily-${language}`);
      expect(await axeViolations(page)).toEqual([]);

      // The demo's ended round is English: in that language's list it comes after today's puzzles, as a small row.
      await page.goto(`${server.url}/daily?language=English`);
      const ended = cards.filter({ hasText: ENDED });
      await ended.waitFor();
      const modes = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-mode')));
      const endedAt = modes.indexOf('RAPID_THEN_DAILY');
      expect(endedAt).toBeGreaterThan(0);
      expect(modes.slice(0, endedAt).every((mode) => mode === 'DAILY')).toBe(true);
      await ended.scrollIntoViewIfNeeded();
      const cover = await ended.locator('.game-card__cover').boundingBox();
      const card = await ended.boundingBox();
      // A small cover beside the text, never the full width of the card.
      expect(cover && card && cover.width < card.width / 3).toBe(true);
      expect(card && card.height < PHONE.height / 4).toBe(true);
    },
  );
});
