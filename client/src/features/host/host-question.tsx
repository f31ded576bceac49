import type { HostReveal } from '@plw/protocol/socket/host-events';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import type { GameType } from '@plw/shared/constants';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../lib/server-clock.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import type { GameText } from '../../question-types/registry.ts';
import { numberFormat } from '../../ui/number-format.ts';
import { hostPartsOf } from './host-parts.ts';

// A question on the big screen, then its reveal, of a round played in step. This frame is the same for every type:
// which question of how many, the seconds left, the question's text. Below it, the question's type shows its own
// part (host-parts.ts): what players answer with and how many answered, then at the reveal the answers given with
// their counts. The screen shows each only once its type's part is loaded, never a frame without it.

export interface HostQuestionProps {
  type: GameType;
  question: QuestionOpen;
  total: number;
  answered: number;
  players: number;
  now: Clock;
  text: GameText;
}

export function HostQuestion({ type, question, total, answered, players, now, text }: HostQuestionProps) {
  const { t, i18n } = useTranslation();
  const timerLabel = useId();
  const format = numberFormat(i18n.language);
  const left = useTimeLeft(question.locksAt, now);
  const seconds = Math.ceil(left / 1000);
  const parts = hostPartsOf(type);
  const { item } = question;
  return (
    <Suspense fallback={null}>
      <section className="host-question" data-testid="host-question" data-question={question.question}>
        <header className="host-question__header">
          <p className="host-question__count">{t('host.questionOf', { number: format.format(question.question + 1), total: format.format(total) })}</p>
          <div className={`host-timer${seconds <= 5 ? ' host-timer--urgent' : ''}`}>
            <span className="host-timer__label" id={timerLabel}>{t('host.secondsLeft')}</span>
            <span className="host-timer__value" role="timer" aria-labelledby={timerLabel} data-testid="host-seconds">
              {format.format(seconds)}
            </span>
          </div>
        </header>
        <h2 className="host-question__text" lang={text.lang} dir={text.dir}>
          {item.question}
        </h2>
        {parts && <parts.Question item={item} answered={answered} players={players} text={text} />}
      </section>
    </Suspense>
  );
}

export interface HostRevealProps {
  type: GameType;
  /** The question as it opened; null when this screen came in after it opened (its text is then not known). */
  question: QuestionOpen | null;
  reveal: HostReveal;
  total: number;
  text: GameText;
}

export function HostRevealView({ type, question, reveal, total, text }: HostRevealProps) {
  const { t, i18n } = useTranslation();
  const format = numberFormat(i18n.language);
  const parts = hostPartsOf(type);
  return (
    <Suspense fallback={null}>
      <section className="host-question host-question--revealed" data-testid="host-reveal" data-question={reveal.question}>
        <header className="host-question__header">
          <p className="host-question__count">{t('host.questionOf', { number: format.format(reveal.question + 1), total: format.format(total) })}</p>
        </header>
        {question && (
          <h2 className="host-question__text" lang={text.lang} dir={text.dir}>
            {question.item.question}
          </h2>
        )}
        {parts && <parts.Reveal item={question?.item ?? null} reveal={reveal} text={text} />}
      </section>
    </Suspense>
  );
}
