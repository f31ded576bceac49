import { describe, expect, it } from 'vitest';
import { answerEnumeration, answerLetters, isWholeLetter, letterKey } from './graphemes.ts';

// A cell holds one user-perceived letter; conjuncts and vowel signs never split, spaces and commas
// are not cells, and letters compare the way the game's language folds case.

const LONE_MARK = /^[\p{M}\u200C\u200D]/u;

describe('answer letters', () => {
  it.each([
    ['ക്ഷ', ['ക്ഷ']],
    ['ത്ര', ['ത്ര']],
    ['കി', ['കി']],
    ['ശ്രീ', ['ശ്രീ']],
    ['കൃഷ്ണൻ', ['കൃ', 'ഷ്ണ', 'ൻ']],
    ['മലയാളം', ['മ', 'ല', 'യാ', 'ളം']],
    ['क्षत्रिय', ['क्ष', 'त्रि', 'य']],
    ['हिन्दी', ['हि', 'न्दी']],
    ['दरवाज़ा', ['द', 'र', 'वा', 'ज़ा']],
    ['தமிழ்', ['த', 'மி', 'ழ்']],
    ['ஸ்ரீ', ['ஸ்', 'ரீ']],
    ['லக்ஷ்மி', ['ல', 'க்', 'ஷ்', 'மி']],
    ['Straße', ['S', 't', 'r', 'a', 'ß', 'e']],
    ['مستشفى', ['م', 'س', 'ت', 'ش', 'ف', 'ى']],
  ])('splits %s into whole letters', (answer, letters) => {
    expect(answerLetters(answer)).toEqual(letters);
  });

  it('never leaves a vowel sign or virama alone in a cell', () => {
    for (const answer of ['ക്ഷേത്രം', 'വിദ്യാർത്ഥി', 'स्त्री', 'ज्ञान', 'நட்சத்திரம்', 'திருவள்ளுவர்', 'ി', 'क ि']) {
      for (const cell of answerLetters(answer)) {
        expect(cell).not.toMatch(LONE_MARK);
        expect(isWholeLetter(cell)).toBe(true);
      }
    }
  });

  it('attaches a mark that starts a word to the letter before it', () => {
    expect(answerLetters('क ि')).toEqual(['कि']);
  });

  it('leaves spaces and commas out of the cells', () => {
    expect(answerLetters('New York')).toEqual(['N', 'e', 'w', 'Y', 'o', 'r', 'k']);
    expect(answerLetters(' Romeo, Juliet ')).toHaveLength(11);
  });

  it('normalises to NFC so a decomposed letter is one cell', () => {
    expect(answerLetters('Mu\u0308nchen')).toEqual(['M', 'ü', 'n', 'c', 'h', 'e', 'n']);
  });
});

describe('answer enumeration', () => {
  it.each([
    ['New York', '(3,4)'],
    ['Romeo, Juliet', '(5,6)'],
    ['ICE CREAM', '(3,5)'],
    ['Jupiter', '(7)'],
    ['हवाई जहाज़', '(3,3)'],
    ['തിരുവനന്തപുരം', '(7)'],
  ])('shows %s as %s', (answer, enumeration) => {
    expect(answerEnumeration(answer)).toBe(enumeration);
  });
});

describe('letter keys', () => {
  it('folds case in the game language', () => {
    expect(letterKey('a', 'English')).toBe(letterKey('A', 'English'));
    expect(letterKey('ü', 'German')).toBe(letterKey('Ü', 'German'));
  });

  it('treats ß and ẞ as one letter that never crosses an S', () => {
    expect(letterKey('ß', 'German')).toBe(letterKey('ẞ', 'German'));
    expect(letterKey('ß', 'German')).not.toBe(letterKey('S', 'German'));
    expect(letterKey('ß', 'German')).not.toBe(letterKey('s', 'German'));
  });

  it('compares composed and decomposed letters alike', () => {
    expect(letterKey('u\u0308', 'German')).toBe(letterKey('ü', 'German'));
  });

  it('keeps different Indic letters apart', () => {
    expect(letterKey('കി', 'Malayalam')).not.toBe(letterKey('ക', 'Malayalam'));
    expect(letterKey('क्ष', 'Hindi')).not.toBe(letterKey('क', 'Hindi'));
  });
});
