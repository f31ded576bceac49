import { useTranslation } from 'react-i18next';
import type { LockedTyped, TypedAnswerQuestion } from './typed-question-card.tsx';

// How far the daily play has come: a mark per question in the game's order, right (✓, green), wrong (✗, red), the
// one on screen, and those to come; each says so in words for screen readers, so colour is never the only cue.

const STATE_TEXT = {
  right: 'typedAnswer.progressRight',
  wrong: 'typedAnswer.progressWrong',
  now: 'typedAnswer.progressNow',
  later: 'typedAnswer.progressLater',
} as const;

const MARKS = { right: '✓', wrong: '✗', now: '•', later: '' } as const;

export interface PlayProgressProps {
  questions: readonly TypedAnswerQuestion[];
  locked: ReadonlyMap<string, LockedTyped>;
  current: string;
}

export function PlayProgress({ questions, locked, current }: PlayProgressProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <ol className="typed-progress" aria-label={t('typedAnswer.progress')} data-testid="typed-progress">
      {questions.map((question, index) => {
        const verdict = locked.get(question.question_id);
        const state = verdict ? (verdict.correct ? 'right' : 'wrong') : question.question_id === current ? 'now' : 'later';
        return (
          <li key={question.question_id} className={`typed-progress__step typed-progress__step--${state}`} data-state={state}>
            <span aria-hidden="true">{MARKS[state]}</span>
            <span className="visually-hidden">{t(STATE_TEXT[state], { number: format.format(index + 1) })}</span>
          </li>
        );
      })}
    </ol>
  );
}
