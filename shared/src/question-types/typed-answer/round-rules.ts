import { TYPED_ANSWER_MESSAGES } from './answer.ts';

// What a "type the answer" game's live rounds may do: its questions open one at a time (in step), each revealed
// with the right answer and the wrong answers most players typed; an answer with nothing that counts is refused.

export const TYPED_ANSWER_ROUND_RULES = {
  type: 'Typed_answer',
  inStep: true,
  refusals: { EMPTY_ANSWER: TYPED_ANSWER_MESSAGES.empty },
  /** The verdict each refusal answers. */
  refusedVerdicts: { empty: 'EMPTY_ANSWER' },
} as const;
