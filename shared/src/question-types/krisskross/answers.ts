import type { Language } from '../../constants.ts';
import { answerLetters, isWholeLetter, letterKey } from './graphemes.ts';
import { normaliseJoiners } from '../../text/joiners.ts';
import { isPuzzleText } from './scripts.ts';
import type { KrissKrossPlacement } from './types.ts';

// Checking a kriss-kross grid a player filled in: a word is right when every one of its cells holds its
// letter, compared the way crossings compare letters (NFC, joiners settled, case folded for the game's
// language).

export const KRISSKROSS_ANSWER_MESSAGES = {
  notLetters: "Answer must contain only letters of the puzzle's script, spaces, and commas",
} as const;

/** A typed word judged: `notLetters` (not letters of the puzzle's script) is refused, never stored or scored. */
export type KrissKrossVerdict = 'correct' | 'wrong' | 'notLetters';

export interface EnteredCell {
  row: number;
  col: number;
  letter: string;
}

export interface AnsweredPlacement extends Pick<KrissKrossPlacement, 'questionId' | 'row' | 'col' | 'direction'> {
  answer: string;
}

export const cellKey = (row: number, col: number) => `${row},${col}`;

/** The cells a placed answer covers, first letter first. */
export function placementCells(placement: AnsweredPlacement): { row: number; col: number; letter: string }[] {
  return answerLetters(placement.answer).map((letter, i) => ({
    row: placement.direction === 'Down' ? placement.row + i : placement.row,
    col: placement.direction === 'Across' ? placement.col + i : placement.col,
    letter,
  }));
}

/**
 * Whether letters typed one per square spell the answer: the one check of a word, for a grid handed in (daily)
 * and a word sent in a live round alike.
 */
export function spellsAnswer(letters: readonly string[], answer: string, language: Language): boolean {
  const wanted = answerLetters(answer);
  return letters.length === wanted.length
    && wanted.every((letter, i) => letterKey(letters[i] ?? '', language) === letterKey(letter, language));
}

/** Judges a word typed whole in a live round against its answer, in a puzzle written in `scripts`. */
export function judgeTypedWord(
  typed: string,
  answer: string,
  { language, scripts }: { language: Language; scripts: ReadonlySet<string> },
): KrissKrossVerdict {
  if (!isPuzzleText(typed, scripts)) return 'notLetters';
  return spellsAnswer(answerLetters(typed), answer, language) ? 'correct' : 'wrong';
}

/** The question ids whose words the entries spell correctly. */
export function correctWords(
  placements: readonly AnsweredPlacement[],
  entries: readonly EnteredCell[],
  language: Language,
) {
  const typed = new Map(entries.map((e) => [cellKey(e.row, e.col), e.letter]));
  return placements
    .filter((p) => {
      const letters = placementCells(p).map((cell) => typed.get(cellKey(cell.row, cell.col)));
      // A square left out of the entries is no letter at all, not even an empty one.
      const whole = letters.every((letter): letter is string => letter !== undefined);
      return whole && spellsAnswer(letters, p.answer, language);
    })
    .map((p) => p.questionId);
}

/**
 * Why a set of entries cannot be taken for this grid, or null: every cell must exist and hold one letter of the
 * puzzle's script (scripts.ts).
 */
export function entriesProblem(
  entries: readonly EnteredCell[],
  gridCells: ReadonlySet<string>,
  scripts: ReadonlySet<string>,
): string | null {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = cellKey(entry.row, entry.col);
    if (!gridCells.has(key)) return `Cell ${entry.row},${entry.col} is not part of this grid`;
    if (seen.has(key)) return `Cell ${entry.row},${entry.col} is given twice`;
    seen.add(key);
    if (entry.letter !== '' && !isWholeLetter(normaliseJoiners(entry.letter))) {
      return `Cell ${entry.row},${entry.col} must hold one letter`;
    }
    if (!isPuzzleText(entry.letter, scripts)) return `Cell ${entry.row},${entry.col}: ${KRISSKROSS_ANSWER_MESSAGES.notLetters}`;
  }
  return null;
}
