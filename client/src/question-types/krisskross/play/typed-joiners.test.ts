import { describe, expect, it } from 'vitest';
import { extendLetter, typedPieces } from './typed-text.ts';

// Joiners as keyboards send them, whole or one key at a time: the cell ends up with the letter the
// answer has (joiners.ts in shared settles them the same way for answers and the server's check).

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

describe('typed joiners', () => {
  it('turns a chillu typed as ന ് ZWJ (Manglish, pasted or composed at once) into ൻ', () => {
    expect(typedPieces(`\u0D05\u0D35\u0D28\u0D4D${ZWJ}`)).toEqual(['അ', 'വ', 'ൻ']);
  });

  it('turns a chillu typed one key at a time into ൻ once the ZWJ arrives', () => {
    expect(typedPieces(ZWJ)).toEqual([ZWJ]);
    const withVirama = extendLetter('\u0D28', '\u0D4D');
    expect(withVirama).toBe('\u0D28\u0D4D');
    expect(extendLetter(withVirama ?? '', ZWJ)).toBe('ൻ');
  });

  it('keeps a Hindi half form typed with ZWJ in one cell', () => {
    expect(typedPieces(`\u0915\u094D${ZWJ}\u0937`)).toEqual([`\u0915\u094D${ZWJ}\u0937`]);
    expect(extendLetter('\u0915\u094D', ZWJ)).toBe(`\u0915\u094D${ZWJ}`);
  });

  it('drops the Persian ZWNJ, whole or typed on its own after a letter', () => {
    expect(typedPieces(`\u0645\u06CC${ZWNJ}\u062E`)).toEqual(['\u0645', '\u06CC', '\u062E']);
    expect(extendLetter('\u06CC', ZWNJ)).toBe('\u06CC');
  });
});
