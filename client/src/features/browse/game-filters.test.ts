import { describe, expect, it } from 'vitest';
import {
  channelGamesQuery,
  circleListQuery,
  filterChips,
  filterSections,
  modeListQuery,
  readFilters,
  withoutFilters,
} from './game-filters.ts';

const option = (sections: ReturnType<typeof filterSections>, dimension: string, value: string) =>
  sections.find((section) => section.dimension === dimension)?.options.find((item) => item.value === value);

describe('game list filters', () => {
  it('adds a language to the address of the daily list and keeps the search', () => {
    const sections = filterSections('daily', '/daily', 'search=cap');
    expect(option(sections, 'language', 'Malayalam')?.href).toBe('/daily?search=cap&language=Malayalam');
  });

  it('shows the active filters of the daily list as chips, each leading to the address without it', () => {
    const chips = filterChips('daily', '/daily', 'language=Hindi&transitgames=true&search=x');
    expect(chips).toEqual([
      { dimension: 'circle', value: 'transitgames', href: '/daily?language=Hindi&search=x' },
      { dimension: 'language', value: 'Hindi', href: '/daily?transitgames=true&search=x' },
    ]);
  });

  it.each([
    ['daily', '/daily', 'mode', 'RAPID', '/rapid?language=Tamil&localcircle=true'],
    ['rapid', '/rapid', 'mode', 'DAILY', '/daily?language=Tamil&localcircle=true'],
    ['local-circle', '/local-circle', 'circle', 'transitgames', '/transit-games?language=Tamil'],
  ] as const)('on %s, picking %s %s moves to %s', (kind, path, dimension, value, href) => {
    const search = kind === 'local-circle' ? 'language=Tamil' : 'language=Tamil&localcircle=true';
    expect(option(filterSections(kind, path, search), dimension, value)?.href).toBe(href);
  });

  it("marks the page's own mode or circle as selected and never makes it a chip", () => {
    const rapid = filterSections('rapid', '/rapid', '');
    expect(option(rapid, 'mode', 'RAPID')?.selected).toBe(true);
    expect(option(rapid, 'mode', 'DAILY')?.selected).toBe(false);
    expect(filterChips('rapid', '/rapid', '')).toEqual([]);
    const lessons = filterSections('supporting-lessons', '/supporting-lessons', 'mode=RAPID');
    expect(option(lessons, 'circle', 'supportinglessons')?.selected).toBe(true);
    expect(filterChips('supporting-lessons', '/supporting-lessons', 'mode=RAPID').map((chip) => chip.value)).toEqual([
      'RAPID',
    ]);
  });

  it('toggles a selected filter off, and a channel list filters by everything', () => {
    const path = '/channel/ch-1/all';
    const sections = filterSections('channel', path, 'mode=DAILY&localcircle=true');
    expect(option(sections, 'mode', 'DAILY')?.href).toBe(`${path}?localcircle=true`);
    expect(option(sections, 'mode', 'RAPID')?.href).toBe(`${path}?mode=RAPID&localcircle=true`);
    expect(option(sections, 'circle', 'localcircle')?.href).toBe(`${path}?mode=DAILY`);
    expect(option(sections, 'circle', 'supportinglessons')?.href).toBe(
      `${path}?mode=DAILY&localcircle=true&supportinglessons=true`,
    );
  });

  it('clears every filter but the search', () => {
    expect(withoutFilters('daily', '/daily', 'language=German&search=abc&localcircle=true')).toBe('/daily?search=abc');
    expect(withoutFilters('channel', '/channel/c/all', 'mode=RAPID')).toBe('/channel/c/all');
  });

  it('reads an address the route would refuse as no filters', () => {
    expect(readFilters('language=Klingon')).toEqual({});
    expect(readFilters('language=Arabic&localcircle=true')).toEqual({ language: 'Arabic', localcircle: true });
  });

  it('sends only what each call takes, blank search and false flags left out', () => {
    const filters = readFilters('search=%20%20&language=German&mode=RAPID&transitgames=true&localcircle=false');
    expect(circleListQuery(filters)).toEqual({
      search: undefined,
      language: 'German',
      localcircle: undefined,
      transitgames: 'true',
      supportinglessons: undefined,
    });
    expect(modeListQuery(filters)).toEqual({ search: undefined, language: 'German', mode: 'RAPID' });
    expect(channelGamesQuery(filters)).toMatchObject({ mode: 'RAPID', transitgames: 'true' });
  });
});
