import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, type Language } from '../../constants.ts';
import { commonWrongAnswers, judgeTypedAnswer, spellingCounts, typedAnswerKey } from './answer.ts';

const judge = (typed: string, answer: string, language: Language, alternatives: string[] = []) =>
  judgeTypedAnswer(typed, { answer, alternatives }, language);

describe('typed answers', () => {
  it.each<[string, string, string, Language]>([
    ['case, spaces and punctuation', 'ice-cream', 'Ice Cream', 'English'],
    ['an apostrophe', 'dont', "Don't", 'English'],
    ['English accents', 'cafe', 'Café', 'English'],
    ['English diaeresis', 'NAIVE', 'naïve', 'English'],
    ['German umlaut spelt out', 'Mueller', 'Müller', 'German'],
    ['German sharp s', 'strasse', 'Straße', 'German'],
    ['German capital sharp s', 'STRAẞE', 'Straße', 'German'],
    ['Arabic harakat', 'كتاب', 'كِتَابٌ', 'Arabic'],
    ['Arabic tatweel', 'كتـــاب', 'كتاب', 'Arabic'],
    ['Arabic alef with hamza typed bare', 'اسد', 'أسد', 'Arabic'],
    ['Arabic final alef maqsura typed as ya', 'مصطفي', 'مصطفى', 'Arabic'],
    ['Hindi without nukta', 'जरा', 'ज़रा', 'Hindi'],
    ['Hindi chandrabindu as anusvara', 'हंसी', 'हँसी', 'Hindi'],
    ['Malayalam chillu typed with ZWJ', 'അവന്\u200D', 'അവൻ', 'Malayalam'],
    ['Malayalam with a stray space', ' അവൻ ', 'അവൻ', 'Malayalam'],
    ['Tamil as written', 'தமிழ்', 'தமிழ்', 'Tamil'],
    ['decomposed and composed forms', 'cafe\u0301', 'café', 'German'],
  ])('accepts %s', (_case, typed, answer, language) => {
    expect(judge(typed, answer, language)).toBe('correct');
  });

  it.each<[string, string, string, Language]>([
    ['another word', 'cat', 'dog', 'English'],
    ['a German umlaut left out', 'Muller', 'Müller', 'German'],
    ['a missing letter', 'Strase', 'Straße', 'German'],
    ['ta marbuta for ha', 'مدرسه', 'مدرسة', 'Arabic'],
    ['a Malayalam vowel sign left out', 'അവന', 'അവൻ', 'Malayalam'],
    ['a Tamil pulli left out', 'தமிழ', 'தமிழ்', 'Tamil'],
    ['a Hindi matra changed', 'कमल', 'कमला', 'Hindi'],
    ['English accents in German', 'cafe', 'café', 'German'],
  ])('refuses %s', (_case, typed, answer, language) => {
    expect(judge(typed, answer, language)).toBe('wrong');
  });

  it('accepts an alternative the creator set, by the same rule', () => {
    expect(judge('colour', 'color', 'English', ['Colour'])).toBe('correct');
    expect(judge('colr', 'color', 'English', ['Colour'])).toBe('wrong');
  });

  it('calls nothing but spaces and punctuation empty, in every language', () => {
    for (const language of LANGUAGE_NAMES) {
      expect(judge('  - ,. ', 'word', language)).toBe('empty');
      expect(judge('', 'word', language)).toBe('empty');
    }
  });

  it('judges every answer right against itself and its own key, whatever its case and spacing', () => {
    const letters = fc.constantFrom(...'abcdeéßäöüكتابأىअवनമലയാളംதமிழ்जज़'.split(''));
    fc.assert(
      fc.property(fc.array(letters, { minLength: 1, maxLength: 12 }), fc.constantFrom(...LANGUAGE_NAMES), (
        chars,
        language,
      ) => {
        const answer = chars.join('');
        const key = typedAnswerKey(answer, language);
        fc.pre(key !== '');
        expect(typedAnswerKey(key, language)).toBe(key);
        expect(judge(` ${chars.join(' ').toUpperCase()} `, answer, language)).toBe('correct');
      }),
    );
  });
});

describe('the most common wrong answers', () => {
  const question = { answer: 'Paris', alternatives: [] };

  it('groups spellings of one wrong answer, most players first, and never shows one player\'s text', () => {
    const typed = ['Lyon', 'lyon ', 'Paris', 'Rome', 'ROME', 'LYON', 'my secret name', 'paris', '  '];
    expect(commonWrongAnswers(spellingCounts(typed), question, 'English')).toEqual([
      { text: 'Lyon', players: 3 },
      { text: 'Rome', players: 2 },
    ]);
  });

  it('adds up counts from several processes for one spelling', () => {
    expect(commonWrongAnswers([['Lyon', 1], ['Lyon', 1], ['lyon', 0]], question, 'English')).toEqual([{ text: 'Lyon', players: 2 }]);
  });

  it('shows at most three', () => {
    const typed = ['a', 'a', 'b', 'b', 'c', 'c', 'd', 'd', 'd'];
    expect(commonWrongAnswers(spellingCounts(typed), question, 'English').map(({ text }) => text)).toEqual(['d', 'a', 'b']);
  });

  it('counts an accepted alternative as right, not as a common wrong answer', () => {
    expect(commonWrongAnswers([['Pariis', 2]], { answer: 'Paris', alternatives: ['Pariis'] }, 'English')).toEqual([]);
  });
});
