import { motion, useReducedMotion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../ui/number-format.ts';
import type { HostRevealPartProps } from '../../question-type-contract.ts';

// A "type the answer" reveal on the big screen, as a show for the room: the right answer springs in, large, with
// how many typed it in any accepted spelling; then, one by one, the wrong answers most players typed, each with how
// many typed it (the server sends only those at least two players typed, so no one's answer is singled out). Bars
// are shares of the round's players; they grow from the line's start, whichever way the screen's language reads.

/** When the wrong answers follow the right one, and how far apart: the room reads the answer first. */
const WRONG_AFTER_S = 0.7;
const WRONG_STAGGER_S = 0.35;

function Bar({ share, still, delay, testId }: { share: number; still: boolean; delay: number; testId: string }) {
  return (
    <span className="typed-host-bar" aria-hidden="true">
      <motion.span
        className="typed-host-bar__fill"
        data-testid={testId}
        initial={still ? false : { scaleX: 0 }}
        animate={{ scaleX: share }}
        transition={{ duration: 0.7, ease: 'easeOut', delay }}
      />
    </span>
  );
}

export function TypedAnswerHostReveal({ reveal, text }: HostRevealPartProps) {
  const { t, i18n } = useTranslation();
  const still = useReducedMotion() ?? false;
  const wrongTitle = useId();
  const format = numberFormat(i18n.language);
  const right = reveal.counts.find(({ choice }) => choice === reveal.answer)?.count ?? 0;
  const wrong = reveal.counts.filter(({ choice }) => choice !== reveal.answer);
  const typed = right + wrong.reduce((sum, { count }) => sum + count, 0);
  const players = Math.max(1, reveal.players, typed);
  return (
    <div className="typed-host-reveal">
      <motion.div
        className="typed-host-answer"
        data-testid="typed-host-answer"
        data-count={right}
        initial={still ? false : { scale: 0.6, opacity: 0 }}
        animate={{ scale: 1, opacity: 1 }}
        transition={{ type: 'spring', stiffness: 260, damping: 15 }}
      >
        <p className="typed-host-answer__label">{`✓ ${t('typedAnswerHost.rightAnswer')}`}</p>
        <p className="typed-host-answer__text" lang={text.lang} dir={text.dir} data-testid="typed-host-answer-text">
          {reveal.answer}
        </p>
        <p className="typed-host-answer__count">
          {t('typedAnswerHost.gotIt', { number: format.format(right), players: format.format(reveal.players) })}
        </p>
        <Bar share={right / players} still={still} delay={0.3} testId="typed-host-right-bar" />
      </motion.div>
      <section className="typed-host-wrong" aria-labelledby={wrongTitle}>
        <h3 className="typed-host-wrong__title" id={wrongTitle}>{t('typedAnswerHost.wrongTitle')}</h3>
        {wrong.length === 0
          ? <p className="typed-host-wrong__none">{t('typedAnswerHost.noCommonWrong')}</p>
          : (
              <ol className="typed-host-wrong__list">
                {wrong.map(({ choice, count }, index) => {
                  const delay = WRONG_AFTER_S + index * WRONG_STAGGER_S;
                  return (
                    <motion.li
                      key={choice}
                      className="typed-host-wrong__line"
                      data-testid="typed-host-wrong"
                      data-count={count}
                      initial={still ? false : { opacity: 0, y: 24 }}
                      animate={{ opacity: 1, y: 0 }}
                      transition={{ duration: 0.4, ease: 'easeOut', delay }}
                    >
                      <span className="typed-host-wrong__mark" aria-hidden="true">✗</span>
                      <span className="typed-host-wrong__text" lang={text.lang} dir={text.dir}>{choice}</span>
                      <span className="typed-host-wrong__count">
                        {t('typedAnswerHost.typedBy', { number: format.format(count) })}
                      </span>
                      <Bar share={count / players} still={still} delay={delay + 0.2} testId="typed-host-wrong-bar" />
                    </motion.li>
                  );
                })}
              </ol>
            )}
      </section>
    </div>
  );
}
