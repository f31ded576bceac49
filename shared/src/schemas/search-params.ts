import { z } from 'zod';
import { CHANNEL_FILTERS, FILTER_MODES, LANGUAGE_NAMES } from '../constants.ts';
import { TEXT_MAX } from '../text-limits.ts';

// Search params of the spec's routes (sections 2 and 5). Values come from the address bar, so they are text.

export const SEARCH_MESSAGES = {
  gameLanguageRequired: 'gameLanguage is required',
} as const;

/** "true"/"false" (and 1/0, yes/no) from the address bar as a boolean. */
const flag = z.stringbool().optional();
/** One id or a repeated param: both arrive as a list. */
const idList = z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string().min(1)));

const gameLanguage = z
  .string({ error: SEARCH_MESSAGES.gameLanguageRequired })
  .min(1, SEARCH_MESSAGES.gameLanguageRequired);

export const waitingRoomSearchSchema = z.object({ redirect: z.string(), time: z.string() });
export const channelSignUpSearchSchema = z.object({ email: z.string().min(1), token: z.string().min(1) });
export const redirectSearchSchema = z.object({ redirect: z.string().optional() });
export const gameEditorSearchSchema = z.object({ gameIds: idList.optional() });
/** A game's question pages (add-question, play-demo) open a game that exists: the first of `gameIds`. */
export const gameQuestionsSearchSchema = z.object({ gameIds: idList });
export const gameLanguageSearchSchema = z.object({ gameIds: idList, gameLanguage });
export const releaseGameSearchSchema = z.object({
  gameIds: idList,
  gameLanguage,
  duration: z.coerce.number().int().positive().optional(),
});
export const leaderboardSearchSchema = z.object({ type: z.string(), game: z.string() });
const search = z.string().max(TEXT_MAX.search).optional();

export const subscriptionsSearchSchema = z.object({ search });
export const channelsSearchSchema = z.object({
  search,
  filter: z.enum(CHANNEL_FILTERS).optional(),
});

/** Filters of the play-circle lists and channel game lists. */
export const gameFilterSearchSchema = z.object({
  search,
  mode: z.enum(FILTER_MODES).optional(),
  language: z.enum(LANGUAGE_NAMES).optional(),
  localcircle: flag,
  transitgames: flag,
  supportinglessons: flag,
});

/** URLSearchParams as a plain object; a key given more than once becomes a list. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}
