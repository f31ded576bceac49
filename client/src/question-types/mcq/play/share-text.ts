// The quiz result a player shares: spoiler-free (no question, no answer), one square per question in the order
// played (right green, wrong red), how many were right, the streak when known, and a link that opens the quiz for
// someone new. Pure, so it is tested as text.

export const QUIZ_SQUARES = { right: '🟩', wrong: '🟥' } as const;

export interface QuizShare {
  gameName: string;
  /** Right or wrong per question, in the game's order. */
  answers: readonly boolean[];
  /** The player's current daily streak; null when unknown (then the line is left out). */
  streak: number | null;
  url: string;
}

export interface QuizShareLabels {
  /** e.g. "2/3 right". */
  summary: (right: number, total: number) => string;
  /** e.g. "🔥 Streak: 1 day", plural-correct. */
  streak: (days: number) => string;
}

export function quizShareText(result: QuizShare, labels: QuizShareLabels): string {
  const right = result.answers.filter(Boolean).length;
  const lines = [
    result.gameName,
    result.answers.map((correct) => QUIZ_SQUARES[correct ? 'right' : 'wrong']).join(''),
    labels.summary(right, result.answers.length),
  ];
  if (result.streak !== null && result.streak > 0) lines.push(labels.streak(result.streak));
  lines.push(result.url);
  return lines.join('\n');
}

/** The link that opens a quiz for anyone: a newcomer is signed in as a guest on arrival. */
export function quizLink(origin: string, gameId: string): string {
  return `${origin}/game/mcq/${encodeURIComponent(gameId)}`;
}
