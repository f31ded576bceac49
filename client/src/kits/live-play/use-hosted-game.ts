import { hostingApi } from '@plw/protocol/rest/hosting';
import { type Language, LANGUAGE_NAMES } from '@plw/shared/constants';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';

// The game of a hosted round as its play pages need it, read from the round's lobby (GET /api/round/{id}): a hosted
// game is verified but need not be released, so the game's own pages (details, questions) do not show it.

/** What a live play page shows of its game: a game's summary has it, and so has a hosted round's lobby. */
export type LiveGame = Pick<GameSummary, 'game_id' | 'game_name' | 'language'> & {
  channel: Pick<GameSummary['channel'], 'channel_id' | 'channel_name'>;
};

/** A failed read as the API's error, for the page to word. */
export function apiErrorOf(error: Error): ApiRequestError {
  return error instanceof ApiRequestError ? error : new ApiRequestError(0, 'BAD_RESPONSE', String(error));
}

const isLanguage = (name: string): name is Language => (LANGUAGE_NAMES as readonly string[]).includes(name);

export function useHostedGame(roundId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['live-round', 'hosted-game', roundId],
    queryFn: async ({ signal }): Promise<LiveGame> => {
      const lobby = await client.call(hostingApi.roundLobby, { params: { id: roundId }, signal });
      return {
        game_id: lobby.game_id,
        game_name: lobby.game_name,
        language: isLanguage(lobby.language) ? lobby.language : 'English',
        channel: { channel_id: lobby.channel_id, channel_name: lobby.channel_name },
      };
    },
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
