import { api } from '@plw/protocol/api';
import type { ResponseOf } from '@plw/protocol/endpoint';
import { beforeStart } from '@plw/shared/rules/round/schedule';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

// Loads a kriss-kross game for play: its details first (a game not yet published sends the player to wait),
// then its clues, grid and the player's play. Loaded once: no refetch when the window regains focus.

export type Puzzle = ResponseOf<typeof api.krissKrossAllQuestions>;

export type PuzzleLoad =
  | { status: 'loading' }
  | { status: 'waiting'; publishingTime: string }
  /** The server does not open it yet although our clock says it should: we ask again shortly. */
  | { status: 'opening' }
  /** Why it could not load; the page words it in the reader's language. */
  | { status: 'failed'; error: ApiRequestError }
  | { status: 'ready'; puzzle: Puzzle };

const OPENING_RETRY_MS = 2000;

export function usePuzzle(gameId: string, now: () => number = Date.now): { load: PuzzleLoad; reload: () => void } {
  const client = useApiClient();
  const [load, setLoad] = useState<PuzzleLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const query = { game_id: gameId };

    async function fetchPuzzle() {
      try {
        const { game } = await client.call(api.krissKrossDetails, { query, signal: controller.signal });
        if (game.publishing_time && beforeStart(game, now())) {
          setLoad({ status: 'waiting', publishingTime: game.publishing_time });
          return;
        }
        const puzzle = await client.call(api.krissKrossAllQuestions, { query, signal: controller.signal });
        setLoad({ status: 'ready', puzzle });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!(error instanceof ApiRequestError)) {
          setLoad({ status: 'failed', error: new ApiRequestError(0, 'BAD_RESPONSE', String(error)) });
          return;
        }
        // 409 from allquestions means "not started yet": the two clocks disagree by a moment.
        if (error.status === 409) {
          setLoad({ status: 'opening' });
          retry = setTimeout(() => void fetchPuzzle(), OPENING_RETRY_MS);
          return;
        }
        setLoad({ status: 'failed', error });
      }
    }

    void fetchPuzzle();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [client, gameId, attempt, now]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { load, reload };
}
