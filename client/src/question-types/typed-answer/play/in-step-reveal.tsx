import type { QuestionReveal } from '@plw/protocol/socket/round-events';
import { motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealHead } from '../../../kits/game-pages/index.ts';
import { pointsFormat } from '../../../ui/number-format.ts';
import './in-step-reveal.css';
import { type TypedAnswerQuestion, useTypedVerdictWords } from './typed-question-card.tsx';

// An in-step question's reveal: first the verdict's full-colour moment (green with the points earned; red, or slate
// for no answer, with a "Learn" line with the right answer), then the question with the right answer and how many
// typed it, what the player typed, the wrong answers most players typed with how many typed each (the server
// shows only those typed by several), and how the rank moved. The moment is the one live region, so a screen
// reader hears the reveal once; the bars grow in briefly (not at all under reduced motion), and nothing waits on
// them.

export interface InStepRevealProps {
  question: TypedAnswerQuestion;
  number: number;
  total: number;
  reveal: QuestionReveal;
  rankBefore: number | null;
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function InStepReveal({ question, number, total, reveal, rankBefore, lang, dir }: InStepRevealProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const words = useTypedVerdictWords();
  const format = pointsFormat(i18n.language);
  const { me } = reveal;
  // The counts hold the right answer (as the reveal names it) and the wrong ones most typed.
  const rightCount = reveal.counts.find(({ choice }) => choice === reveal.answer)?.count ?? 0;
  const wrong = reveal.counts.filter(({ choice }) => choice !== reveal.answer);
  const most = Math.max(1, rightCount, ...wrong.map(({ count }) => count));
  const moved = rankBefore !== null && me.rank !== null ? rankBefore - me.rank : 0;

  return (
    <section className="typed-card typed-reveal" aria-labelledby={headingId} data-testid="in-step-reveal" data-question={reveal.questionId}>
      <RevealHead
        reveal={reveal}
        words={words}
        countText={t('typedAnswer.questionOf', { number, total })}
        question={question.question}
        headingId={headingId}
        cardClass="typed-card"
        lang={lang}
        dir={dir}
      />
      {me.chosen !== null && (
        <p className="typed-reveal__mine" data-testid="in-step-mine">
          {t('typedAnswer.youTyped')}
          {' '}
          <bdi className="typed-reveal__typed" lang={lang} dir={dir}>{me.chosen}</bdi>
        </p>
      )}
      <div className="typed-reveal__row typed-reveal__row--right" data-testid="in-step-right" data-count={rightCount}>
        <span className="typed-reveal__label">{`✓ ${t('typedAnswer.rightAnswer')}`}</span>
        <bdi className="typed-reveal__text" lang={lang} dir={dir}>{reveal.answer}</bdi>
        <span className="typed-reveal__count">
          {t('typedAnswer.gotIt', { right: rightCount, players: reveal.players })}
        </span>
        <Bar share={rightCount / most} />
      </div>
      {wrong.length > 0 && (
        <>
          <h3 className="typed-reveal__title">{t('typedAnswer.commonWrong')}</h3>
          <ol className="typed-reveal__wrong">
            {wrong.map(({ choice, count }) => (
              <li
                key={choice}
                className={`typed-reveal__row${choice === me.chosen ? ' typed-reveal__row--mine' : ''}`}
                data-testid="in-step-wrong"
                data-count={count}
              >
                <bdi className="typed-reveal__text" lang={lang} dir={dir}>{choice}</bdi>
                <span className="typed-reveal__count">{t('typedAnswer.typedBy', { number: count })}</span>
                <Bar share={count / most} />
              </li>
            ))}
          </ol>
        </>
      )}
      {moved !== 0 && (
        <p className={`typed-reveal__moved typed-reveal__moved--${moved > 0 ? 'up' : 'down'}`} data-testid="in-step-rank-moved">
          <span aria-hidden="true">{moved > 0 ? '▲ ' : '▼ '}</span>
          {moved > 0 ? t('inStep.rankUp', { places: format.format(moved) }) : t('inStep.rankDown', { places: format.format(-moved) })}
        </p>
      )}
    </section>
  );
}

/** How many typed an answer, as a bar against the most typed; growing in briefly, still under reduced motion. */
function Bar({ share }: { share: number }) {
  return (
    <span className="typed-reveal__track" aria-hidden="true">
      <motion.span
        className="typed-reveal__bar"
        data-testid="in-step-bar"
        initial={{ scaleX: 0 }}
        animate={{ scaleX: share }}
        transition={{ duration: 0.4 }}
      />
    </span>
  );
}
