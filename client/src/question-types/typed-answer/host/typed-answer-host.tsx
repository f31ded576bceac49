import { motion, useReducedMotion } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../ui/number-format.ts';
import type { HostParts, HostQuestionPartProps } from '../../question-type-contract.ts';
import { TypedAnswerHostReveal } from './typed-answer-host-reveal.tsx';
import './typed-answer-host.css';

// A "type the answer" question on the big screen, below its text: nothing to choose among, so the screen calls the
// room to their phones and counts the answers coming in, each new one bumping the count. It never shows a typed
// answer before the reveal (and the screen is not told the right one until then).

function PhoneIcon() {
  return (
    <svg className="typed-host-prompt__phone" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentcolor" strokeWidth="2" />
      <path d="M9 14h6M9 17h4" stroke="currentcolor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function TypedAnswerHostQuestion({ answered, players }: HostQuestionPartProps) {
  const { t, i18n } = useTranslation();
  const still = useReducedMotion() ?? false;
  const format = numberFormat(i18n.language);
  return (
    <div className="typed-host-prompt" data-testid="typed-host-prompt">
      <p className="typed-host-prompt__call">
        <PhoneIcon />
        <span>{t('typedAnswerHost.typeOnPhone')}</span>
      </p>
      <p className="typed-host-prompt__in" aria-live="polite" data-testid="host-answered" data-answered={answered}>
        <motion.span
          key={answered}
          className="typed-host-prompt__number"
          initial={still ? false : { scale: 1.35 }}
          animate={{ scale: 1 }}
          transition={{ type: 'spring', stiffness: 420, damping: 18 }}
        >
          {format.format(answered)}
        </motion.span>
        <span className="typed-host-prompt__label">
          {t('typedAnswerHost.answersIn', { players: format.format(players) })}
        </span>
      </p>
    </div>
  );
}

const TYPED_ANSWER_HOST: HostParts = { Question: TypedAnswerHostQuestion, Reveal: TypedAnswerHostReveal };
export default TYPED_ANSWER_HOST;
