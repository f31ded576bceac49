// How a multiple-choice answer is judged. A player picks one of the question's four choices; any other text is
// refused rather than scored wrong, so nothing is stored for it and the question can still be answered. Texts
// are compared as a reader sees them: the same Unicode form (NFC), surrounding spaces ignored.

export const MCQ_ANSWER_MESSAGES = {
  notAChoice: "Choose one of the question's options",
} as const;

export type McqVerdict = 'correct' | 'wrong' | 'notAChoice';

const sameText = (a: string, b: string) => a.normalize('NFC').trim() === b.normalize('NFC').trim();

/** Judges `answer` against a question's right answer and the wrong options beside it. */
export function judgeMcqAnswer(answer: string, question: { answer: string; options: readonly string[] }): McqVerdict {
  if (sameText(answer, question.answer)) return 'correct';
  return question.options.some((option) => sameText(answer, option)) ? 'wrong' : 'notAChoice';
}
