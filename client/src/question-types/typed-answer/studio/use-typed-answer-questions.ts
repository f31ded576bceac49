import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context.tsx';
import { studioKeys } from '../../../features/studio/studio-queries.ts';

/** A game's "type the answer" questions in the studio, under the studio's key, so every studio write refreshes them. */
export function useTypedAnswerQuestions(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...studioKeys.all, 'typed-answer-questions', id],
    queryFn: ({ signal }) => client.call(api.studioTypedAnswerQuestions, { params: { id }, signal }),
  });
}
