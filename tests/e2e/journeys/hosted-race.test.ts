import { insertKrissKrossQuestions } from '@plw/server/question-types/krisskross/repository';
import { insertGame } from '@plw/server/domains/games/repository';
import { describe, expect, it } from 'vitest';
import { motionAtRest } from '../../support/e2e-waits.ts';
import {
  BIG_SCREEN,
  host,
  hostFromGames,
  inViewport,
  joinByCode,
  PHONE,
  type Phone,
  SEEN_MS,
  server,
  shot,
  startRound,
  STEP_MS,
  text,
  useHostedRaceServer,
  wordAt,
  WORDS,
} from './hosted-race-setup.ts';

// A teacher's hosted rounds as the room lives them. A kriss-kross race on a 1280x800 big screen, two players joining
// by code on 360x740 phones (one in English, one in Malayalam) and typing whole words: the big screen visibly moves
// after every word (each player's words locked in, and its clock), its sound switch is on show, and a phone starts
// muted with one tap to unmute; the podium ends it. Then a quiz (a phone in Arabic) that moves on by itself once
// everyone answered, whose results time each question's answers from its own opening.

useHostedRaceServer();

describe('a hosted kriss-kross race', () => {
  it('moves the big screen word by word, with sound on show and phones muted until tapped', { timeout: 240_000 }, async () => {
    const now = new Date();
    const { gameId } = await insertGame(
      server.app.db,
      server.channelId,
      { type: 'Kriss_kross_puzzle', mode: 'DAILY', language: 'English', game_name: 'Fruit race', status: 'VERIFIED' },
      now,
    );
    await insertKrissKrossQuestions(server.app.db, gameId, WORDS, now);
    const { page: screen } = host;
    const { code } = await hostFromGames('Fruit race');

    // The big screen's sound switch: visible in the lobby, labelled, on (a room hears the lobby's music).
    const sound = screen.getByTestId('host-sound');
    await inViewport(sound, BIG_SCREEN);
    expect(await text(sound)).toBe('Sound and music');
    expect(await sound.getAttribute('aria-pressed')).toBe('true');

    const asha = await joinByCode('Asha', 'en', code);
    const meera = await joinByCode('മീര', 'ml', code);
    await expect.poll(() => screen.getByTestId('lobby-names').locator('li').count(), { timeout: STEP_MS }).toBe(2);
    await motionAtRest(screen.locator('body'));
    await shot(screen, 'race-bigscreen-lobby');

    await startRound();
    const race = screen.getByTestId('host-race');
    await race.waitFor({ timeout: STEP_MS });
    for (const phone of [asha, meera]) {
      await phone.page.waitForURL((url) => url.pathname.startsWith('/game/krisskross/'), { timeout: STEP_MS });
      await phone.page.locator('canvas.kk-canvas').waitFor({ timeout: STEP_MS });
    }

    // A phone starts muted; one tap turns its sound on.
    const phoneSound = asha.page.getByTestId('sound-toggle');
    await inViewport(phoneSound, PHONE);
    expect(await phoneSound.getAttribute('aria-pressed')).toBe('false');
    await phoneSound.tap();
    expect(await phoneSound.getAttribute('aria-pressed')).toBe('true');
    expect(await meera.page.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');

    // The race's clock runs on the big screen.
    const timer = screen.getByTestId('host-free').getByRole('timer');
    const firstTime = await text(timer);
    await expect.poll(() => text(timer), { timeout: SEEN_MS }).not.toBe(firstTime);
    const line = (name: string) => race.getByTestId('host-race-line').filter({ hasText: name });
    await expect.poll(() => text(line('Asha')), { timeout: SEEN_MS }).toContain('0 of 3 words');
    await inViewport(race, BIG_SCREEN);
    await shot(screen, 'race-bigscreen-start');

    // Whole words typed on the phones, one after another: the big screen moves after each.
    const plays: [Phone, (typeof WORDS)[number], number][] = [
      [asha, wordAt(0), 1],
      [meera, wordAt(1), 1],
      [asha, wordAt(2), 2],
      [meera, wordAt(0), 2],
    ];
    for (const [turn, [phone, word, count]] of plays.entries()) {
      const before = await text(race);
      await phone.page.locator('.kk-clue__button').filter({ hasText: word.question }).first().tap();
      await phone.page.keyboard.type(word.answer.toLowerCase());
      await expect.poll(() => text(phone.page.getByTestId('words-locked')), { timeout: STEP_MS }).toMatch(new RegExp(`${count}`));
      // Seen on the big screen within seconds: this player's words, and the race's text as a whole.
      await expect.poll(() => text(line(phone.name)), { timeout: SEEN_MS }).toContain(`${count} of 3 words`);
      expect(await text(race)).not.toBe(before);
      if (turn === 1) {
        await motionAtRest(race);
        await shot(screen, 'race-bigscreen-moving');
        await shot(meera.page, 'race-phone-ml');
        await shot(asha.page, 'race-phone-en');
      }
    }
    // Most words first: both on two, never a right or wrong before the end.
    expect((await race.getByTestId('host-race-line').allTextContents()).length).toBe(2);
    expect(await text(race)).not.toMatch(/right|wrong|✓/i);

    // The big screen in Arabic and in Malayalam, reloaded mid-race: the race and the sound switch in their words.
    for (const [language, label] of [['ar', 'الصوت والموسيقى'], ['ml', 'ശബ്ദവും സംഗീതവും'], ['en', 'Sound and music']] as const) {
      await screen.evaluate((lang) => localStorage.setItem('plw.language', lang), language);
      await screen.reload();
      await race.waitFor({ timeout: STEP_MS });
      await expect.poll(() => text(screen.getByTestId('host-sound')), { timeout: STEP_MS }).toBe(label);
      await inViewport(screen.getByTestId('host-sound'), BIG_SCREEN);
      await expect.poll(() => race.getByTestId('host-race-line').count(), { timeout: SEEN_MS }).toBe(2);
      if (language !== 'en') {
        await motionAtRest(race);
        await shot(screen, `race-bigscreen-${language}`);
      }
    }

    // The teacher ends the race: the podium, with its confetti.
    await screen.getByRole('button', { name: 'End', exact: true }).click();
    await screen.getByRole('button', { name: 'End now' }).click();
    const finale = screen.getByTestId('host-finale');
    await finale.waitFor({ timeout: STEP_MS });
    await screen.getByTestId('podium-place').first().waitFor({ timeout: STEP_MS });
    await expect.poll(() => screen.locator('body > canvas').count(), { timeout: SEEN_MS }).toBeGreaterThan(0);
    await inViewport(screen.getByTestId('host-sound'), BIG_SCREEN);
    await shot(screen, 'race-bigscreen-podium');
    expect(host.pageErrors).toEqual([]);
    for (const phone of [asha, meera]) expect(phone.errors).toEqual([]);
    for (const phone of [asha, meera]) await phone.page.context().close();
  });
});
