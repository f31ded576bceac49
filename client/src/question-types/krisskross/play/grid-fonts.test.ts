import { describe, expect, it } from 'vitest';
import { inUnicodeRange, pageFaces } from './grid-fonts.ts';

const face = (family: string, weight: string, unicodeRange: string) => ({ family, weight, unicodeRange }) as FontFace;

describe('the grid font faces', () => {
  it.each([
    ['U+0D00-0D7F, U+200C-200D', 0x0d15, true],
    ['U+0D00-0D7F, U+200C-200D', 0x200d, true],
    ['U+0D00-0D7F', 0x0915, false],
    ['U+25CC', 0x25cc, true],
    ['U+4??', 0x04ff, true],
    ['U+4??', 0x0500, false],
    ['U+0-FF', 0x41, true],
  ])('reads the unicode-range %s for U+%s', (range, codePoint, expected) => {
    expect(inUnicodeRange(range, codePoint)).toBe(expected);
  });

  it('picks the faces of the family and weight that cover the sample, whatever the quotes', () => {
    const malayalam700 = face('"Noto Sans Malayalam"', '700', 'U+0D00-0D7F');
    const faces = [
      malayalam700,
      face('Noto Sans Malayalam', '400', 'U+0D00-0D7F'),
      face('Noto Sans', '700', 'U+0000-00FF'),
      face('Noto Sans Malayalam', '700', 'U+0000-00FF'),
    ];
    expect(pageFaces(faces, 'Noto Sans Malayalam', '700', 'ക്ക')).toEqual([malayalam700]);
  });
});
