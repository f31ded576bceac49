import { describe, expect, it } from 'vitest';
import { displayLetter, extendLetter, typedPieces } from './typed-text.ts';

describe('typed text', () => {
  it.each([
    ['APPLE', ['A', 'P', 'P', 'L', 'E']],
    ['ആപ്പിൾ', ['ആ', 'പ്പി', 'ൾ']],
    ['क्षत्रिय', ['क्ष', 'त्रि', 'य']],
    ['வாழைப்பழம்', ['வா', 'ழை', 'ப்', 'ப', 'ழ', 'ம்']],
    ['برتقال', ['ب', 'ر', 'ت', 'ق', 'ا', 'ل']],
    ['Grüße', ['G', 'r', 'ü', 'ß', 'e']],
    ['a b, 1-c', ['a', 'b', 'c']],
    ['ि', ['ि']],
  ])('cuts %s into the letters cells hold', (text, pieces) => {
    expect(typedPieces(text)).toEqual(pieces);
  });

  it('composes decomposed Latin into one letter (NFC)', () => {
    expect(typedPieces('u\u0308')).toEqual(['ü']);
  });

  it.each([
    ['क', 'ि', 'कि'],
    ['ക', '്', 'ക്'],
    ['ക്', 'ക', 'ക്ക'],
    ['क्', 'ष', 'क्ष'],
    ['A', '\u0301', 'Á'],
    ['ப', '்', 'ப்'],
  ])('%s then %s make the one letter %s', (letter, piece, joined) => {
    expect(extendLetter(letter, piece)).toBe(joined);
  });

  it.each([
    ['A', 'B'],
    ['ப்', 'ப'],
    ['ആ', 'പ്പി'],
    ['ت', 'ف'],
  ])('%s then %s are two letters', (letter, piece) => {
    expect(extendLetter(letter, piece)).toBeNull();
  });

  it.each([
    ['a', 'en', 'A'],
    ['ü', 'de', 'Ü'],
    ['ß', 'de', 'ẞ'],
    ['ക്ക', 'ml', 'ക്ക'],
    ['ت', 'ar', 'ت'],
  ])('shows %s (%s) as %s', (letter, locale, shown) => {
    expect(displayLetter(letter, locale)).toBe(shown);
  });
});
