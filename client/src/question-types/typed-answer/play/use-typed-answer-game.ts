import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { type Loaded, useLoad } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';

/** A "type the answer" game's details (GET /game/typed-answer/{id}/details): every page of the game starts there. */
export function useTypedAnswerGame(gameId: string): [Loaded<GameSummary>, () => void] {
  const client = useApiClient();
  return useLoad(`game:${gameId}`, async (signal) => {
    const { game } = await client.call(api.typedAnswerDetails, { params: { id: gameId }, signal });
    return game;
  });
}

/** The game's pages, under /game/typed-answer/:gameId. */
export const typedAnswerBase = (gameId: string) => `/game/typed-answer/${encodeURIComponent(gameId)}`;
