import type { Language } from '../../constants.ts';

// A game's language guessed from the script its answers are written in, for tools that get answers
// without a language. Latin script is English unless a German letter (ä, ö, ü, ß) shows up.

const SCRIPTS: readonly [Language, RegExp][] = [
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Hindi', /\p{Script=Devanagari}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['English', /\p{Script=Latin}/u],
];
const GERMAN_LETTERS = /[äöüßẞ]/iu;

/** The language whose script most letters of the answers are in; English when none is. */
export function guessLanguage(answers: readonly string[]): Language {
  const counts = new Map<Language, number>();
  for (const answer of answers) {
    for (const char of answer) {
      const script = SCRIPTS.find(([, pattern]) => pattern.test(char));
      if (script !== undefined) counts.set(script[0], (counts.get(script[0]) ?? 0) + 1);
    }
  }
  let best: Language = 'English';
  for (const [language, count] of counts) if (count > (counts.get(best) ?? 0)) best = language;
  return best === 'English' && answers.some((a) => GERMAN_LETTERS.test(a)) ? 'German' : best;
}
