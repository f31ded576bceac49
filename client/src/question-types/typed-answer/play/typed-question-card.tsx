import type { typedAnswerRoundQuestionSchema } from '@plw/protocol/question-types/typed-answer/entry';
import type { Language } from '@plw/shared/constants';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AnswerMoment, QuestionMedia, type VerdictWords } from '../../../kits/game-pages/index.ts';
import { AnswerField, type FieldState } from './answer-field.tsx';

// One question on screen: its text and media, the answer field with Submit, and once the answer is locked, whether
// it was right with the points it earned and, after a wrong one, the right answer when it may be told (a daily
// play at once; a live round's verdict waits for its question's reveal). The verdict sits in a live region, so a
// screen reader hears it once as it lands.

export type TypedAnswerQuestion = z.infer<typeof typedAnswerRoundQuestionSchema>;

export interface LockedTyped {
  /** The text sent; null when only the verdict is known (a play resumed in another tab). */
  answer: string | null;
  correct: boolean;
  points: number;
  /** The right answer, when the verdict may tell it. */
  rightAnswer?: string | null;
}

export interface TypedQuestionCardProps {
  question: TypedAnswerQuestion;
  number: number;
  total: number;
  /** The text being sent, until the server answers. */
  pending: string | null;
  locked: LockedTyped | null;
  /** A live round's answer locked in, its verdict still to come. */
  lockedIn?: string | null;
  /** No more answers: the time is up. */
  closed: boolean;
  onSubmit: (text: string) => void;
  language: Language;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** What follows the feedback: the next question, the result, why an answer was refused. */
  children?: ReactNode;
}

export function TypedQuestionCard(props: TypedQuestionCardProps) {
  const { question, number, total, pending, locked, closed, onSubmit, language, lang, dir } = props;
  const lockedIn = props.lockedIn ?? null;
  const { t } = useTranslation();
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const words = useTypedVerdictWords();
  const state: FieldState = locked
    ? locked.correct ? 'right' : 'wrong'
    : lockedIn !== null ? 'locked' : pending !== null ? 'sending' : closed ? 'closed' : 'open';

  return (
    <section
      ref={card}
      className="typed-card"
      aria-labelledby={headingId}
      data-testid="typed-question"
      data-question={question.question_id}
    >
      <p className="typed-card__count">{t('typedAnswer.questionOf', { number, total })}</p>
      <h2 id={headingId} className="typed-card__question" lang={lang} dir={dir}>
        {question.question}
      </h2>
      {question.mediaFile && question.mediaType && (
        <QuestionMedia
          className="typed-card__media"
          file={question.mediaFile}
          type={question.mediaType}
          label={t('typedAnswer.media', { number })}
        />
      )}
      <AnswerField
        key={question.question_id}
        sent={locked?.answer ?? lockedIn ?? pending}
        state={state}
        onSubmit={onSubmit}
        language={language}
        lang={lang}
        dir={dir}
        questionId={headingId}
        card={card}
      />
      <div className="typed-card__after" role="status">
        {locked && (
          <AnswerMoment
            verdict={locked.correct ? 'right' : 'wrong'}
            points={locked.points}
            rightAnswer={locked.rightAnswer}
            lang={lang}
            dir={dir}
            testId="typed-feedback"
            learnTestId="typed-right-answer"
            words={words}
          />
        )}
        {!locked && lockedIn !== null && (
          <p className="typed-card__note" data-testid="typed-locked-in">{t('inStep.lockedWait')}</p>
        )}
        {!locked && lockedIn === null && pending !== null && <p className="typed-card__note">{t('typedAnswer.checking')}</p>}
      </div>
      {props.children}
    </section>
  );
}

/** A typed answer's verdict in its words: "Right!", "Not quite", "+5 points". */
export function useTypedVerdictWords(): VerdictWords {
  const { t } = useTranslation();
  return { right: t('typedAnswer.right'), wrong: t('typedAnswer.wrong'), points: (points) => t('typedAnswer.points', { points }) };
}
