import { assembleLayout } from './assemble-layout.ts';
import { maxTries, searchLayout } from './search-layout.ts';
import type { KrissKrossLayout, KrissKrossQuestion, LayoutOptions } from './types.ts';
import { prepareWords } from './words.ts';

// Lays a kriss-kross game's answers out into a crossword grid. Pure: no I/O, no clock unless one is
// passed in, randomness only from the seed.

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
/** The safety cap, as a multiple of the time the default effort normally takes, for each try of the search. */
const SAFETY_FACTOR = 20;
const MS_PER_WORD = 2;

export function layoutKrissKross(
  questions: readonly KrissKrossQuestion[],
  options: LayoutOptions = {},
): KrissKrossLayout {
  const now = options.now;
  const started = now?.() ?? 0;
  if (questions.length === 0) {
    return { rows: 0, cols: 0, cells: [], placements: [], metrics: emptyMetrics() };
  }
  const auto = options.auto ?? false;
  const words = prepareWords(questions, options.language ?? 'English', auto);
  const perTry = SAFETY_FACTOR * MS_PER_WORD * Math.max(questions.length, 30);
  const maxMs = options.maxMs ?? perTry * maxTries(questions.length);
  const packed = searchLayout(words, {
    seed: options.seed ?? 1,
    auto,
    probes: (options.effort ?? defaultEffort(questions.length)) * 1000,
    overTime: now === undefined ? () => false : () => now() - started > maxMs,
  });
  return assembleLayout(questions, words, packed, now === undefined ? 0 : now() - started);
}

function emptyMetrics(): KrissKrossLayout['metrics'] {
  return { placed: 0, components: 0, crossings: 0, area: 0, density: 0, ms: 0 };
}
