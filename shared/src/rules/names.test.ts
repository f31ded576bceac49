import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key.ts';
import { hasStrayJoiner, NAME_MESSAGES, nameSchema, usernameSchema } from './names.ts';

// Names that pose as others or scramble the page are refused; names in every product language are kept.

const name = nameSchema({ min: 3, max: 20 }, { tooShort: 'too short', tooLong: 'too long' });
const username = usernameSchema('bad username');
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('name policy', () => {
  it.each([
    ['right-to-left override', 'Ali\u202Ece'],
    ['left-to-right embedding', '\u202AAlice'],
    ['first-strong isolate', 'Ali\u2068ce'],
    ['pop directional isolate', 'Alice\u2069'],
    ['right-to-left mark', 'Ali\u200Fce'],
    ['Arabic letter mark', 'Ali\u061Cce'],
    ['NUL', 'Ali\u0000ce'],
    ['bell (C0)', 'Ali\u0007ce'],
    ['C1 control', 'Ali\u0085ce'],
    ['zero-width space', 'Ali\u200Bce'],
    ['byte order mark', 'Ali\uFEFFce'],
    ['line separator', 'Ali\u2028ce'],
    ['tag character', 'Alice\u{E0041}'],
    ['private use', 'Ali\uE000ce'],
    ['line break inside', 'Ali\nce'],
  ])('refuses a %s with the clear message', (_, text) => {
    expect(firstMessage(name.safeParse(text))).toBe(NAME_MESSAGES.forbiddenCharacters);
    expect(firstMessage(username.safeParse(text))).toBe(NAME_MESSAGES.forbiddenCharacters);
  });

  it.each([
    ['fullwidth letters', 'ＡＬＩＣＥ', 'ALICE'],
    ['a ligature', 'ﬁona', 'fiona'],
    ['surrounding spaces', '  Asha  ', 'Asha'],
    ['Malayalam with a zero-width joiner (chillu)', 'അവന്\u200D', 'അവന്\u200D'],
    ['Hindi with a zero-width non-joiner', 'क्\u200Cष', 'क्\u200Cष'],
    ['Arabic with a zero-width non-joiner', 'علی\u200Cرضا', 'علی\u200Cرضا'],
    ['Tamil', 'தமிழ்', 'தமிழ்'],
  ])('keeps %s, normalised', (_, text, stored) => {
    expect(name.parse(text)).toBe(stored);
  });

  it.each([
    ['Malayalam with its vowel signs and a joiner', 'ശ്രീ\u200Dരാം'],
    ['Hindi with its vowel signs', 'प्रिया_12'],
    ['Arabic with a non-joiner', 'علی\u200Cرضا'],
    ['dots and underscores', 'asha.k_9'],
  ])('accepts a username in %s', (_, text) => {
    expect(username.parse(text)).toBe(text);
  });

  it.each([['a space', 'as ha'], ['a hyphen', 'as-ha'], ['an at sign', '@asha'], ['a mark with no letter', '.\u0301ab']])(
    'refuses a username with %s',
    (_, text) => {
      expect(firstMessage(username.safeParse(text))).toBe('bad username');
    },
  );
});

describe('look-alike key', () => {
  it.each([
    ['case', 'Alice', 'alice'],
    ['upper case', 'ALICE', 'alice'],
    ['Cyrillic А', '\u0410lice', 'Alice'],
    ['Cyrillic а and е', '\u0430lic\u0435', 'alice'],
    ['capital I for l', 'AIice', 'Alice'],
    ['digit one for l', 'a1ice', 'alice'],
    ['digit zero for o', 'b0b', 'bob'],
    ['rn for m', 'rnary', 'mary'],
    ['fullwidth forms', 'ａｌｉｃｅ', 'alice'],
    ['a joiner', 'ശ്രീ\u200Dരാം', 'ശ്രീരാം'],
    ['Greek omicron', 'b\u03BFb', 'bob'],
  ])('gives names differing by %s one key', (_, a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it.each([
    ['alice', 'alicia'],
    ['asha', 'usha'],
    ['प्रिया', 'प्रिय'],
    ['തമിഴ്', 'തമിഴ'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(nameKey(a)).not.toBe(nameKey(b));
  });
});

describe('joiners in names', () => {
  it.each([
    ['between Latin letters', 'Al\u200Dice', true],
    ['opening a name', '\u200CBob', true],
    ['after a Malayalam virama (chillu)', 'അവന്\u200D', false],
    ['after a Devanagari virama', 'क्\u200Cष', false],
    ['between Persian letters', 'علی\u200Cرضا', false],
    ['inside an emoji sequence', 'Asha \u{1F469}\u200D\u{1F3EB}', false],
  ])('a joiner %s is stray: %s', (_, name, stray) => {
    expect(hasStrayJoiner(name)).toBe(stray);
  });
});
