import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvField, resultsFileName } from './results-csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Ravi, "the ace"', '"Ravi, ""the ace"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91', "'+91"],
    ['z;=1+1;', '"z;\'=1+1;"'],
    [';=HYPERLINK("x")', '";\'=HYPERLINK(""x"")"'],
    ['a\t @b|-c', '"a\t\' @b|\'-c"'],
    ['അനു', 'അനു'],
    [12.5, '12.5'],
  ])('writes %j as %s', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe('the download name', () => {
  it('keeps an ASCII name for every browser and the game name itself for those that read UTF-8', () => {
    const name = resultsFileName('ഗണിതം "Quiz"/1', Date.UTC(2026, 10, 25));
    expect(name.ascii).toBe('Quiz-1-results-2026-11-25.csv');
    expect(attachmentHeader(name)).toBe(
      `attachment; filename="Quiz-1-results-2026-11-25.csv"; filename*=UTF-8''${encodeURIComponent('ഗണിതം Quiz 1 results-2026-11-25.csv')}`,
    );
  });

  it('falls back to "round" when the name has no ASCII letters', () => {
    expect(resultsFileName('ഗണിതം', null).ascii).toBe('round-results.csv');
  });
});
