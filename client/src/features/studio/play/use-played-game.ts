import { gameLanguageSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useSearch } from 'wouter';
import { useStudioGame } from '../studio-queries.ts';
import { useGameIds } from '../use-game-ids.ts';

/**
 * Which game a play page opens: play-demo the first of `gameIds`; play-game the variant in `gameLanguage` among
 * the first id's language variants (spec 2: play-game takes gameIds and gameLanguage).
 */
export function usePlayedGame(byLanguage: boolean) {
  const ids = useGameIds();
  const search = useSearch();
  const parsed = gameLanguageSearchSchema.safeParse(searchParamsToObject(new URLSearchParams(search)));
  const language = byLanguage && parsed.success ? parsed.data.gameLanguage : undefined;
  const loaded = useStudioGame(ids[0]);
  const variants = loaded.data?.variants ?? [];
  const game = language ? variants.find((v) => v.language === language) : loaded.data?.game;
  return { ids, game, language, pending: loaded.isPending, failed: loaded.isError || (loaded.isSuccess && !game) };
}
