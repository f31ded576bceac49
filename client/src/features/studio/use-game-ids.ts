import { gameEditorSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useSearch } from 'wouter';

/** The `gameIds` of the address (already checked by the route): the first is the game the page opens. */
export function useGameIds(): string[] {
  const search = useSearch();
  const parsed = gameEditorSearchSchema.safeParse(searchParamsToObject(new URLSearchParams(search)));
  return parsed.success ? (parsed.data.gameIds ?? []) : [];
}

export function useSearchValue(name: string): string | undefined {
  return new URLSearchParams(useSearch()).get(name) ?? undefined;
}
