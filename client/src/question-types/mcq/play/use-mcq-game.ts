import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useApiClient } from '../../../lib/api-context.tsx';
import { type Loaded, useLoad } from '../../../kits/game-pages/index.ts';

/** A multiple-choice game's details (GET /game/mcq/{id}/details), which every page of the game starts from. */
export function useMcqGame(gameId: string): [Loaded<GameSummary>, () => void] {
  const client = useApiClient();
  return useLoad(`game:${gameId}`, async (signal) => {
    const { game } = await client.call(api.mcqDetails, { params: { id: gameId }, signal });
    return game;
  });
}
