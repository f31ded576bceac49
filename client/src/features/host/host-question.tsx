import type { HostReveal } from '@plw/protocol/socket/host-events';
import type { QuestionOpen } from '@plw/protocol/socket/round-events';
import { motion, useReducedMotion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../lib/server-clock.ts';
import { useTimeLeft } from '../../lib/use-time-left.ts';
import { SHAPE_PATHS, TILE_SHAPES } from '../../ui/answer-shapes.ts';
import { numberFormat } from '../../ui/number-format.ts';

// A quiz question on the big screen, then its reveal. Open: the question, its four choices in the players' colours
// and shapes, the seconds left and how many answered, never which choice is right (the screen has not been told).
// Revealed: the right choice marked in words and colour, a bar per choice of how many chose it.

interface GameText {
  lang: string;
  dir: 'ltr' | 'rtl';
}

function ChoiceBadge({ index }: { index: number }) {
  const { i18n } = useTranslation();
  const shape = TILE_SHAPES[index % TILE_SHAPES.length] ?? 'square';
  return (
    <span className="host-choice__badge" aria-hidden="true">
      <svg className="host-choice__shape" viewBox="0 0 24 24" focusable="false">
        <path d={SHAPE_PATHS[shape]} />
      </svg>
      <span>{numberFormat(i18n.language).format(index + 1)}</span>
    </span>
  );
}

function shapeOf(index: number) {
  return TILE_SHAPES[index % TILE_SHAPES.length] ?? 'square';
}

export interface HostQuestionProps {
  question: QuestionOpen;
  total: number;
  answered: number;
  players: number;
  now: Clock;
  text: GameText;
}

export function HostQuestion({ question, total, answered, players, now, text }: HostQuestionProps) {
  const { t, i18n } = useTranslation();
  const timerLabel = useId();
  const format = numberFormat(i18n.language);
  const left = useTimeLeft(question.locksAt, now);
  const seconds = Math.ceil(left / 1000);
  const { item } = question;
  return (
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
      <ul className="host-choices">
        {item.choices.map((choice, index) => (
          <li key={choice} className={`host-choice host-choice--${shapeOf(index)}`} data-testid="host-choice">
            <ChoiceBadge index={index} />
            <span className="host-choice__text" lang={text.lang} dir={text.dir}>{choice}</span>
          </li>
        ))}
      </ul>
      <p className="host-question__answered" aria-live="polite" data-testid="host-answered">
        {t('host.answered', { answered: format.format(answered), players: format.format(players) })}
      </p>
    </section>
  );
}

export interface HostRevealProps {
  /** The question as it opened; null when this screen came in after it opened (its text is then not known). */
  question: QuestionOpen | null;
  reveal: HostReveal;
  total: number;
  text: GameText;
}

export function HostRevealView({ question, reveal, total, text }: HostRevealProps) {
  const { t, i18n } = useTranslation();
  const still = useReducedMotion() ?? false;
  const format = numberFormat(i18n.language);
  const most = Math.max(1, ...reveal.counts.map(({ count }) => count));
  // The choices in the question's own order, as they were on screen.
  const choices = question?.item.choices ?? reveal.counts.map(({ choice }) => choice);
  const countOf = new Map(reveal.counts.map(({ choice, count }) => [choice, count]));
  return (
    <section className="host-question host-question--revealed" data-testid="host-reveal" data-question={reveal.question}>
      <header className="host-question__header">
        <p className="host-question__count">{t('host.questionOf', { number: format.format(reveal.question + 1), total: format.format(total) })}</p>
      </header>
      {question && (
        <h2 className="host-question__text" lang={text.lang} dir={text.dir}>
          {question.item.question}
        </h2>
      )}
      <ul className="host-choices host-choices--revealed">
        {choices.map((choice, index) => {
          const right = choice === reveal.answer;
          const count = countOf.get(choice) ?? 0;
          return (
            <li
              key={choice}
              className={`host-choice host-choice--${shapeOf(index)}${right ? ' host-choice--right' : ' host-choice--other'}`}
              data-testid="host-choice"
              data-right={right}
              data-count={count}
            >
              <ChoiceBadge index={index} />
              <span className="host-choice__text" lang={text.lang} dir={text.dir}>{choice}</span>
              {right && <span className="host-choice__mark">{`✓ ${t('host.rightAnswer')}`}</span>}
              <span className="host-choice__count">{t('host.chosenBy', { count: format.format(count) })}</span>
              <span className="host-choice__track" aria-hidden="true">
                <motion.span
                  className="host-choice__bar"
                  data-testid="host-bar"
                  initial={still ? false : { scaleX: 0 }}
                  animate={{ scaleX: count / most }}
                  transition={{ duration: 0.6, ease: 'easeOut' }}
                />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
