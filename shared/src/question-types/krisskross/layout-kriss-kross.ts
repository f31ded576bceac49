import { assembleLayout } from './assemble-layout.ts';
import { searchLayout } from './search-layout.ts';
import type { SearchSettings } from './search-settings.ts';
import type { KrissKrossLayout, KrissKrossQuestion, LayoutOptions } from './types.ts';
import { prepareWords, type WordSet } from './words.ts';

// Lays a kriss-kross game's answers out into a crossword grid. Pure: no I/O, randomness only from the
// seed, and effort counted in cell probes: a clock, when passed in, only measures and guards (below).

/**
 * Thousands of cell probes per try of the search: up to about 60 ms for 30 words or fewer on a 2-core
 * machine. Longer lists get more per word, as each sweep there covers more words; 100 words take a few
 * hundred ms, and no list gets more than about a second. Lists of up to 8 words may spend four times
 * their effort more on an exhaustive walk. Lists of 9 to 30 words may spend up to three times more on
 * building their piece again by a beam search, and are searched six times (search-layout.ts): the
 * benchmark's lists of 15 and 30 words take 40–800 ms here.
 */
export function defaultEffort(questionCount: number): number {
  const n = Math.max(questionCount, 20);
  // n^1.5 through Math.sqrt, which every engine rounds alike (unlike **), so effort is the same everywhere.
  return Math.min(MAX_EFFORT, Math.round(EFFORT_PER_WORD * (n <= 30 ? n : n * Math.sqrt(n / 30))));
}

const EFFORT_PER_WORD = 100;
const MAX_EFFORT = 40_000;
/**
 * The default safety cap on wall time, with a clock: tens of times the second or so the longest default
 * layout takes on a loaded 2-core machine, so only a runaway search (or a machine all but stopped) reaches it.
 */
const SAFETY_MS = 60_000;

/**
 * Thrown when a layout passes its wall-clock safety cap. The cap never cuts a search short into a
 * different grid: the same input and seed give the same grid or this error, however busy the machine.
 */
export class LayoutTimeoutError extends Error {
  constructor(readonly maxMs: number) {
    super(`The kriss-kross layout took longer than its safety cap of ${maxMs} ms`);
    this.name = 'LayoutTimeoutError';
  }
}

/** What the search of a non-empty list works on: its words, and its settings (seed, effort, safety cap). */
export function prepareSearch(
  questions: readonly KrissKrossQuestion[],
  options: LayoutOptions = {},
): { words: WordSet; settings: SearchSettings } {
  const now = options.now;
  const started = now?.() ?? 0;
  const auto = options.auto ?? false;
  const maxMs = options.maxMs ?? SAFETY_MS;
  return {
    words: prepareWords(questions, options.language ?? 'English', auto),
    settings: {
      seed: options.seed ?? 1,
      auto,
      probes: (options.effort ?? defaultEffort(questions.length)) * 1000,
      checkClock: () => {
        if (now !== undefined && now() - started > maxMs) throw new LayoutTimeoutError(maxMs);
      },
    },
  };
}

export function layoutKrissKross(
  questions: readonly KrissKrossQuestion[],
  options: LayoutOptions = {},
): KrissKrossLayout {
  const started = options.now?.() ?? 0;
  if (questions.length === 0) return emptyLayout();
  const { words, settings } = prepareSearch(questions, options);
  const packed = searchLayout(words, settings);
  return assembleLayout(questions, words, packed, options.now === undefined ? 0 : options.now() - started);
}

/** The layout of an empty list. */
export function emptyLayout(): KrissKrossLayout {
  return { rows: 0, cols: 0, cells: [], placements: [], metrics: emptyMetrics() };
}

function emptyMetrics(): KrissKrossLayout['metrics'] {
  return { placed: 0, components: 0, crossings: 0, area: 0, density: 0, ms: 0 };
}
