import type { Language } from '@plw/shared/constants';
import { todayApi } from '@plw/protocol/rest/today';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-context.tsx';

// Today's games and the next one to play, read through react-query. Both are the player's own (their state on
// each game), so a finished game invalidates `todayKeys.all` (see play pages) and home shows "Solved in ...".

export const todayKeys = {
  all: ['today'] as const,
  today: (language: Language) => ['today', 'games', language] as const,
  next: (after: string | undefined, language: Language | undefined) => ['today', 'next', { after, language }] as const,
};

export function useTodayGames(language: Language) {
  const client = useApiClient();
  return useQuery({
    queryKey: todayKeys.today(language),
    queryFn: ({ signal }) => client.call(todayApi.today, { query: { language }, signal }),
    // Back on home after a game, its new state shows at once.
    refetchOnMount: 'always',
  });
}

export function useNextGame(after: string | undefined, language: Language | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: todayKeys.next(after, language),
    queryFn: ({ signal }) => client.call(todayApi.nextGame, { query: { after, language }, signal }),
    refetchOnMount: 'always',
  });
}
