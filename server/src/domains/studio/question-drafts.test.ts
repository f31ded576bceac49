import { describe, expect, it } from 'vitest';
import { draftPrompt, readDrafts } from './question-drafts.ts';

describe('question drafts', () => {
  it("asks for the game's language and shape, and names the questions it already has", () => {
    const messages = draftPrompt({
      type: 'Kriss_kross_puzzle',
      language: 'Tamil',
      gameName: 'Fruits',
      topic: 'fruit',
      count: 4,
      existing: ['A red fruit'],
    });
    const text = messages.map((m) => m.content).join('\n');
    expect(text).toContain('in Tamil');
    expect(text).toContain('"direction"');
    expect(text).toContain('A red fruit');
  });

  it.each([
    ['a bare array', '[{"question":"Q","answer":"A","answer_options":["B","C","D"]}]', 1, 0],
    ['a fenced object', '```json\n{"questions":[{"question":"Q","answer":"A","answer_options":["B","C"]}]}\n```', 0, 1],
    ['prose', 'Sorry, I cannot.', 0, 0],
    ['an empty question', '{"questions":[{"question":" ","answer":"A","answer_options":["B","C","D"]}]}', 0, 1],
  ])('reads %s', (_, text, valid, rejected) => {
    const result = readDrafts('Mcq', text);
    expect([result.drafts.length, result.rejected]).toEqual([valid, rejected]);
  });

  it('keeps only kriss-kross answers of letters with a direction', () => {
    const text = JSON.stringify({
      questions: [
        { question: 'Red fruit', answer: 'APFEL', direction: 'Across' },
        { question: 'Bad', answer: 'C3PO', direction: 'Down' },
        { question: 'No way', answer: 'BIRNE' },
      ],
    });
    expect(readDrafts('Kriss_kross_puzzle', text)).toEqual({
      drafts: [{ question: 'Red fruit', answer: 'APFEL', direction: 'Across' }],
      rejected: 2,
    });
  });
});
