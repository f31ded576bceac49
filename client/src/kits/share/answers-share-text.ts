import type { GameType } from '@plw/shared/constants';
import { playPathOf } from '../../question-types/registry.ts';

// The result of a game of questions (a quiz, typed answers) that a player shares: spoiler-free (no question, no
// answer), one square per question in the order played (right green, wrong red), how many were right, the streak
// when known, and a link that opens the game for someone new. Pure, so it is tested as text.

export const ANSWER_SQUARES = { right: '🟩', wrong: '🟥' } as const;

export interface AnswersShare {
  gameName: string;
  /** Right or wrong per question, in the game's order. */
  answers: readonly boolean[];
  /** The player's current daily streak; null when unknown (then the line is left out). */
  streak: number | null;
  url: string;
}

export interface AnswersShareLabels {
  /** e.g. "2/3 right". */
  summary: (right: number, total: number) => string;
  /** e.g. "🔥 Streak: 1 day", plural-correct. */
  streak: (days: number) => string;
}

export function answersShareText(result: AnswersShare, labels: AnswersShareLabels): string {
  const right = result.answers.filter(Boolean).length;
  const lines = [
    result.gameName,
    result.answers.map((correct) => ANSWER_SQUARES[correct ? 'right' : 'wrong']).join(''),
    labels.summary(right, result.answers.length),
  ];
  if (result.streak !== null && result.streak > 0) lines.push(labels.streak(result.streak));
  lines.push(result.url);
  return lines.join('\n');
}

/** The link that opens a game for anyone: a newcomer is signed in as a guest on arrival. */
export function gameLink(origin: string, type: GameType, gameId: string): string {
  return `${origin}${playPathOf(type, gameId)}`;
}
