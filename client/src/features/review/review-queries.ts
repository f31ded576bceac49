import { api } from '@plw/protocol/api';
import type { VerifyKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/review-api';
import type { VerifyMcqQuestion } from '@plw/protocol/question-types/mcq/review-api';
import type { GameType } from '@plw/shared/constants';
import type { GameSummary } from '@plw/shared/schemas/game';
import { gameLanguageSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import type { Verdict } from '@plw/shared/schemas/review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { questionTypeOf } from '../../kits/question-types/index.ts';

// The admin's review calls: a game's requests, its questions with verdicts, and the review itself.

const KEY = ['admin', 'review'] as const;
type VerifyQuestion = VerifyMcqQuestion | VerifyKrissKrossQuestion;

/** The first of `gameIds` and the language, as the route checked them. */
export function useGameSearch() {
  const parsed = gameLanguageSearchSchema.safeParse(searchParamsToObject(new URLSearchParams(useSearch())));
  return parsed.success ? { gameIds: parsed.data.gameIds, gameLanguage: parsed.data.gameLanguage } : null;
}

/**
 * How many games wait for a review, for the admin nav's "To review (n)": under the review key, so a review given
 * here (useReviewGame) counts again at once; asked again each minute for the games creators submit meanwhile.
 */
export function usePendingReviewCount(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'count'],
    queryFn: ({ signal }) => client.call(api.pendingReviewCount, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
}

export function useVerifyRequest(gameId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'requests', gameId],
    queryFn: ({ signal }) => client.call(api.verifyRequest, { params: { id: gameId }, signal }),
  });
}

export function useVerifyQuestions(type: GameType, gameId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...KEY, 'questions', type, gameId],
    queryFn: ({ signal }): Promise<{ game: GameSummary; game_version: string; questions: VerifyQuestion[] }> =>
      client.call(questionTypeOf(type).verifyQuestions, { params: { id: gameId }, signal }),
  });
}

/** A verdict on each question, bound to the versions of the game and its questions the admin was shown. */
export interface ReviewAsShown {
  game_version: string;
  verdicts: { question_id: string; version: string; verdict: Verdict; reason: string }[];
}

export function useReviewGame(gameId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewAsShown) => client.call(api.reviewGame, { params: { id: gameId }, body: review }),
    // Also after a 409 (the game or a question changed since it was shown): the page then shows the new version.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const verifyHref = (path: string, gameIds: readonly string[], gameLanguage: string) => {
  const search = new URLSearchParams();
  for (const id of gameIds) search.append('gameIds', id);
  search.set('gameLanguage', gameLanguage);
  return `${path}?${search.toString()}`;
};

export const questionsPageOf = (type: GameType) => questionTypeOf(type).verifyPage;
