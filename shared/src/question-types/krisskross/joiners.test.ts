import { describe, expect, it } from 'vitest';
import { correctWords, entriesProblem } from './answers.ts';
import { krissKrossQuestionSchema } from './question-schema.ts';
import { answerLetters, letterKey } from './graphemes.ts';
import { normaliseJoiners } from '../../text/joiners.ts';
import { puzzleScripts } from './scripts.ts';

// The joiners real keyboards insert, as they arrive: answers written with them are accepted, and
// compare with answers written without them exactly as the grid shows the letters.

const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const VIRAMA = '\u0D4D';

describe('Malayalam chillu typed as consonant + virama + ZWJ', () => {
  // Manglish / Mozhi and older Gboard layouts send the chillu of അവൻ as ന ് ZWJ.
  it.each([
    ['\u0D23', 'ൺ'],
    ['\u0D28', 'ൻ'],
    ['\u0D30', 'ർ'],
    ['\u0D32', 'ൽ'],
    ['\u0D33', 'ൾ'],
    ['\u0D15', 'ൿ'],
  ])('%s + virama + ZWJ becomes the atomic chillu %s', (consonant, chillu) => {
    expect(normaliseJoiners(`${consonant}${VIRAMA}${ZWJ}`)).toBe(chillu);
  });

  it('cuts അവന്‍ and അവൻ into the same cells, and they match', () => {
    const typed = `\u0D05\u0D35\u0D28${VIRAMA}${ZWJ}`;
    expect(answerLetters(typed)).toEqual(['അ', 'വ', 'ൻ']);
    expect(answerLetters(typed)).toEqual(answerLetters('അവൻ'));
    expect(letterKey(`\u0D28${VIRAMA}${ZWJ}`, 'Malayalam')).toBe(letterKey('ൻ', 'Malayalam'));
  });

  it('turns every chillu of a phrase, and leaves conjuncts alone (കൽക്കണ്ടം, പാൽ)', () => {
    const typed = `\u0D15\u0D32${VIRAMA}${ZWJ}\u0D15${VIRAMA}\u0D15\u0D23${VIRAMA}\u0D1F\u0D02 \u0D2A\u0D3E\u0D32${VIRAMA}${ZWJ}`;
    expect(normaliseJoiners(typed)).toBe('കൽക്കണ്ടം പാൽ');
  });

  it('keeps a consonant with virama and no joiner as it is (not a chillu)', () => {
    expect(normaliseJoiners(`\u0D28${VIRAMA}`)).toBe(`\u0D28${VIRAMA}`);
  });
});

describe('Hindi and other conjunct scripts: joiners beside a virama choose the form and stay', () => {
  it('keeps the half form क्‍ष (ZWJ) apart from the ligature क्ष, in one cell', () => {
    const half = `\u0915\u094D${ZWJ}\u0937`;
    expect(normaliseJoiners(half)).toBe(half);
    expect(answerLetters(half)).toEqual([half]);
    expect(letterKey(half, 'Hindi')).not.toBe(letterKey('क्ष', 'Hindi'));
  });

  it('keeps the eyelash ra र्‍य (ZWJ after the virama)', () => {
    expect(normaliseJoiners(`\u0930\u094D${ZWJ}\u092F`)).toBe(`\u0930\u094D${ZWJ}\u092F`);
  });

  it('keeps the visible virama क्‌ष (ZWNJ), which writes क् in a cell of its own', () => {
    const explicit = `\u0915\u094D${ZWNJ}\u0937`;
    expect(normaliseJoiners(explicit)).toBe(explicit);
    expect(answerLetters(explicit)).toEqual([`\u0915\u094D${ZWNJ}`, '\u0937']);
  });

  it('keeps the Bengali ya-phala after ra (র‍্য, ZWJ before the virama)', () => {
    expect(normaliseJoiners(`\u09B0${ZWJ}\u09CD\u09AF`)).toBe(`\u09B0${ZWJ}\u09CD\u09AF`);
  });

  it('drops a joiner a Hindi keyboard left between two whole letters (नम‌स्ते is नमस्ते)', () => {
    expect(normaliseJoiners(`\u0928\u092E${ZWNJ}\u0938\u094D\u0924\u0947`)).toBe('नमस्ते');
  });
});

describe('joiners that only affect rendering are removed', () => {
  it('drops the Persian ZWNJ of می‌خواهم: each cell shows its letter alone', () => {
    const typed = `\u0645\u06CC${ZWNJ}\u062E\u0648\u0627\u0647\u0645`;
    expect(normaliseJoiners(typed)).toBe('میخواهم');
    expect(answerLetters(typed)).toEqual(answerLetters('میخواهم'));
    expect(letterKey(`\u06CC${ZWNJ}`, 'Arabic')).toBe(letterKey('\u06CC', 'Arabic'));
  });

  it('drops a ZWJ that forces an Arabic letter to join (ـب‍)', () => {
    expect(normaliseJoiners(`\u0628${ZWJ}\u062A`)).toBe('بت');
  });

  it('drops a joiner after the Tamil pulli, always written visibly', () => {
    expect(normaliseJoiners(`\u0B95\u0BCD${ZWNJ}\u0BB7`)).toBe('\u0B95\u0BCD\u0BB7');
  });

  it('drops joiners at the start or end of a word and between Latin letters', () => {
    expect(normaliseJoiners(`${ZWJ}AP${ZWNJ}PLE${ZWJ}`)).toBe('APPLE');
  });
});

describe('the creator, the player and the server agree', () => {
  const placement = { questionId: 'q', row: 0, col: 0, direction: 'Across' as const };

  it('accepts answers written with joiners in the question form, and still refuses a lone mark', () => {
    const form = (answer: string) => krissKrossQuestionSchema.safeParse({ question: 'Who?', answer, direction: 'Across' });
    expect(form(`\u0D05\u0D35\u0D28${VIRAMA}${ZWJ}`).success).toBe(true);
    expect(form(`\u0645\u06CC${ZWNJ}\u062E\u0648\u0627\u0647\u0645`).success).toBe(true);
    expect(form(`\u0915\u094D${ZWJ}\u0937`).success).toBe(true);
    expect(form(`${ZWJ}\u0D05`).success).toBe(false);
  });

  it('marks a word right whichever way the creator and the player wrote the chillu', () => {
    const creatorTyped = { ...placement, answer: `\u0D05\u0D35\u0D28${VIRAMA}${ZWJ}` };
    const atomic = { ...placement, answer: 'അവൻ' };
    const cells = (last: string) => [
      { row: 0, col: 0, letter: 'അ' },
      { row: 0, col: 1, letter: 'വ' },
      { row: 0, col: 2, letter: last },
    ];
    for (const answer of [creatorTyped, atomic]) {
      expect(correctWords([answer], cells('ൻ'), 'Malayalam')).toEqual(['q']);
      expect(correctWords([answer], cells(`\u0D28${VIRAMA}${ZWJ}`), 'Malayalam')).toEqual(['q']);
      expect(correctWords([answer], cells(`\u0D28${VIRAMA}`), 'Malayalam')).toEqual([]);
    }
  });

  it('takes a cell holding a letter typed with a joiner as one letter', () => {
    const grid = new Set(['0,0']);
    expect(entriesProblem([{ row: 0, col: 0, letter: `\u0D28${VIRAMA}${ZWJ}` }], grid, puzzleScripts(['അവൻ']))).toBeNull();
    expect(entriesProblem([{ row: 0, col: 0, letter: `\u06CC${ZWNJ}` }], grid, puzzleScripts(['می‌خواهم']))).toBeNull();
  });
});
