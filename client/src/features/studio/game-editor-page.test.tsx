import { STUDIO_MESSAGES, type StudioGame } from '@plw/protocol/rest/studio-parts';
import { GAME_MESSAGES } from '@plw/shared/schemas/game';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import GameEditorPage from './game-editor-page.tsx';
import { gameSummary } from '../../test/game-fixtures.ts';
import { QUESTION_TYPES } from '../../question-types/registry.ts';

// The new-game form: spec 3's defaults as the form opens, spec 5's messages as it is sent, and what it sends.

afterEach(cleanup);

const created: StudioGame = {
  ...gameSummary(),
  question_source: 'Manually',
  image_media_id: null,
  question_count: 0,
  round_style: 'FREE',
};

function server() {
  return vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/channel/question-drafts')) {
      return jsonResponse({ configured: false, message: STUDIO_MESSAGES.draftsNotConfigured });
    }
    if (url.endsWith('/api/channel/game/language')) return jsonResponse({ requests: [] });
    if (url.endsWith('/api/channel/game') && init?.method === 'POST') return jsonResponse({ game: created });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

const posts = (fetch: ReturnType<typeof server>) => fetch.mock.calls.filter(([, init]) => init?.method === 'POST');

async function open() {
  const fetch = server();
  const app = await renderApp(<GameEditorPage />, { path: '/creator/game/new', user: creator, fetch });
  await screen.findByRole('button', { name: 'Create game' });
  return { fetch, app };
}

describe('new-game form', () => {
  it("opens with spec 3's defaults", async () => {
    await open();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Kriss-kross puzzle' }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Mode').value).toBe('DAILY');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Public' }).checked).toBe(true);
    for (const flag of ['Paid', 'Local circle', 'Transit game', 'Supporting lesson']) {
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: flag }).checked).toBe(false);
    }
    expect(screen.getByLabelText<HTMLInputElement>('Score per question').value).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>('Hashtag').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Written by me' }).checked).toBe(true);
  });

  it('says the language and the name are required, and sends nothing', async () => {
    const { fetch } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    expect((await screen.findByTestId('language-error')).textContent).toBe(GAME_MESSAGES.languageRequired);
    expect(screen.getByTestId('game_name-error').textContent).toBe(GAME_MESSAGES.gameNameRequired);
    expect(posts(fetch)).toEqual([]);
  });

  it.each([
    ['0', GAME_MESSAGES.scoreTooLow],
    ['51', GAME_MESSAGES.scoreTooHigh],
    ['2.5', GAME_MESSAGES.scoreInteger],
    ['', GAME_MESSAGES.scoreInteger],
  ])('refuses the score %j with "%s"', async (score, message) => {
    await open();
    fireEvent.input(screen.getByLabelText('Score per question'), { target: { value: score } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    expect((await screen.findByTestId('score-error')).textContent).toBe(message);
  });

  it('explains what to set when questions are to come from ChatGPT and drafting is off', async () => {
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Drafted by ChatGPT' }));
    expect(await screen.findByText(STUDIO_MESSAGES.draftsNotConfigured)).toBeTruthy();
  });

  it('sends the form with its defaults and goes on to the questions', async () => {
    const { fetch, app } = await open();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'English' } });
    fireEvent.input(screen.getByLabelText('Game name'), { target: { value: 'Fruit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toEqual({
      type: 'Kriss_kross_puzzle',
      mode: 'DAILY',
      visibility: 'PUBLIC',
      language: 'English',
      game_name: 'Fruit',
      paid: false,
      local_circle: false,
      transit_game: false,
      supporting_lesson: false,
      score: 5,
      image: null,
      hashtag: '',
      question_source: 'Manually',
      round_style: 'FREE',
    });
    await waitFor(() => expect(app.location()).toBe('/creator/game/krisskross/add-question?gameIds=g1'));
  });

  it('offers a quiz questions in step first, and a kriss-kross game no round style but free', async () => {
    const { fetch } = await open();
    expect(screen.queryByRole('radio', { name: /Questions in step/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Quiz' }));
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: /Questions in step/ })).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Free/ }).checked).toBe(false);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'English' } });
    fireEvent.input(screen.getByLabelText('Game name'), { target: { value: 'Capitals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toMatchObject({ type: 'Mcq', round_style: 'IN_STEP' });
  });

  it('offers every type of the registry, "Type the answer" among them, and sends the one chosen', async () => {
    const { fetch } = await open();
    const types = screen.getByRole('group', { name: 'Type' });
    const offered = within(types).getAllByRole<HTMLInputElement>('radio').map((radio) => radio.value);
    expect(offered).toEqual(QUESTION_TYPES.map((entry) => entry.type));
    expect(types.textContent).toBe('TypeKriss-kross puzzleQuizType the answer');
    fireEvent.click(screen.getByRole('radio', { name: 'Type the answer' }));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'Malayalam' } });
    fireEvent.input(screen.getByLabelText('Game name'), { target: { value: 'വാക്കുകൾ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create game' }));
    await waitFor(() => expect(posts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetch)[0]?.[1]?.body))).toMatchObject({ type: 'Typed_answer', language: 'Malayalam' });
  });
});
