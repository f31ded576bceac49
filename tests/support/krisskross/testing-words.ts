import fc from 'fast-check';
import type { Direction, Language } from '@plw/shared/constants';
import type { KrissKrossQuestion } from '@plw/shared/question-types/krisskross/types';

// For tests: random kriss-kross answers in several scripts, built from syllables the way the scripts
// write them (consonant, then a vowel sign, a virama and another consonant, or nothing), so lists hold
// conjuncts, vowel signs and, in German, umlauts and ß.

export interface Script {
  language: Language;
  bases: string;
  signs: string;
  virama?: string;
}

export const SCRIPTS: readonly Script[] = [
  { language: 'English', bases: 'ABCDEHILMNORSTUaeinost', signs: '' },
  { language: 'German', bases: 'abdeilnorstuäöüßÄÖÜ', signs: '' },
  { language: 'Arabic', bases: 'ابتجحدرسعفقكلمنهوي', signs: '' },
  { language: 'Hindi', bases: 'कगचजतदनपमयरलवसह', signs: 'ािीुेों', virama: '्' },
  { language: 'Malayalam', bases: 'കചടതനപമയരലവസ', signs: 'ാിീുെോം', virama: '്' },
  { language: 'Tamil', bases: 'கசடதநபமயரலவழளன', signs: 'ாிீுெோ', virama: '்' },
];

function syllable(script: Script): fc.Arbitrary<string> {
  const consonant = fc.constantFrom(...script.bases);
  if (script.virama === undefined) return consonant;
  const virama = script.virama;
  return fc.tuple(consonant, fc.nat(3), fc.constantFrom(...script.signs), consonant).map(([c, kind, sign, next]) =>
    kind === 0 ? c : kind === 1 ? c + sign : kind === 2 ? c + virama + next : c + virama + next + sign,
  );
}

export function answerIn(script: Script): fc.Arbitrary<string> {
  return fc
    .array(syllable(script), { minLength: 1, maxLength: script.virama === undefined ? 8 : 5 })
    .map((parts) => parts.join(''));
}

/** A list of questions in one script, with directions as a creator might pick them. */
export function questionsIn(script: Script, maxLength = 10): fc.Arbitrary<KrissKrossQuestion[]> {
  const direction = fc.constantFrom<Direction>('Across', 'Down');
  return fc
    .array(fc.tuple(answerIn(script), direction), { minLength: 1, maxLength })
    .map((items) => items.map(([answer, d], i) => ({ id: `q${i}`, answer, direction: d })));
}
