import { insertGame } from '@plw/server/domains/games/repository';
import { insertMcqQuestions } from '@plw/server/question-types/mcq/repository';
import { liveRoundOver } from '@plw/shared/rules/rapid-round';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../../support/e2e-browser.ts';
import { motionAtRest } from '../../support/e2e-waits.ts';
import {
  DURATION_S,
  expectQuestionAlone,
  numberIn,
  openPhone,
  pageOf,
  type Phone,
  PHONES,
  QUESTIONS,
  revealOnScreen,
  type RevealSeen,
  server,
  START_IN_MS,
  tapAnswer,
  useLiveQuizPhones,
} from './live-quiz-setup.ts';

// A scheduled RAPID quiz played in step on three phones (360 x 740), one in English, one in Arabic (right to left)
// and one in Malayalam with reduced motion, started by the server at its publishing time. Through every question
// each phone shows the question and its four tiles whole inside the screen, without scrolling and with nothing
// else; the player taps an answer and at the lock sees a full-colour moment (green with the points won, red with
// the right answer) with the reveal's bars on screen; between questions each phone's rank and board agree
// (players counted as the rows shown, the rank chip as the player's own row, no first place claimed at 0 points);
// no countdown ever goes back up under the same label; and at the end no "Play next" leads to a round that has
// ended.

useLiveQuizPhones();

/**
 * At the lock, the full-colour moment (green with the points won when right, red with the right answer when wrong),
 * with an icon, on screen with the reveal's bars; under reduced motion nothing in it moves.
 */
function expectMoment(phone: Phone, number: number, seen: RevealSeen) {
  const right = phone.right[number] ?? false;
  const where = `${phone.language}, question ${number + 1}`;
  expect(seen.verdict, where).toBe(right ? 'right' : 'wrong');
  const [red = 0, green = 0, blue = 0] = seen.colour.match(/\d+/g)?.map(Number) ?? [];
  const full = right ? green > red + 40 && green > blue : red > green + 60 && red > blue + 30;
  expect(full, `${where}: ${seen.verdict} in ${seen.colour}`).toBe(true);
  expect(seen.icon, `${where}: the icon`).toBe(true);
  if (right) expect(numberIn(seen.words) ?? 0, `${where}: ${seen.words}`).toBeGreaterThan(0);
  else expect(seen.words, where).toContain(QUESTIONS[number]?.answer);
  if (phone.reducedMotion) expect(seen.moving, `${where}: moving under reduced motion`).toBe(0);
  expect([seen.moment, ...seen.bars].filter(Boolean), `${where}: the moment and the bars`).toEqual([]);
  expect(seen.bars).toHaveLength(4);
}

/**
 * Between questions: the rank chip and the board tell one story. Players counted as the rows shown (all three fit
 * the board), the chip's rank and score are the player's own row's, and ranks follow the points: nobody claims a
 * place above someone with more points (so no #1 at 0 points while someone has more).
 */
function expectOneStory(phone: Phone, number: number, seen: RevealSeen) {
  const where = `${phone.language}, question ${number + 1}: ${JSON.stringify(seen.rows)}, chip ${seen.chip}`;
  expect(seen.rows, where).toHaveLength(PHONES.length);
  expect(numberIn(seen.players), where).toBe(seen.rows.length);
  expect(seen.chipOnScreen, where).toBe('');
  const rows = seen.rows.map((row) => ({ ...row, rankNumber: numberIn(row.rank), points: numberIn(row.score) ?? -1 }));
  const mine = rows.filter((row) => row.mine);
  expect(mine, where).toHaveLength(1);
  const me = mine[0];
  if (!me) return;
  expect(numberIn(seen.chip), where).toBe(me.rankNumber);
  expect(numberIn(seen.score), where).toBe(me.points);
  for (const row of rows) {
    if (row.rankNumber === null) continue;
    expect(row.rankNumber, where).toBeGreaterThan(rows.filter((other) => other.points > row.points).length);
  }
  if (me.points === 0 && rows.some((row) => row.points > 0)) expect(me.rankNumber, where).not.toBe(1);
}

