import { type Language, localeOf } from '../../constants.ts';
import { normaliseJoiners } from '../../text/joiners.ts';
import { TEXT_MAX, tooLongMessage } from '../../text-limits.ts';

// How a typed answer ("type the answer" questions) is judged: the one rule for daily play, live rounds, hosted
// rounds, the studio's preview and the reveal's grouping of wrong answers. Two texts are the same answer when
// their keys are equal; the key keeps what makes a word another word and drops what a keyboard or a habit of
// writing changes without changing the word:
//
// Everywhere
// - Unicode NFC, with ZWJ/ZWNJ settled and Malayalam chillus made atomic as the kriss-kross does (joiners.ts),
//   so അവൻ typed with ന്‍ or with ൻ is one word.
// - Only letters, combining marks and digits count: spaces, hyphens, apostrophes and other punctuation are
//   dropped, as a crossword's enumeration drops them ("ice cream", "ice-cream" and "icecream" are one answer).
// - Case folded in the game's language, where the script has case.
// Per language, what its writers leave out or spell two ways:
// - English: accents are optional (café = cafe, naïve = naive); English words borrow them, nobody types them.
// - German: ä ö ü are letters (Müller is not Muller), but ae oe ue are their standard spelling without the keys,
//   and ß is ss (Straße = Strasse = STRASSE).
// - Arabic: short-vowel marks (harakat, shadda, sukun, tanween) and the tatweel are left out of everyday writing,
//   and the alef forms with hamza or madda (أ إ آ ٱ) are commonly typed as bare ا, and final ى as ي: all folded.
//   ة and ه stay different letters.
// - Hindi: the nukta is commonly left out (ज़ = ज) and chandrabindu written as anusvara (ँ = ं).
// - Malayalam and Tamil: every vowel sign and virama is part of the word; only the joiners above are settled.

export const TYPED_ANSWER_MESSAGES = {
  empty: 'Type an answer',
  answerNoLetters: 'Answer must contain a letter or a digit',
  alternativeRequired: 'Other accepted answer is required',
  alternativeTooLong: tooLongMessage('Other accepted answer', TEXT_MAX.answer),
  alternativeNoLetters: 'Other accepted answer must contain a letter or a digit',
  alternativesTooMany: 'At most 5 other accepted answers',
} as const;

/** Arabic harakat, shadda, sukun, tanween, superscript alef, and the tatweel. */
const ARABIC_OPTIONAL = /[\u064B-\u065F\u0670\u0640]/gu;
const ARABIC_FOLDS: Readonly<Record<string, string>> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي' };
const HINDI_NUKTA = /\u093C/gu;
const GERMAN_FOLDS: Readonly<Record<string, string>> = { Ä: 'AE', Ö: 'OE', Ü: 'UE', ẞ: 'SS', ß: 'SS' };
/** Whatever is not a letter, a mark or a digit (joiners are settled before this runs). */
const NOT_COUNTED = /[^\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

function foldForLanguage(text: string, language: Language): string {
  switch (language) {
    case 'English':
      return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
    case 'German':
      return text.replace(/[ÄÖÜẞß]/gu, (letter) => GERMAN_FOLDS[letter] ?? letter);
    case 'Arabic':
      return text.replace(ARABIC_OPTIONAL, '').replace(/[أإآٱى]/gu, (letter) => ARABIC_FOLDS[letter] ?? letter);
    case 'Hindi':
      return text.normalize('NFD').replace(HINDI_NUKTA, '').replace(/\u0901/gu, '\u0902').normalize('NFC');
    default:
      return text;
  }
}

/** What two typed answers must share to be the same answer in `language` (see above). */
export function typedAnswerKey(text: string, language: Language): string {
  const settled = normaliseJoiners(text).replace(NOT_COUNTED, '');
  const upper = settled.toLocaleUpperCase(localeOf(language));
  // Folded after case: the folds are written for upper case (and case may not exist for the script).
  return foldForLanguage(upper, language).normalize('NFC');
}

export interface TypedAnswerQuestion {
  answer: string;
  /** Other spellings the creator accepts, judged by the same key. */
  alternatives: readonly string[];
}

export type TypedAnswerVerdict = 'correct' | 'wrong' | 'empty';

/** Judges a typed answer: `empty` (nothing that counts was typed) is refused, never stored or scored. */
export function judgeTypedAnswer(typed: string, question: TypedAnswerQuestion, language: Language): TypedAnswerVerdict {
  return verdictOfKey(typedAnswerKey(typed, language), acceptedKeys(question, language));
}

const acceptedKeys = (question: TypedAnswerQuestion, language: Language) =>
  new Set([question.answer, ...question.alternatives].map((text) => typedAnswerKey(text, language)));

function verdictOfKey(key: string, accepted: ReadonlySet<string>): TypedAnswerVerdict {
  if (key === '') return 'empty';
  return accepted.has(key) ? 'correct' : 'wrong';
}

/** How many wrong answers a reveal shows, and how many players must have typed one before anyone sees it. */
export const COMMON_WRONG_ANSWERS = { shown: 3, minPlayers: 2 } as const;

export interface CommonWrongAnswer {
  /** The spelling most players typed of this wrong answer (the first typed, on a tie). */
  text: string;
  players: number;
}

/** How a typed text is shown back (and counted per spelling): NFC, spaces trimmed and collapsed. */
export const typedSpelling = (text: string) => text.normalize('NFC').trim().replace(/\s+/gu, ' ');

/**
 * The wrong answers most players typed, for a reveal, from how many players typed each spelling (as the live
 * round counts them, whichever process took each answer): grouped by key, most players first. A text only one
 * player typed is never shown to the room: it may be a name, a joke or worse, and it says nothing of the question.
 */
export function commonWrongAnswers(
  spellings: Iterable<readonly [text: string, players: number]>,
  question: TypedAnswerQuestion,
  language: Language,
): CommonWrongAnswer[] {
  const accepted = acceptedKeys(question, language);
  const groups = new Map<string, { players: number; spellings: Map<string, number> }>();
  for (const [text, players] of spellings) {
    const key = typedAnswerKey(text, language);
    if (players <= 0 || verdictOfKey(key, accepted) !== 'wrong') continue;
    const group = groups.get(key) ?? { players: 0, spellings: new Map<string, number>() };
    const spelling = typedSpelling(text);
    group.players += players;
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + players);
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((group) => group.players >= COMMON_WRONG_ANSWERS.minPlayers)
    .map(({ players, spellings: typed }) => ({ text: mostTyped(typed), players }))
    .sort((a, b) => b.players - a.players)
    .slice(0, COMMON_WRONG_ANSWERS.shown);
}

/** How many players typed each spelling, from the texts they typed. */
export function spellingCounts(typed: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of typed) {
    const spelling = typedSpelling(text);
    counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  }
  return counts;
}

function mostTyped(spellings: ReadonlyMap<string, number>): string {
  let best = '';
  let count = 0;
  for (const [text, n] of spellings) {
    if (n > count) [best, count] = [text, n];
  }
  return best;
}
