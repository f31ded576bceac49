import { normaliseJoiners } from '@plw/shared/text/joiners';

// What arrives from a keyboard or an input method, cut into the letters grid cells hold: one grapheme cluster
// each (the server cuts answers the same way, with Intl.Segmenter), so a conjunct or a consonant with its vowel
// sign stays in one cell. Joiners are settled exactly as in answers (normaliseJoiners: ണ്‍ typed becomes ൺ).

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const MARKS_ONLY = /^[\p{M}\p{Cf}]+$/u;
const LETTER_CLUSTER = /^[\p{L}\p{M}\p{Cf}]+$/u;

export function graphemesOf(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** A cluster of marks only: a vowel sign, virama or joiner typed on its own, which belongs to the letter before it. */
export function isMarkOnly(piece: string): boolean {
  return MARKS_ONLY.test(piece);
}

/**
 * The pieces of typed text that may go into cells, in order: whole letters, and marks that arrived on their own.
 * Spaces, digits and punctuation are dropped; answers hold only letters.
 */
export function typedPieces(text: string): string[] {
  // A joiner typed on its own stays a piece: which letter it follows decides whether it stays or goes.
  const pieces = graphemesOf(text.normalize('NFC')).map((piece) => (isMarkOnly(piece) ? piece : normaliseJoiners(piece)));
  return pieces.filter((piece) => LETTER_CLUSTER.test(piece));
}

/**
 * The letter a cell holds once `piece` is typed right after its `letter`, when the two make one grapheme
 * (क + ि = कि, ക് + ക = ക്ക, A + ◌́ = Á); null when the piece starts a letter of its own.
 */
export function extendLetter(letter: string, piece: string): string | null {
  const combined = normaliseJoiners(`${letter}${piece}`);
  return graphemesOf(combined).length === 1 ? combined : null;
}

/** How a letter is shown: Latin in capitals, unless capitals would make it two letters (ß shows as ẞ). */
export function displayLetter(letter: string, locale: string): string {
  if (letter === 'ß') return 'ẞ';
  const upper = letter.toLocaleUpperCase(locale);
  return graphemesOf(upper).length === 1 ? upper : letter;
}
