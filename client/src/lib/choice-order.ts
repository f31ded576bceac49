import { createRandom, deriveSeed } from '@plw/shared/rules/prng';
import { seedFromText } from '@plw/shared/rules/seed';

// The four choices in this player's own order. The server sends them in a neutral sorted order with a seed per
// play; shuffling with a PRNG seeded by it (and by the question) gives the same order after a reload, a different
// one to the next player, and says nothing about which choice is right.

export function choiceOrder<T>(choices: readonly T[], shuffleSeed: number, questionId: string): T[] {
  return createRandom(deriveSeed(shuffleSeed, seedFromText(questionId))).shuffle([...choices]);
}
