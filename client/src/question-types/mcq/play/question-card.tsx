import type { mcqRoundQuestionSchema } from '@plw/protocol/question-types/mcq/entry';
import { AnimatePresence, motion } from 'motion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AnswerMoment, QuestionMedia, type VerdictWords } from '../../../kits/game-pages/index.ts';
import { AnswerTile } from './answer-tile.tsx';
import { useAnswerKeys } from './use-answer-keys.ts';

// One question on screen: its text and media, the four choices in the player's order as answer tiles (keys 1 to 4
// answer too), and once the answer is locked, whether it was right and the points it earned when that may be told
// (a daily play at once; a live round's verdict waits for its question's reveal or the round's end), as a
// full-colour moment (answer-moment.tsx). The chosen tile turns green or red, and pops when right and shakes
// when wrong (short; the page's MotionConfig turns both off for readers who ask for reduced motion).

export type McqQuestion = z.infer<typeof mcqRoundQuestionSchema>;

export interface LockedChoice {
  /** The choice sent; null when only the verdict is known (a round resumed in another tab). */
  answer: string | null;
  correct: boolean;
  points: number;
  /** The right answer, when the verdict may tell it. */
  rightAnswer?: string | null;
}

export interface QuestionCardProps {
  question: McqQuestion;
  number: number;
  total: number;
  choices: readonly string[];
  pending: string | null;
  locked: LockedChoice | null;
  /** A live round's choice locked in, its verdict still to come (in step with the reveal, free at the end). */
  lockedIn?: string | null;
  /** No more answers: the time is up. */
  closed: boolean;
  onChoose: (choice: string) => void;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** What follows the feedback: the next question, the result. */
  children?: ReactNode;
}

export function QuestionCard(props: QuestionCardProps) {
  const { question, number, total, choices, pending, locked, closed, onChoose, lang, dir } = props;
  const lockedIn = props.lockedIn ?? null;
  const { t } = useTranslation();
  const headingId = useId();
  const verdictWords = useVerdictWords();
  const answered = locked !== null || pending !== null || lockedIn !== null;
  useAnswerKeys(choices, !answered && !closed, onChoose);
  // A new question takes the focus that the last one's "Next question" or answered tile took away with it, so the
  // keyboard and screen readers go on from its text; focus the player put elsewhere stays there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body) {
      heading.current?.focus({ preventScroll: true });
    }
  }, []);

  return (
    <section className="mcq-card" aria-labelledby={headingId} data-testid="mcq-question" data-question={question.question_id}>
      <p className="mcq-card__count">{t('mcq.questionOf', { number, total })}</p>
      <h2 id={headingId} className="mcq-card__question" lang={lang} dir={dir} ref={heading} tabIndex={-1}>
        {question.question}
      </h2>
      {question.mediaFile && question.mediaType && (
        <QuestionMedia className="mcq-card__media" file={question.mediaFile} type={question.mediaType} label={t('mcq.media', { number })} />
      )}
      <ul className="mcq-choices" aria-label={t('mcq.choices')}>
        {choices.map((choice, index) => {
          const chosen = locked?.answer === choice || pending === choice || lockedIn === choice;
          const state = !chosen ? 'idle' : locked ? (locked.correct ? 'right' : 'wrong') : lockedIn === choice ? 'locked' : 'pending';
          return (
            <li key={choice}>
              <AnswerTile
                index={index}
                choice={choice}
                state={state}
                disabled={answered || closed}
                onChoose={() => onChoose(choice)}
                lang={lang}
                dir={dir}
              />
            </li>
          );
        })}
      </ul>
      <div className="mcq-card__after" role="status">
        <AnimatePresence mode="wait">
          {locked && (
            <motion.div key="verdict" exit={{ opacity: 0 }} transition={{ duration: 0.2 }}>
              <AnswerMoment
                verdict={locked.correct ? 'right' : 'wrong'}
                points={locked.points}
                rightAnswer={locked.rightAnswer}
                lang={lang}
                dir={dir}
                testId="mcq-feedback"
                learnTestId="mcq-right-answer"
                words={verdictWords}
              />
            </motion.div>
          )}
          {!locked && lockedIn && (
            <motion.p key="locked-in" className="mcq-feedback" data-testid="mcq-locked-in" initial={{ opacity: 0 }} animate={{ opacity: 1 }}>
              {t('inStep.lockedWait')}
            </motion.p>
          )}
          {!locked && !lockedIn && pending && (
            <motion.p key="checking" className="mcq-feedback" initial={{ opacity: 0 }} animate={{ opacity: 1 }}>
              {t('mcq.checking')}
            </motion.p>
          )}
        </AnimatePresence>
      </div>
      {props.children}
    </section>
  );
}

/** A quiz's verdict in its words: "Right!", "Wrong", "+5 points". */
export function useVerdictWords(): VerdictWords {
  const { t } = useTranslation();
  return { right: t('mcq.right'), wrong: t('mcq.wrong'), points: (points) => t('mcq.points', { points }) };
}
