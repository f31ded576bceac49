import { FILTER_MODES, LANGUAGE_NAMES } from '@plw/shared/constants';
import { gameFilterSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import type { z } from 'zod';

// The filter menu of the game lists (spec 2) as addresses: every option and every chip is the address it leads
// to. On /daily and /rapid the mode is the page itself, on the three circle pages the circle is; picking another
// one there moves to that page and keeps the filters it shares.

export type GameFilters = z.infer<typeof gameFilterSearchSchema>;
export type CircleFlag = 'localcircle' | 'transitgames' | 'supportinglessons';
export type FilterMode = (typeof FILTER_MODES)[number];
export type CircleListKind = 'daily' | 'rapid' | 'local-circle' | 'transit-games' | 'supporting-lessons';
export type GameListKind = CircleListKind | 'channel';

export const CIRCLE_FLAGS: readonly CircleFlag[] = ['localcircle', 'transitgames', 'supportinglessons'];

export const CIRCLE_LIST_PATHS: Record<CircleListKind, string> = {
  'daily': '/daily',
  'rapid': '/rapid',
  'local-circle': '/local-circle',
  'transit-games': '/transit-games',
  'supporting-lessons': '/supporting-lessons',
};

const MODE_PAGES: Record<FilterMode, CircleListKind> = { DAILY: 'daily', RAPID: 'rapid' };
const CIRCLE_PAGES: Record<CircleFlag, CircleListKind> = {
  localcircle: 'local-circle',
  transitgames: 'transit-games',
  supportinglessons: 'supporting-lessons',
};

/** The list a path shows; null for any other path. */
export function circleListKindOf(path: string): CircleListKind | null {
  const entry = Object.entries(CIRCLE_LIST_PATHS).find(([, listPath]) => listPath === path);
  return entry ? (entry[0] as CircleListKind) : null;
}

/** The filters in an address; an address the route would refuse reads as no filters. */
export function readFilters(search: string): GameFilters {
  const parsed = gameFilterSearchSchema.safeParse(searchParamsToObject(new URLSearchParams(search)));
  return parsed.success ? parsed.data : {};
}

type Dimension = 'mode' | 'circle' | 'language';
/** What part of the list the page itself is: the mode on /daily and /rapid, the circle on circle pages. */
function pageDimension(kind: GameListKind): Dimension | null {
  if (kind === 'daily' || kind === 'rapid') return 'mode';
  return kind === 'channel' ? null : 'circle';
}

export interface FilterOption {
  dimension: Dimension;
  /** DAILY or RAPID, a circle flag, or a language name. */
  value: string;
  selected: boolean;
  href: string;
}

export interface FilterSection {
  dimension: Dimension;
  options: FilterOption[];
}

export interface FilterChip {
  dimension: Dimension;
  value: string;
  /** The address without this filter. */
  href: string;
}

const PARAMS_OF: Record<Dimension, readonly string[]> = {
  mode: ['mode'],
  circle: CIRCLE_FLAGS,
  language: ['language'],
};

function hrefOf(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The page's address with only what it reads: the page's own dimension is its path, not a param. */
function cleanParams(kind: GameListKind, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const own = pageDimension(kind);
  if (own) for (const key of PARAMS_OF[own]) next.delete(key);
  return next;
}

function selectedValues(kind: GameListKind, dimension: Dimension, filters: GameFilters): string[] {
  if (dimension === pageDimension(kind)) {
    if (dimension === 'mode') return [kind === 'rapid' ? 'RAPID' : 'DAILY'];
    const flag = (Object.keys(CIRCLE_PAGES) as CircleFlag[]).find((key) => CIRCLE_PAGES[key] === kind);
    return flag ? [flag] : [];
  }
  if (dimension === 'mode') return filters.mode ? [filters.mode] : [];
  if (dimension === 'language') return filters.language ? [filters.language] : [];
  return CIRCLE_FLAGS.filter((flag) => filters[flag]);
}

function optionHref(kind: GameListKind, path: string, params: URLSearchParams, option: Omit<FilterOption, 'href'>) {
  const { dimension, value, selected } = option;
  if (dimension === pageDimension(kind)) {
    const target = dimension === 'mode' ? MODE_PAGES[value as FilterMode] : CIRCLE_PAGES[value as CircleFlag];
    return hrefOf(CIRCLE_LIST_PATHS[target], cleanParams(target, params));
  }
  const next = cleanParams(kind, params);
  if (dimension === 'circle') {
    if (selected) next.delete(value);
    else next.set(value, 'true');
  } else if (selected) {
    next.delete(dimension);
  } else {
    next.set(dimension, value);
  }
  return hrefOf(path, next);
}

/** The menu: mode, play circle and language, each option with the address picking it leads to. */
export function filterSections(kind: GameListKind, path: string, search: string): FilterSection[] {
  const params = new URLSearchParams(search);
  const filters = readFilters(search);
  const values: Record<Dimension, readonly string[]> = {
    mode: FILTER_MODES,
    circle: CIRCLE_FLAGS,
    language: LANGUAGE_NAMES,
  };
  return (['mode', 'circle', 'language'] as const).map((dimension) => {
    const selected = selectedValues(kind, dimension, filters);
    return {
      dimension,
      options: values[dimension].map((value) => {
        const option = { dimension, value, selected: selected.includes(value) };
        return { ...option, href: optionHref(kind, path, params, option) };
      }),
    };
  });
}

/** The active filters as removable chips; the page's own mode or circle is its heading, not a chip. */
export function filterChips(kind: GameListKind, path: string, search: string): FilterChip[] {
  return filterSections(kind, path, search)
    .filter((section) => section.dimension !== pageDimension(kind))
    .flatMap((section) => section.options.filter((option) => option.selected))
    .map(({ dimension, value, href }) => ({ dimension, value, href }));
}

/** The address with every chip removed and the search kept. */
export function withoutFilters(kind: GameListKind, path: string, search: string): string {
  const next = new URLSearchParams();
  const text = new URLSearchParams(search).get('search');
  if (text) next.set('search', text);
  return hrefOf(kind === 'channel' ? path : CIRCLE_LIST_PATHS[kind], next);
}

const flagParam = (on: boolean | undefined) => (on ? 'true' : undefined);
const blankToUndefined = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The query of /api/game/dailypuzzles and /rapidriddle. */
export function circleListQuery(filters: GameFilters) {
  return {
    search: blankToUndefined(filters.search),
    language: filters.language,
    localcircle: flagParam(filters.localcircle),
    transitgames: flagParam(filters.transitgames),
    supportinglessons: flagParam(filters.supportinglessons),
  };
}

/** The query of /api/game/localcircle, /transitgames and /supportinglessons. */
export function modeListQuery(filters: GameFilters) {
  return { search: blankToUndefined(filters.search), language: filters.language, mode: filters.mode };
}

/** The query of a channel's game list: every filter. */
export function channelGamesQuery(filters: GameFilters) {
  return { ...circleListQuery(filters), mode: filters.mode };
}
