import { api } from '@plw/protocol/api';
import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import { expect, it } from 'vitest';
import { ar } from '../../client/src/i18n/locales/dashboard/ar.ts';
import { creator } from '../support/http.ts';
import { digitsOf } from './journeys/tabs-and-admin-setup.ts';
import { filled, ISOLATE, phone, seen, server, shot, signInCreator, useTypedAnswerServer } from './typed-answer-setup.ts';

// "Type the answer" in an Arabic studio on a 360 × 740 phone, in real Chromium: the page reads right to left, the
// other accepted answers and the check beside the answer keep to the screen, the check judges Arabic spellings by
// the Arabic rule (harakat forgiven, ة and ه kept apart), the demo judges alike; a German language version of the
// game is made from the game's editor and its check judges by the German rule.

useTypedAnswerServer();

it('in an Arabic studio on a phone, the check reads right to left and forgives the harakat, not ة for ه', {
  timeout: 120_000,
}, async () => {
  const owner = await creator(server.url);
  const made = await owner.request<{ game: StudioGame }>('POST', api.createGame.path, {
    type: 'Typed_answer',
    language: 'Arabic',
    game_name: 'عواصم',
  });
  const gameId = made.body.game.game_id;
  const { page, pageErrors } = await phone('ar');
  await signInCreator(page);
  await page.goto(`${server.url}/creator/game/typed-answer/add-question?gameIds=${gameId}`);
  const form = page.getByRole('form', { name: ar.studio.questionForm });
  await form.getByLabel(ar.studio.fieldQuestion, { exact: true }).fill('ما عاصمة مصر؟');
  await form.getByLabel(ar.studio.fieldAnswer, { exact: true }).fill('القاهرة');
  const add = form.getByRole('button', { name: ar.typedAnswerStudio.addAlternative });
  await add.click();
  await add.click();
  const alternative = (number: number) =>
    form.getByLabel(filled(ar.typedAnswerStudio.alternative, { number: digitsOf('ar', number) }), { exact: true });
  // ة typed as ه is another letter to the rule: the creator accepts it here, by name.
  await alternative(1).fill('القاهره');
  await alternative(2).fill('Cairo');
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await seen(alternative(2));
  await shot(page, 'ar-alternatives');

  const verdict = form.getByTestId('check-verdict');
  const typing = form.getByLabel(ar.typedAnswerStudio.checkLabel);
  await typing.fill('القَاهِرَة');
  await expect.poll(() => verdict.textContent())
    .toBe(filled(ar.typedAnswerStudio.checkAccepted, { spelling: ISOLATE('القاهرة') }));
  expect(await form.getByTestId('answer-check').textContent()).toContain(ar.typedAnswerStudio.rule.Arabic);
  await seen(verdict);
  await shot(page, 'ar-check-accepted');
  await typing.fill('CAIRO');
  await expect.poll(() => verdict.textContent())
    .toBe(filled(ar.typedAnswerStudio.checkAccepted, { spelling: ISOLATE('Cairo') }));
  await typing.fill('القاهرا');
  await expect.poll(() => verdict.textContent()).toBe(ar.typedAnswerStudio.checkRefused);
  await seen(verdict);
  await shot(page, 'ar-check-refused');

  await form.getByRole('button', { name: ar.studio.addQuestion }).click();
  const listed = page.getByTestId('studio-question').filter({ hasText: 'القاهرة' });
  await listed.waitFor();
  await seen(listed);
  await shot(page, 'ar-questions');

  await page.getByRole('link', { name: ar.studio.playDemo }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/play-demo');
  await page.getByLabel(ar.typedAnswerStudio.yourAnswer).fill('قاهرة');
  await page.getByRole('button', { name: ar.studio.check, exact: true }).click();
  const result = page.getByRole('status').filter({ hasText: filled(ar.studio.wrongAnswer, { answer: ISOLATE('القاهرة') }) });
  await result.waitFor();
  await seen(result);
  await shot(page, 'ar-demo');

  // A German version of the game, made from its editor, judges by the German rule: ü may be ue, not u.
  await page.goto(`${server.url}/creator/game/new?gameIds=${gameId}`);
  const main = page.locator('main');
  await main.getByRole('button', { name: ar.studio.addVariant }).click();
  await main.getByLabel(ar.studio.fieldLanguage, { exact: true }).selectOption('German');
  await main.getByLabel(ar.studio.fieldGameName).fill('Hauptstädte');
  await main.getByRole('button', { name: ar.studio.createGame }).click();
  await page.waitForURL((url) => url.pathname === '/creator/game/typed-answer/add-question'
    && url.searchParams.getAll('gameIds')[0] !== gameId);
  await main.getByText('Hauptstädte').first().waitFor();
  const german = page.getByRole('form', { name: ar.studio.questionForm });
  await german.getByLabel(ar.studio.fieldAnswer, { exact: true }).fill('Düsseldorf');
  const check = german.getByTestId('answer-check');
  expect(await check.textContent()).toContain(ar.typedAnswerStudio.rule.German);
  await check.getByLabel(ar.typedAnswerStudio.checkLabel).fill('DUESSELDORF');
  const germanVerdict = check.getByTestId('check-verdict');
  await expect.poll(() => germanVerdict.textContent())
    .toBe(filled(ar.typedAnswerStudio.checkAccepted, { spelling: ISOLATE('Düsseldorf') }));
  await check.getByLabel(ar.typedAnswerStudio.checkLabel).fill('Dusseldorf');
  await expect.poll(() => germanVerdict.textContent()).toBe(ar.typedAnswerStudio.checkRefused);
  await seen(germanVerdict);
  await shot(page, 'ar-german-variant');
  expect(pageErrors).toEqual([]);
});
