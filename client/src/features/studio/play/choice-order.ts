import { seedFromText } from '@plw/shared/rules/seed';

/** A question's choices in an order that does not give the answer away, the same on every visit. */
export function choiceOrder(questionId: string, choices: readonly string[]): string[] {
  return [...choices].sort((a, b) => seedFromText(`${questionId}:${a}`) - seedFromText(`${questionId}:${b}`) || a.localeCompare(b));
}
