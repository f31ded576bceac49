import { describe, expect, it } from 'vitest';
import { boundedText, TEXT_MESSAGES } from './text-limits.ts';

// What each kind of client text takes: one line refuses every control character; several lines keep tab, line
// feed and carriage return and refuse the rest.

const line = boundedText(50, { trim: true });
const lines = boundedText(50, { trim: true, kind: 'lines' });

describe('client text', () => {
  it.each([
    ['NUL', 'a\u0000b', false, false],
    ['a bell', 'a\u0007b', false, false],
    ['escape', 'a\u001Bb', false, false],
    ['delete', 'a\u007Fb', false, false],
    ['a C1 next line', 'a\u0085b', false, false],
    ['a C1 control', 'a\u009Fb', false, false],
    ['a tab', 'a\tb', false, true],
    ['a line feed', 'a\nb', false, true],
    ['a carriage return and line feed', 'a\r\nb', false, true],
    ['a line break at the end (trimmed)', 'ab\n', true, true],
    ['letters of any script with a joiner', 'ശ്രീ\u200Dരാം', true, true],
    ['a no-break space', 'a\u00A0b', true, true],
  ])('%s: one line %s, several lines %s', (_, text, oneLine, severalLines) => {
    expect(line.safeParse(text).success).toBe(oneLine);
    expect(lines.safeParse(text).success).toBe(severalLines);
  });

  it('says what is wrong, after the length', () => {
    expect(line.safeParse('a\u0000').error?.issues.map((issue) => issue.message)).toEqual([
      TEXT_MESSAGES.controlCharacters,
    ]);
    const tooLong = boundedText(3, { tooLong: 'too long' }).safeParse('abcd\u0000');
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual(['too long', TEXT_MESSAGES.controlCharacters]);
  });

  it('asks for a value when it is required', () => {
    const required = boundedText(10, { required: 'Name is required', trim: true });
    expect(required.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
  });
});
