import { type Language, localeOf } from '../../constants.ts';
import { normaliseJoiners } from '../../text/joiners.ts';

// What a grid cell holds: one user-perceived letter (an extended grapheme cluster as Intl.Segmenter
// cuts it), so a conjunct such as क्ष or a consonant with its vowel sign stays in one cell.

// Grapheme rules do not depend on the locale; one fixed segmenter keeps server and client alike.
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const MARKS_ONLY = /^[\p{M}\p{Cf}]+$/u;
const SEPARATORS = /[\s,]+/u;

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * The letters of an answer, word by word (words split at spaces and commas), NFC with its joiners
 * settled (joiners.ts: ണ്‍ becomes the chillu ൺ, a Persian ZWNJ goes). A cluster made only
 * of combining marks (possible only at the start of a word) joins the letter before it, so no cell
 * ever holds a lone vowel sign or virama; with no letter before it, it gets the dotted circle that
 * Unicode uses to show a mark on its own.
 */
export function answerWords(answer: string): string[][] {
  const words: string[][] = [];
  let previous: string[] | undefined;
  for (const part of normaliseJoiners(answer).split(SEPARATORS)) {
    const cells: string[] = [];
    for (const cluster of graphemes(part)) {
      const holder = cells.length > 0 ? cells : previous;
      if (!MARKS_ONLY.test(cluster)) cells.push(cluster);
      else if (holder !== undefined && holder.length > 0) holder[holder.length - 1] += cluster;
      else cells.push(`\u25CC${cluster}`);
    }
    if (cells.length > 0) {
      words.push(cells);
      previous = cells;
    }
  }
  return words;
}

/** The cells an answer fills, in order: spaces and commas are not cells. */
export function answerLetters(answer: string): string[] {
  return answerWords(answer).flat();
}

/** The enumeration shown with a clue, e.g. "(3,4)" for "New York" or "(5)" for one word. */
export function answerEnumeration(answer: string): string {
  return `(${answerWords(answer)
    .map((w) => w.length)
    .join(',')})`;
}

/**
 * What must be equal for two letters to share a crossing, and for a typed letter to be right: NFC with
 * its joiners settled (joiners.ts) and upper case in the game's language.
 * ß upper-cases to "SS" and ẞ to itself, so both become "SS": the same letter, and never an S.
 */
export function letterKey(letter: string, language: Language): string {
  return normaliseJoiners(letter).toLocaleUpperCase(localeOf(language)).replaceAll('ẞ', 'SS').normalize('NFC');
}

/** A cell is a whole letter when it is exactly one grapheme cluster and not a bare mark. */
export function isWholeLetter(cell: string): boolean {
  const clusters = graphemes(cell);
  return clusters.length === 1 && !MARKS_ONLY.test(cell);
}
