import { describe, expect, it } from 'vitest';
import { guessLanguage } from './guess-language.ts';

// The language a list of answers is written in, from their script.

describe('guessLanguage', () => {
  it.each<[string[], string]>([
    [['Jupiter', 'Mars'], 'English'],
    [['Straße', 'Apfel'], 'German'],
    [['Käse'], 'German'],
    [['ആന', 'പൂച്ച'], 'Malayalam'],
    [['क्षत्रिय', 'हिन्दी'], 'Hindi'],
    [['தமிழ்', 'ஸ்ரீரங்கம்'], 'Tamil'],
    [['شمس', 'قمر'], 'Arabic'],
    [['ആന', 'Kerala', 'പൂച്ച'], 'Malayalam'],
    [[], 'English'],
  ])('reads %j as %s', (answers, language) => {
    expect(guessLanguage(answers)).toBe(language);
  });
});
