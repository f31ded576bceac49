import { QUESTION_MESSAGES } from '@plw/shared/schemas/questions';
import { describe, expect, it } from 'vitest';
import { InputError, parseCommand, parseQuestions } from './krisskross-input.ts';

// What the kriss-kross command accepts, rule by rule, without starting a process.

describe('parseCommand', () => {
  it('reads the file, seed, mode and language', () => {
    expect(parseCommand(['layout', 'q.json', '--seed', '42', '--auto', '--language', 'Tamil'])).toEqual({
      file: 'q.json',
      seed: 42,
      auto: true,
      language: 'Tamil',
    });
    expect(parseCommand(['layout', 'q.json'])).toEqual({ file: 'q.json', auto: false });
  });

  it.each<[string, string[], RegExp]>([
    ['no command', [], /usage:/],
    ['another command', ['solve', 'q.json'], /usage:/],
    ['no file', ['layout'], /usage:/],
    ['two files', ['layout', 'a.json', 'b.json'], /usage:/],
    ['an unknown option', ['layout', 'q.json', '--fast'], /Unknown option '--fast'/],
    ['a seed that is not a number', ['layout', 'q.json', '--seed', 'x'], /--seed must be an integer/],
    ['a fractional seed', ['layout', 'q.json', '--seed', '1.5'], /--seed must be an integer/],
    ['an unknown language', ['layout', 'q.json', '--language', 'Klingon'], /--language must be one of English, /],
  ])('rejects %s', (_, argv, message) => {
    expect(() => parseCommand(argv)).toThrow(InputError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describe('parseQuestions', () => {
  it('numbers the questions by position and keeps answers and directions', () => {
    const text = JSON.stringify([
      { id: 'x', clue: 'Red planet', answer: 'Mars', direction: 'Across' },
      { answer: 'New York', direction: 'Down' },
    ]);
    expect(parseQuestions(text, false)).toEqual([
      { id: '0', answer: 'Mars', direction: 'Across' },
      { id: '1', answer: 'New York', direction: 'Down' },
    ]);
  });

  it('lets auto mode go without directions', () => {
    expect(parseQuestions('[{"answer":"ആന"}]', true)).toEqual([{ id: '0', answer: 'ആന' }]);
  });

  it.each<[string, string, RegExp]>([
    ['text that is not JSON', '[{"answer":', /not valid JSON/],
    ['an object instead of a list', '{"answer":"Mars"}', /JSON array of questions/],
    ['an empty list', '[]', /list of questions is empty/],
    ['an entry that is not an object', '["Mars"]', /Question 1: must be an object/],
    ['a missing answer', '[{"direction":"Across"}]', new RegExp(QUESTION_MESSAGES.answerRequired)],
    ['an answer of only spaces and commas', '[{"answer":" , ","direction":"Across"}]', /Answer is required/],
    ['digits in an answer', '[{"answer":"R2D2","direction":"Across"}]', new RegExp(QUESTION_MESSAGES.answerLettersOnly)],
    ['a hyphen in an answer', '[{"answer":"well-known","direction":"Down"}]', /only letters, spaces, and commas/],
    ['a missing direction', '[{"answer":"Mars"}]', /Question 1: Direction is required \(or pass --auto\)/],
    ['a direction in lower case', '[{"answer":"Mars","direction":"across"}]', /Direction must be Across or Down/],
  ])('rejects %s', (_, text, message) => {
    expect(() => parseQuestions(text, false)).toThrow(InputError);
    expect(() => parseQuestions(text, false)).toThrow(message);
  });

  it('says which question is wrong', () => {
    const text = JSON.stringify([{ answer: 'Mars', direction: 'Across' }, { answer: 'R2', direction: 'Down' }]);
    expect(() => parseQuestions(text, false)).toThrow(/^Question 2: /);
  });
});
