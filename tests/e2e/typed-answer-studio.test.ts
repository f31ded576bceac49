import { expect, it } from 'vitest';
import { ar as dashboardAr } from '../../client/src/i18n/locales/dashboard/ar.ts';
import { ml as dashboardMl } from '../../client/src/i18n/locales/dashboard/ml.ts';
import { axeViolations } from './journeys/tabs-and-admin-setup.ts';
import {
  aMinuteAgo,
  filled,
  ISOLATE,
  phone,
  seen,
  server,
  shot,
  signInAdmin,
  signInCreator,
  useTypedAnswerServer,
} from './typed-answer-setup.ts';

// "Type the answer" from the creator's phone to players, in real Chromium at 360 × 740: the demo creator makes the
// game, writes a question with two other accepted answers, tries spellings in the check beside the answer and in
// the demo, and submits it; the admin reads the accepted spellings on the verify page and verifies it; the creator
// releases it. Then in a Malayalam studio a chillu typed the old way is accepted by the check, and an admin with an
// Arabic console verifies the Malayalam spellings. What each step asserts is on the phone's screen.

useTypedAnswerServer();

it('a creator makes a "type the answer" game on a phone, tries spellings, submits it; the admin verifies it; it is released', {
  timeout: 180_000,
}, async () => {
  const GAME = 'Sweet Words';
  const creator = await phone();
  const { page } = creator;
  await signInCreator(page);
  await page.goto(`${server.url}/creator/game/new`);
  const main = page.locator('main');
  await main.getByRole('radio', { name: 'Type the answer' }).check();
  await main.getByLabel('Language', { exact: true }).selectOption('English');
  await main.getByLabel('Game name').fill(GAME);
  await main.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/add-question');

  const form = page.getByRole('form', { name: 'Question' });
  await form.getByLabel('Question', { exact: true }).fill('A frozen sweet');
  await form.getByLabel('Answer', { exact: true }).fill('Ice cream');
  await form.getByRole('button', { name: 'Add an accepted answer' }).click();
  await form.getByRole('button', { name: 'Add an accepted answer' }).click();
  await form.getByLabel('Other accepted answer 1', { exact: true }).fill('Gelato');
  await form.getByLabel('Other accepted answer 2', { exact: true }).fill('Soft serve');

  // The check beside the answer judges what a player might type, and names the spelling it matched.
  const verdict = form.getByTestId('check-verdict');
  await form.getByLabel('A player types').fill('ICE-CREAM!');
  await expect.poll(() => verdict.textContent()).toBe(`Accepted: the same as “${ISOLATE('Ice cream')}”`);
  await seen(verdict);
  await shot(page, 'en-check-accepted');
  await form.getByLabel('A player types').fill('softserve');
  await expect.poll(() => verdict.textContent()).toBe(`Accepted: the same as “${ISOLATE('Soft serve')}”`);
  await form.getByLabel('A player types').fill('ice creams');
  await expect.poll(() => verdict.textContent()).toBe('Not accepted: add it as another accepted answer if it should count.');
  await seen(verdict);
  await shot(page, 'en-check-refused');
  // Enter in the check saves nothing.
  await form.getByLabel('A player types').press('Enter');
  expect(await page.getByTestId('studio-question').count()).toBe(0);

  await form.getByRole('button', { name: 'Add question' }).click();
  const listed = page.getByTestId('studio-question').filter({ hasText: 'A frozen sweet' });
  await listed.waitFor();
  expect(await listed.textContent()).toContain('Also accepted: Gelato · Soft serve');
  await seen(listed);
  await shot(page, 'en-questions');
  expect(await axeViolations(page)).toEqual([]);

  // The demo judges typed answers the same way, its answers at hand.
  await page.getByRole('link', { name: 'Play demo' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/play-demo');
  await page.getByLabel('Your answer').fill('sorbet');
  await page.getByRole('button', { name: 'Check' }).click();
  const result = page.getByRole('status').filter({ hasText: /^(Right!|Wrong\.)/ });
  await expect.poll(() => result.textContent()).toBe(`Wrong. The answer is ${ISOLATE('Ice cream')}.`);
  await seen(result);
  await page.getByRole('button', { name: 'See result' }).click();
  await page.getByRole('button', { name: 'Play again' }).click();
  await page.getByLabel('Your answer').fill(' gelato! ');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect.poll(() => result.textContent()).toBe('Right!');
  await seen(result);
  await page.getByRole('button', { name: 'Show all answers' }).click();
  const key = page.getByTestId('answer-key');
  expect(await key.textContent()).toContain(`Also accepted: ${ISOLATE('Gelato · Soft serve')}`);
  await seen(key);
  await shot(page, 'en-demo');
  expect(await axeViolations(page)).toEqual([]);

  // Played as a player: no answers at hand, judged the same way.
  await page.getByRole('link', { name: 'Play game' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/play-game');
  expect(new URL(page.url()).searchParams.get('gameLanguage')).toBe('English');
  await page.getByLabel('Your answer').fill('Ice  Cream');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect.poll(() => result.textContent()).toBe('Right!');
  expect(await page.getByRole('button', { name: 'Show all answers' }).count()).toBe(0);

  await page.goto(`${server.url}/creator/games`);
  const game = page.getByTestId('studio-game').filter({ hasText: GAME });
  await game.getByRole('button', { name: 'Submit for review' }).click();
  await game.getByText('Waiting for review').waitFor();
  expect(await game.textContent()).toContain('Type the answer');

  // The admin reads every spelling that will be marked right, and verifies the game.
  const admin = await phone();
  await signInAdmin(admin.page);
  await admin.page.goto(`${server.url}/admin/all-games`);
  await admin.page.getByRole('listitem', { name: GAME }).getByRole('link', { name: 'Review' }).click();
  await admin.page.getByRole('link', { name: 'Verify the questions' }).click();
  await admin.page.waitForURL((url) => url.pathname === '/admin/games/typed-answer');
  const card = admin.page.getByTestId('verify-question');
  await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
  expect(await card.textContent()).toContain('Ice cream');
  const spellings = card.getByTestId('accepted-spellings');
  expect(await spellings.textContent()).toBe(`Also accepted: ${ISOLATE('Gelato · Soft serve')}`);
  await seen(spellings);
  await shot(admin.page, 'en-verify');
  await admin.page.getByRole('button', { name: 'Approve all' }).click();
  await admin.page.getByRole('button', { name: 'Send review' }).click();
  await admin.page.getByText('Game verified').waitFor();
  expect(admin.pageErrors).toEqual([]);

  // The creator releases it as a daily game.
  await page.reload();
  await game.getByRole('link', { name: 'Release' }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/release-game');
  const release = page.getByTestId('release-game');
  await expect.poll(() => release.getByTestId('game-status').textContent()).toBe('Verified');
  expect(await release.textContent()).toContain('Type the answer');
  await page.getByLabel('Mode').selectOption('DAILY');
  await page.getByLabel('Publishing time').fill(await aMinuteAgo(page));
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await expect.poll(() => release.getByTestId('game-status').textContent(), { timeout: 10_000 }).toBe('Released');
  expect(creator.pageErrors).toEqual([]);
});

it('in a Malayalam studio the check accepts a chillu typed the old way; an Arabic console verifies the spellings', {
  timeout: 150_000,
}, async () => {
  const ml = dashboardMl;
  const GAME = 'കേരള ചോദ്യങ്ങൾ';
  const ANSWER = 'തിരുവനന്തപുരം';
  // ട്രിവാൻഡ്രം with the atomic chillu ൻ, as a creator's keyboard writes it today…
  const TRIVANDRUM = 'ട്രിവാ\u0D7Bഡ്രം';
  // …and as older keyboards type it: ന, virama, zero-width joiner.
  const TRIVANDRUM_OLD = 'ട്രിവാന\u0D4D\u200Dഡ്രം';
  const creator = await phone('ml');
  const { page } = creator;
  await signInCreator(page);
  await page.goto(`${server.url}/creator/game/new`);
  const main = page.locator('main');
  await main.getByRole('radio', { name: ml.studio.typeTypedAnswer }).check();
  await main.getByLabel(ml.studio.fieldLanguage, { exact: true }).selectOption('Malayalam');
  await main.getByLabel(ml.studio.fieldGameName).fill(GAME);
  await main.getByRole('button', { name: ml.studio.createGame }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/add-question');
  const gameId = new URL(page.url()).searchParams.get('gameIds') ?? '';

  const form = page.getByRole('form', { name: ml.studio.questionForm });
  await form.getByLabel(ml.studio.fieldQuestion, { exact: true }).fill('കേരളത്തിന്റെ തലസ്ഥാനം ഏത്?');
  await form.getByLabel(ml.studio.fieldAnswer, { exact: true }).fill(ANSWER);
  const add = form.getByRole('button', { name: ml.typedAnswerStudio.addAlternative });
  await add.click();
  await add.click();
  const alternative = (number: number) =>
    form.getByLabel(filled(ml.typedAnswerStudio.alternative, { number }), { exact: true });
  await alternative(1).fill('അനന്തപുരി');
  await alternative(2).fill(TRIVANDRUM);

  const check = form.getByTestId('answer-check');
  const verdict = check.getByTestId('check-verdict');
  await check.getByLabel(ml.typedAnswerStudio.checkLabel).fill(TRIVANDRUM_OLD);
  const accepted = filled(ml.typedAnswerStudio.checkAccepted, { spelling: ISOLATE(TRIVANDRUM) });
  await expect.poll(() => verdict.textContent()).toBe(accepted);
  expect(await check.textContent()).toContain(ml.typedAnswerStudio.rule.Malayalam);
  await seen(verdict);
  await shot(page, 'ml-check-accepted');
  // One sign short is another word: the rule keeps every vowel sign and the anusvara.
  await check.getByLabel(ml.typedAnswerStudio.checkLabel).fill('തിരുവനന്തപുര');
  await expect.poll(() => verdict.textContent()).toBe(ml.typedAnswerStudio.checkRefused);
  await seen(verdict);
  await shot(page, 'ml-check-refused');

  await form.getByRole('button', { name: ml.studio.addQuestion }).click();
  const listed = page.getByTestId('studio-question').filter({ hasText: ANSWER });
  await listed.waitFor();
  expect(await listed.textContent()).toContain(filled(ml.typedAnswerStudio.alsoAccepted, { spellings: `അനന്തപുരി · ${TRIVANDRUM}` }));
  await seen(listed);
  await shot(page, 'ml-questions');

  await page.getByRole('link', { name: ml.studio.playDemo }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/play-demo');
  await page.getByLabel(ml.typedAnswerStudio.yourAnswer).fill(TRIVANDRUM_OLD);
  await page.getByRole('button', { name: ml.studio.check, exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: ml.studio.right });
  await result.waitFor();
  await seen(result);
  await shot(page, 'ml-demo');

  await page.goto(`${server.url}/creator/games`);
  const game = page.getByTestId('studio-game').filter({ hasText: GAME });
  await game.getByRole('button', { name: ml.studio.review.submit }).click();
  await game.getByText(ml.studio.review.waiting).waitFor();
  expect(creator.pageErrors).toEqual([]);

  // An admin reading Arabic verifies it: the Malayalam spellings keep their own direction in the Arabic line.
  const ar = dashboardAr;
  const admin = await phone('ar');
  await signInAdmin(admin.page);
  await admin.page.goto(`${server.url}/admin/games/typed-answer?gameIds=${gameId}&gameLanguage=Malayalam`);
  const card = admin.page.getByTestId('verify-question');
  await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
  expect(await admin.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  const spellings = card.getByTestId('accepted-spellings');
  expect(await spellings.textContent()).toBe(filled(ar.typedAnswerStudio.alsoAccepted, { spellings: ISOLATE(`അനന്തപുരി · ${TRIVANDRUM}`) }));
  await seen(spellings);
  await shot(admin.page, 'ar-verify');
  await admin.page.getByRole('button', { name: ar.review.approveAll }).click();
  await admin.page.getByRole('button', { name: ar.review.send }).click();
  await admin.page.getByText(ar.review.verifiedToast).waitFor();
  expect(admin.pageErrors).toEqual([]);
});
