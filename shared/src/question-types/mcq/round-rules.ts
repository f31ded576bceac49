import { MCQ_ANSWER_MESSAGES } from './answer.ts';

// What a quiz's live rounds may do: its questions can open one at a time (in step), and an answer that is none
// of the question's choices is refused.

export const MCQ_ROUND_RULES = {
  type: 'Mcq',
  inStep: true,
  refusals: { NOT_A_CHOICE: MCQ_ANSWER_MESSAGES.notAChoice },
  /** The verdict each refusal answers. */
  refusedVerdicts: { notAChoice: 'NOT_A_CHOICE' },
} as const;
