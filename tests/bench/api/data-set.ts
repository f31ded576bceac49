import { LANGUAGE_NAMES } from '@plw/shared/constants';

// The size of the seeded data set, a seeded random source (the same data on every run) and the words that
// game and channel names are made of, so that searches find a realistic share of them.

export interface DataSetSize {
  games: number;
  channels: number;
  players: number;
  answers: number;
  questionsPerGame: number;
}

export const FULL_SIZE: DataSetSize = {
  games: 10_000,
  channels: 500,
  players: 100_000,
  answers: 1_000_000,
  questionsPerGame: 5,
};
export const SMOKE_SIZE: DataSetSize = {
  games: 200,
  channels: 20,
  players: 1_000,
  answers: 10_000,
  questionsPerGame: 5,
};

/** mulberry32: a small seeded generator, good enough to spread test data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** An index in [0, n) skewed towards 0: a few popular items and a long tail. */
export const skewedIndex = (random: Random, n: number, power = 3) => Math.min(n - 1, Math.floor(n * random() ** power));

export const TOPICS = [
  'Animal', 'Capital', 'River', 'Planet', 'Spice', 'Cricket', 'Festival', 'Ocean', 'Poet', 'Temple',
  'Mountain', 'Kitchen', 'Science', 'Movie', 'History', 'Language', 'Garden', 'Music', 'Sport', 'Bird',
] as const;
const ADJECTIVES = ['Quick', 'Daily', 'Tricky', 'Famous', 'Hidden', 'Great', 'Little', 'Ancient', 'Modern', 'Lucky'];
const KINDS = ['Puzzle', 'Quiz', 'Riddle', 'Challenge', 'Words', 'Trivia'];
const CHANNEL_WORDS = ['Quiz', 'Word', 'Brain', 'Puzzle', 'Trivia', 'Learn', 'Smart', 'Clever', 'Kerala', 'Desi'];
const FIRST_NAMES = ['Anu', 'Rahul', 'Priya', 'Arjun', 'Fatima', 'Lena', 'Omar', 'Meera', 'Jonas', 'Divya', 'Ravi'];

/** The search term of the benchmark's game list: one topic of twenty, so about one game name in twenty. */
export const SEARCH_TOPIC = 'river';
/** The channel search: one channel word of ten. */
export const CHANNEL_SEARCH = 'quiz';

export function gameName(random: Random, index: number): string {
  return `${pick(random, ADJECTIVES)} ${pick(random, TOPICS)} ${pick(random, KINDS)} ${index + 1}`;
}

/** At most 15 characters (CHANNEL_NAME.max) and unique: a word, a second word's first letters, the number. */
export function channelName(random: Random, index: number): string {
  return `${pick(random, CHANNEL_WORDS)} ${pick(random, CHANNEL_WORDS).slice(0, 4)} ${index + 1}`;
}

export function playerName(random: Random, index: number): string {
  return `${pick(random, FIRST_NAMES)} ${index + 1}`;
}

export const languages = LANGUAGE_NAMES;
