import type { ReviewOutcome } from '@plw/protocol/rest/review';
import type { GameStatus } from '@plw/shared/constants';
import type { GameSummary } from '@plw/shared/schemas/game';
import { REVIEW_MESSAGES } from '@plw/shared/schemas/review';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../i18n/locales/dashboard/ar.ts';
import { de } from '../../i18n/locales/dashboard/de.ts';
import { en } from '../../i18n/locales/dashboard/en.ts';
import { hi } from '../../i18n/locales/dashboard/hi.ts';
import { ml } from '../../i18n/locales/dashboard/ml.ts';
import { ta } from '../../i18n/locales/dashboard/ta.ts';
import { renderApp } from '../../test/render-app.tsx';
import { creator, jsonResponse } from '../../test/session-fixtures.ts';
import { VariantReview } from './variant-review.tsx';
import { gameSummary } from '../../test/game-fixtures.ts';

// A language variant's next step by its status (spec 2): submit a draft or rejected game and hear why it was
// refused, wait while it is reviewed, read the reasons of a rejection, release a verified game, see how it went out.

afterEach(cleanup);

function variant(status: GameStatus, extra: Partial<GameSummary> = {}): GameSummary {
  return gameSummary({ status, ...extra });
}

const request = {
  request_id: 'r1',
  game_id: 'g1',
  status: 'PENDING',
  note: null,
  created_at: '2026-03-01T09:00:00.000Z',
  reviewed_at: null,
  approved: 0,
  rejected: 0,
} as const;

const rejectedReview = (game: GameSummary): ReviewOutcome => ({
  game,
  request: null,
  verdicts: [
    { question_id: 'q1', question: 'A red fruit', verdict: 'APPROVED', reason: null },
    { question_id: 'q2', question: 'A green fruit', verdict: 'REJECTED', reason: 'PEAR is not green enough' },
  ],
});

type Reply = () => Response;

function server(routes: Record<string, Reply>) {
  return vi.fn<typeof globalThis.fetch>(async (input) => {
    const path = new URL(String(input), 'http://local').pathname;
    const reply = routes[path];
    return reply ? reply() : jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
}

async function show(game: GameSummary, routes: Record<string, Reply> = {}, questionCount?: number) {
  const fetch = server(routes);
  await renderApp(<VariantReview variant={game} questionCount={questionCount} />, {
    path: '/creator/games',
    user: creator,
    fetch,
  });
  return fetch;
}

const submitted = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).endsWith('/api/channel/game/g1/submit') && init?.method === 'POST');

describe('a variant on its way to players', () => {
  it('submits a draft for review', async () => {
    const game = variant('DRAFT');
    const fetch = await show(game, {
      '/api/channel/game/g1/submit': () => jsonResponse({ game: { ...game, status: 'PENDING_VERIFICATION' }, request }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(submitted(fetch)).toHaveLength(1));
    expect(await screen.findByText('Sent for review')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([REVIEW_MESSAGES.noQuestions, REVIEW_MESSAGES.notSubmittable])(
    'shows the refusal "%s" in the spec\'s words',
    async (message) => {
      await show(variant('DRAFT'), {
        '/api/channel/game/g1/submit': () => jsonResponse({ error: { code: 'CONFLICT', message } }, 409),
      });
      fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
    },
  );

  it('asks for questions instead of offering the submission of a draft that has none', async () => {
    await show(variant('DRAFT'), {}, 0);
    expect(screen.getByText(REVIEW_MESSAGES.noQuestions)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('waits while the game is reviewed, with nothing to press', async () => {
    await show(variant('PENDING_VERIFICATION'));
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows a rejected game's refused questions with their reasons, and offers to submit it again", async () => {
    const game = variant('REJECTED');
    const fetch = await show(game, { '/api/channel/game/g1/review': () => jsonResponse(rejectedReview(game)) });
    const reasons = await screen.findByTestId('rejection-reasons');
    expect(reasons.textContent).toContain('Questions the reviewer refused');
    expect(reasons.textContent).toContain('A green fruit: PEAR is not green enough');
    expect(reasons.textContent).not.toContain('A red fruit');
    expect(fetch.mock.calls.map(([url]) => String(url)))
      .toEqual([expect.stringMatching(/\/api\/channel\/game\/g1\/review$/)]);
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  });

  it('links a verified game to its release page, in its language', async () => {
    await show(variant('VERIFIED', { language: 'German' }));
    const link = screen.getByRole('link', { name: 'Release' });
    expect(link.getAttribute('href')).toBe('/creator/game/release-game?gameIds=g1&gameLanguage=German');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says how and when a released game went out', async () => {
    const publishingTime = '2026-03-01T09:30:00.000Z';
    await show(variant('RELEASED', { mode: 'RAPID_THEN_DAILY', publishing_time: publishingTime }));
    const info = screen.getByTestId('released-info');
    expect(info.textContent).toContain('Released as Rapid, then daily');
    expect(info.querySelector('time')?.getAttribute('datetime')).toBe(publishingTime);
    expect(info.textContent).toContain('Publishing time: ');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the words of the review steps', () => {
  it.each(Object.entries({ ml, hi, ta, ar, de }))('are all translated in %s', (_, messages) => {
    const english = en.studio.review;
    const translated = messages.studio.review;
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (words: string) => words.match(/\{\{\w+\}\}/g) ?? [];
    for (const [key, words] of Object.entries(translated)) {
      const original = english[key as keyof typeof english];
      expect(words, key).not.toBe(original);
      expect(placeholders(words), key).toEqual(placeholders(original));
    }
  });
});
