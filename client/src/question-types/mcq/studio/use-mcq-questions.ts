import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context.tsx';
import { studioKeys } from '../../../features/studio/studio-queries.ts';

/** A game's quiz questions in the studio, under the studio's key, so every studio write refreshes them. */
export function useMcqQuestions(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...studioKeys.all, 'mcq-questions', id],
    queryFn: ({ signal }) => client.call(api.studioMcqQuestions, { params: { id }, signal }),
  });
}
