import { DEMO_ADMIN, DEMO_CREATOR } from '@plw/server/demo/seed';
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/src/i18n/locales/en.ts';
import {
  axeViolations,
  DASHBOARD,
  digitsOf,
  onScreen,
  pendingReviews,
  phone,
  RAPID_GAME,
  rapidGameId,
  server,
  shot,
  speak,
  TEXTS,
  useTabsServer,
} from './tabs-and-admin-setup.ts';

// The tabs tell the truth and the consoles lead on, on a 360 x 740 phone in English, Arabic and Malayalam: the Rapid
// tab is titled Rapid and lists the live round first, then the coming ones, each counting down; a language with no
// rounds says so and leads on; the Daily tab shows several compact cards to a screen, today's puzzles first and no
// ended round as a cover; a creator's Rapid game opens its release form on Rapid; bare admin and creator addresses
// explain themselves in words with a way on; the admin nav counts the games to review, one fewer after a review.

useTabsServer();

describe('creators and admins', () => {
  it('an admin opening bare addresses reads what is wrong and a way on; the nav counts what waits for review', async () => {
    const page = await phone('en');
    await page.goto(`${server.url}/admin-signin`);
    await page.getByLabel('Country code').fill(String(DEMO_ADMIN.country_code));
    await page.getByLabel('Phone number').fill(DEMO_ADMIN.phone);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');

    const waiting = await pendingReviews();
    expect(waiting).toBeGreaterThanOrEqual(2);
    for (const [language, address] of [
      ['en', '/admin/games-verify'],
      ['en', '/admin/games/mcq'],
      ['en', '/admin/games/krisskross?gameIds=x'],
      ['ar', '/admin/games-verify'],
      ['ml', '/admin/games/krisskross'],
    ] as const) {
      await page.goto(`${server.url}${address}`);
      if (language !== 'en') await speak(page, language);
      const words = TEXTS[language].errors;
      const message = page.getByText(words.invalidAddress);
      await message.waitFor();
      expect(await onScreen(message)).toBe(true);
      const body = await page.locator('main').textContent();
      expect(body).not.toMatch(/Invalid input|expected array|gameIds|gameLanguage|Required/);
      const wayOn = page.getByRole('link', { name: words.wayOnAdmin });
      expect(await onScreen(wayOn)).toBe(true);
      const toReview = page.getByRole('link', { name: TEXTS[language].nav.toReview.replace('{{count}}', digitsOf(language, waiting)) });
      await toReview.waitFor();
      expect(await onScreen(toReview)).toBe(true);
      await shot(page, `admin-bare-${language}${address.replaceAll(/[/?=]/g, '-')}`);
      if (address === '/admin/games-verify') expect(await axeViolations(page)).toEqual([]);
      if (language !== 'en') await speak(page, 'en');
    }

    // The way on leads to the games to review; the nav's count drops by one once one is reviewed.
    await page.getByRole('link', { name: en.errors.wayOnAdmin }).click();
    await page.waitForURL((url) => url.pathname === '/admin/all-games');
    const game = page.getByRole('listitem', { name: RAPID_GAME });
    await game.waitFor();
    await game.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('link', { name: 'Verify the questions' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/games/krisskross');
    await page.getByRole('button', { name: 'Approve all' }).click();
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Game verified').waitFor();
    const after = page.getByRole('link', { name: `To review (${waiting - 1})` });
    await after.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await onScreen(after)).toBe(true);
    expect(await pendingReviews()).toBe(waiting - 1);
    await shot(page, 'admin-reviewed-en');
  });

  it('a creator of a Rapid game finds its release form on Rapid, and a bare release address leads to their games', async () => {
    const page = await phone('en');
    await page.goto(`${server.url}/channel/signin`);
    await page.getByLabel('Email').fill(DEMO_CREATOR.email);
    await page.getByLabel('Password').fill(DEMO_CREATOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/creator/dashboard');

    const search = new URLSearchParams({ gameIds: rapidGameId, gameLanguage: 'English' }).toString();
    for (const language of ['en', 'ar', 'ml'] as const) {
      await page.goto(`${server.url}/creator/game/release-game?${search}`);
      if (language !== 'en') await speak(page, language);
      const words = DASHBOARD[language].release;
      const mode = page.getByLabel(words.mode, { exact: true });
      await mode.waitFor();
      expect(await mode.inputValue()).toBe('RAPID');
      expect(await mode.locator('option:checked').textContent()).toBe(words.modes.RAPID);
      await mode.scrollIntoViewIfNeeded();
      expect(await onScreen(mode)).toBe(true);
      await shot(page, `release-${language}`);
      if (language === 'en') expect(await axeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/creator/game/release-game`);
      const message = page.getByText(TEXTS[language].errors.invalidAddress);
      await message.waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(/Invalid input|expected array|gameIds|gameLanguage/);
      const wayOn = page.getByRole('link', { name: TEXTS[language].errors.wayOnCreator });
      expect(await onScreen(wayOn)).toBe(true);
      await shot(page, `release-bare-${language}`);
      if (language !== 'en') await speak(page, 'en');
    }
  });
});
