import { describe, expect, it } from 'vitest';
import { intlLocale, numberFormat, pointsFormat } from './number-format.ts';

describe('numbers as players read them', () => {
  it.each([
    ['en', '5'],
    ['de', '5'],
    ['hi', '5'],
    ['ml', '5'],
    ['ta', '5'],
    ['ar', '٥'],
  ])('shows 4.97 points as whole points in %s: %s', (language, shown) => {
    expect(pointsFormat(language).format(4.97)).toBe(shown);
  });

  it('writes Arabic numbers in Arabic-Indic digits, the others in 0-9', () => {
    expect(numberFormat('ar').format(1234)).toBe('١٬٢٣٤');
    expect(numberFormat('ml').format(1234)).toBe('1,234');
    expect(intlLocale('ar')).toBe('ar-u-nu-arab');
    expect(intlLocale('xx')).toBe('xx');
  });
});
