import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context.tsx';
import { studioKeys } from '../../../features/studio/studio-queries.ts';

/** A game's kriss-kross clues in the studio, under the studio's key, so every studio write refreshes them. */
export function useKrissKrossQuestions(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...studioKeys.all, 'krisskross-questions', id],
    queryFn: ({ signal }) => client.call(api.studioKrissKrossQuestions, { params: { id }, signal }),
  });
}
