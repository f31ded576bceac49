import type { QuestionReveal } from '@plw/protocol/socket/round-events';
import { useEffect, useRef } from 'react';
import { AnswerMoment, type VerdictWords } from './answer-moment.tsx';

// The top of an in-step reveal, whichever the question's type: the verdict's full-colour moment (the one live
// region, so a screen reader hears the reveal once), the question's place in the round, and the question as the
// reveal's heading. What the player answered in (tiles, a field) is gone at the reveal, so the heading takes the
// focus and the keyboard stays in the play.

export interface RevealHeadProps {
  reveal: QuestionReveal;
  words: VerdictWords;
  /** "Question 2 of 5", in the type's words. */
  countText: string;
  question: string;
  /** The id the reveal's section is labelled by. */
  headingId: string;
  /** The type's card class: its count and question are `<card>__count` and `<card>__question`. */
  cardClass: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function RevealHead({ reveal, words, countText, question, headingId, cardClass, lang, dir }: RevealHeadProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { me } = reveal;

  useEffect(() => {
    heading.current?.focus();
  }, [reveal.questionId]);

  return (
    <>
      <AnswerMoment
        verdict={me.chosen === null ? 'none' : me.correct ? 'right' : 'wrong'}
        points={me.points}
        rightAnswer={reveal.answer}
        lang={lang}
        dir={dir}
        testId="in-step-verdict"
        learnTestId="in-step-learn"
        live
        words={words}
      />
      <p className={`${cardClass}__count`}>{countText}</p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={`${cardClass}__question`} lang={lang} dir={dir}>
        {question}
      </h2>
    </>
  );
}
