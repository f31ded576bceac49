import { expect, it } from 'vitest';
import type { RoundQuestions } from './round-events.ts';
import { openSealedQuestions, sealQuestions } from './sealed.ts';

const questions: RoundQuestions = {
  type: 'Mcq',
  questions: [
    { question_id: 'q1', question: 'Capital of India?', choices: ['A', 'B', 'C', 'D'], mediaFile: null, mediaType: null },
  ],
};

it('opens sealed questions with the key, and not without it', async () => {
  const { sealed, key } = await sealQuestions(questions);
  expect(sealed).not.toContain('Capital');
  await expect(openSealedQuestions(sealed, key)).resolves.toEqual(questions);
  const other = await sealQuestions(questions);
  await expect(openSealedQuestions(sealed, other.key)).rejects.toThrow();
});
