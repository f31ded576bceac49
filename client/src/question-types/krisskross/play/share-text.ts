import type { GridModel } from './grid-model.ts';
import { keyOf } from './grid-model.ts';
import { formatDuration } from './format-duration.ts';

// The result a player shares: spoiler-free (no letter, no clue), the puzzle's real shape as an emoji grid, the
// time, the streak when known, and a link that opens the puzzle for someone new. Pure, so it is tested as text.

export const SHARE_SQUARES = { solved: '🟩', revealed: '🟨', unsolved: '⬜', blank: '⬛' } as const;

export type ShareSquare = keyof typeof SHARE_SQUARES;

/**
 * Each square of the grid's box, row by row, in the grid's own left-to-right shape: solved when a word through it
 * was solved (and scored), else revealed when a word through it was revealed, else unsolved; squares that are not
 * part of the puzzle are blank. What the text's emoji grid and the card image both show; never a letter.
 */
export function shareSquares(
  model: GridModel,
  correct: readonly string[],
  revealed: readonly string[],
): ShareSquare[][] {
  const solvedCells = cellsOf(model, correct);
  const revealedCells = cellsOf(model, revealed);
  const squares = new Set(model.cells.map(keyOf));
  const rows: ShareSquare[][] = [];
  for (let row = 0; row < model.rows; row++) {
    const line: ShareSquare[] = [];
    for (let col = 0; col < model.cols; col++) {
      const key = keyOf({ row, col });
      line.push(
        !squares.has(key) ? 'blank' : solvedCells.has(key) ? 'solved' : revealedCells.has(key) ? 'revealed' : 'unsolved',
      );
    }
    rows.push(line);
  }
  return rows;
}

/** The squares as emoji, one line per row (an Arabic grid is shared as stored, not mirrored). */
export function shareGrid(model: GridModel, correct: readonly string[], revealed: readonly string[]): string {
  return shareSquares(model, correct, revealed)
    .map((row) => row.map((square) => SHARE_SQUARES[square]).join(''))
    .join('\n');
}

function cellsOf(model: GridModel, questionIds: readonly string[]): Set<string> {
  const wanted = new Set(questionIds);
  return new Set(model.words.filter((w) => wanted.has(w.questionId)).flatMap((w) => w.cells.map(keyOf)));
}

export interface ShareLabels {
  /** e.g. "3/5 words · 2:41", from the words solved and the time. */
  summary: (solved: number, words: number, time: string) => string;
  /** e.g. "🔥 Streak: 4 days", plural-correct. */
  streak: (days: number) => string;
}

export interface ShareResult {
  gameName: string;
  model: GridModel;
  correct: readonly string[];
  revealed: readonly string[];
  timeMs: number;
  /** The player's current daily streak; null when unknown (then the line is left out). */
  streak: number | null;
  /** Where a newcomer opens the puzzle. */
  url: string;
}

/** The whole text: name, grid, summary, streak when known, link. */
export function shareText(result: ShareResult, labels: ShareLabels): string {
  const lines = [
    result.gameName,
    shareGrid(result.model, result.correct, result.revealed),
    labels.summary(result.correct.length, result.model.words.length, formatDuration(result.timeMs)),
  ];
  if (result.streak !== null && result.streak > 0) lines.push(labels.streak(result.streak));
  lines.push(result.url);
  return lines.join('\n');
}

/** The link that opens a kriss-kross game for anyone: a newcomer is signed in as a guest on arrival. */
export function gameLink(origin: string, gameId: string): string {
  return `${origin}/game/krisskross/${encodeURIComponent(gameId)}`;
}