/** No countdown ever went back up while its label stayed the same. */
async function expectCountdownsOnlyDown(phone: Phone) {
  type Seen = { label: string; time: string }[];
  const log = await pageOf(phone).evaluate(() => (window as unknown as { countdowns: Seen }).countdowns);
  const seconds = (time: string) => {
    const [minutes = 0, secs = 0] = time.split(':').map((part) => numberIn(part) ?? 0);
    return minutes * 60 + secs;
  };
  expect(new Set(log.map((entry) => entry.label)).size, JSON.stringify(log)).toBeGreaterThan(1);
  for (const [i, entry] of log.entries()) {
    const before = log[i - 1];
    if (before?.label === entry.label) {
      expect(seconds(entry.time), `${phone.language}: ${JSON.stringify(before)} then ${JSON.stringify(entry)}`)
        .toBeLessThanOrEqual(seconds(before.time));
    }
  }
}

/** The finale's "Play next" (and the next-up card) lead only to games whose live round is not over. */
async function expectNoEndedRoundNext(phone: Phone) {
  const page = pageOf(phone);
  await page.getByTestId('finale').waitFor({ timeout: 20_000 });
  await page.getByTestId('next-up').waitFor();
  const links = [page.getByTestId('finale-next'), page.getByTestId('next-up').getByRole('link')];
  let offered = 0;
  for (const link of links) {
    if ((await link.count()) === 0) continue;
    offered += 1;
    const href = (await link.getAttribute('href')) ?? '';
    const gameId = decodeURIComponent(href.split('/').at(-1) ?? '');
    const game = await server.app.db.selectFrom('games').select(['mode', 'publishing_time', 'game_duration'])
      .where('id', '=', gameId).executeTakeFirstOrThrow();
    expect(liveRoundOver(game, new Date(server.clock.now())), `${phone.language}: ${href}`).toBe(false);
  }
  expect(offered).toBeGreaterThan(0);
}

/** A live quiz of the same channel and language whose round ended an hour ago: never a game to play next. */
async function endedRound(): Promise<string> {
  const now = new Date(server.clock.now());
  const { gameId } = await insertGame(server.app.db, server.channelId, {
    type: 'Mcq',
    mode: 'RAPID_THEN_DAILY',
    language: 'English',
    game_name: 'Live quiz an hour ago',
    round_style: 'IN_STEP',
    publishing_time: new Date(now.getTime() - 3_600_000).toISOString(),
    game_duration: 60,
    status: 'RELEASED',
    released_at: new Date(now.getTime() - 4_000_000).toISOString(),
  }, now);
  await insertMcqQuestions(server.app.db, gameId, QUESTIONS, now);
  return gameId;
}

describe('a live quiz on three phones', () => {
  it('keeps each question and its tiles on screen, tells right and wrong in full colour, and tells one story between questions', { timeout: 240_000 }, async () => {
    await endedRound();
    const { gameId } = await server.scheduleQuiz({
      startInMs: START_IN_MS,
      durationS: DURATION_S,
      questions: QUESTIONS,
      name: 'Science in step',
      score: 10,
      roundStyle: 'IN_STEP',
      now: server.clock.now(),
    });
    const gamePath = `/game/mcq/${encodeURIComponent(gameId)}`;
    await Promise.all(PHONES.map((phone) => openPhone(phone, gamePath)));

    for (const [number] of QUESTIONS.entries()) {
      await Promise.all(PHONES.map(async (phone) => {
        await expectQuestionAlone(phone, number);
        if (number === 0) await screenshot(pageOf(phone), `journey-live-question-${phone.language}-360`);
        await tapAnswer(phone, number);
      }));
      await Promise.all(PHONES.map(async (phone) => {
        const seen = await revealOnScreen(pageOf(phone), number);
        expectMoment(phone, number, seen);
        expectOneStory(phone, number, seen);
        if (number < 2) {
          // Shots are for people to look at: once the moment has landed, or as it is if the round moved on first.
          await motionAtRest(pageOf(phone).getByTestId('in-step-verdict'), { timeout: 3_000 }).catch(() => undefined);
          await screenshot(pageOf(phone), `journey-live-reveal-${number + 1}-${phone.language}-360`);
        }
      }));
    }

    await Promise.all(PHONES.map(async (phone) => {
      const page = pageOf(phone);
      await page.waitForURL((url) => url.pathname === `${gamePath}/game-over`, { timeout: 30_000 });
      await expectCountdownsOnlyDown(phone);
      await expectNoEndedRoundNext(phone);
      await screenshot(page, `journey-live-finale-${phone.language}-360`);
      expect(phone.errors).toEqual([]);
    }));
  });
});
