import type { QuestionReveal } from '@plw/protocol/socket/round-events';
import { motion } from 'motion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealHead } from '../../../kits/game-pages/index.ts';
import { type McqQuestion, useVerdictWords } from './question-card.tsx';
import './in-step-reveal.css';
import { pointsFormat } from '../../../ui/number-format.ts';

// An in-step question's reveal: first the verdict's full-colour moment (green with the points earned; red, or slate
// for no answer, with a "Learn" line with the right one), then the question with the right answer and the player's
// own choice marked, how many chose each choice as bars, and how the rank moved. Every mark is words beside the
// colour. The moment is a live region, so a screen reader hears the reveal; the bars and rank grow in briefly (off
// under reduced motion: the page's MotionConfig; any key or tap skips to their end), and nothing waits on them.

export interface InStepRevealProps {
  question: McqQuestion;
  number: number;
  total: number;
  /** The choices in this player's order. */
  choices: readonly string[];
  reveal: QuestionReveal;
  rankBefore: number | null;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function InStepReveal({ question, number, total, choices, reveal, rankBefore, lang, dir }: InStepRevealProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const format = pointsFormat(i18n.language);
  const words = useVerdictWords();
  const { me } = reveal;
  const countOf = new Map(reveal.counts.map(({ choice, count }) => [choice, count]));
  const most = Math.max(1, ...reveal.counts.map(({ count }) => count));
  const moved = rankBefore !== null && me.rank !== null ? rankBefore - me.rank : 0;

  // Any key or tap skips the growing in: the elements come back already at their end (initial false).
  const [skipped, setSkipped] = useState(false);
  useEffect(() => {
    const skip = () => setSkipped(true);
    document.addEventListener('keydown', skip);
    document.addEventListener('pointerdown', skip);
    return () => {
      document.removeEventListener('keydown', skip);
      document.removeEventListener('pointerdown', skip);
    };
  }, []);
  const motionKey = skipped ? 'still' : 'moving';

  return (
    <section className="mcq-card in-step-reveal" aria-labelledby={headingId} data-testid="in-step-reveal" data-question={reveal.questionId}>
      <RevealHead
        reveal={reveal}
        words={words}
        countText={t('mcq.questionOf', { number, total })}
        question={question.question}
        headingId={headingId}
        cardClass="mcq-card"
        lang={lang}
        dir={dir}
      />
      <h3 className="in-step-reveal__title visually-hidden">{t('inStep.revealTitle')}</h3>
      <ul className="in-step-reveal__choices">
        {choices.map((choice) => {
          const right = choice === reveal.answer;
          const mine = choice === me.chosen;
          const count = countOf.get(choice) ?? 0;
          return (
            <li
              key={choice}
              className={`in-step-reveal__choice${right ? ' in-step-reveal__choice--right' : ''}${mine ? ' in-step-reveal__choice--mine' : ''}`}
              data-testid="in-step-choice"
              data-right={right}
              data-mine={mine}
              data-count={count}
            >
              <span className="in-step-reveal__text" lang={lang} dir={dir}>
                {choice}
              </span>
              <span className="in-step-reveal__marks">
                {right && <span className="in-step-reveal__mark">{`✓ ${t('inStep.rightAnswer')}`}</span>}
                {mine && <span className="in-step-reveal__mark">{`● ${t('inStep.yourChoice')}`}</span>}
              </span>
              <span className="in-step-reveal__count">{t('inStep.chosenBy', { count })}</span>
              <span className="in-step-reveal__track" aria-hidden="true">
                <motion.span
                  key={motionKey}
                  className="in-step-reveal__bar"
                  data-testid="in-step-bar"
                  initial={skipped ? false : { scaleX: 0 }}
                  animate={{ scaleX: count / most }}
                  transition={{ duration: 0.4 }}
                />
              </span>
            </li>
          );
        })}
      </ul>
      {moved !== 0 && (
        <motion.p
          key={motionKey}
          className={`in-step-reveal__moved in-step-reveal__moved--${moved > 0 ? 'up' : 'down'}`}
          data-testid="in-step-rank-moved"
          initial={skipped ? false : { opacity: 0, y: moved > 0 ? 8 : -8 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.3 }}
        >
          <span aria-hidden="true">{moved > 0 ? '▲ ' : '▼ '}</span>
          {moved > 0 ? t('inStep.rankUp', { places: format.format(moved) }) : t('inStep.rankDown', { places: format.format(-moved) })}
        </motion.p>
      )}
    </section>
  );
}
