import { motion, useReducedMotion } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { HostAnswered } from '../../../features/host/host-answered.tsx';
import { SHAPE_PATHS, TILE_SHAPES } from '../../../ui/answer-shapes.ts';
import { numberFormat } from '../../../ui/number-format.ts';
import type { HostParts, HostQuestionPartProps, HostRevealPartProps, InStepItem } from '../../question-type-contract.ts';
import './mcq-host.css';

// A quiz question on the big screen, below its text. Open: its four choices in the players' colours and shapes and
// how many answered, never which choice is right (the screen has not been told). Revealed: the right choice marked
// in words and colour, a bar per choice of how many chose it.

/** The choices of a quiz's question; a question without them is not a quiz's. */
const choicesOf = (item: InStepItem | null): readonly string[] | null => (item && 'choices' in item ? item.choices : null);

function shapeOf(index: number) {
  return TILE_SHAPES[index % TILE_SHAPES.length] ?? 'square';
}

function ChoiceBadge({ index }: { index: number }) {
  const { i18n } = useTranslation();
  return (
    <span className="host-choice__badge" aria-hidden="true">
      <svg className="host-choice__shape" viewBox="0 0 24 24" focusable="false">
        <path d={SHAPE_PATHS[shapeOf(index)]} />
      </svg>
      <span>{numberFormat(i18n.language).format(index + 1)}</span>
    </span>
  );
}

function McqHostQuestion({ item, answered, players, text }: HostQuestionPartProps) {
  return (
    <>
      <ul className="host-choices">
        {(choicesOf(item) ?? []).map((choice, index) => (
          <li key={choice} className={`host-choice host-choice--${shapeOf(index)}`} data-testid="host-choice">
            <ChoiceBadge index={index} />
            <span className="host-choice__text" lang={text.lang} dir={text.dir}>{choice}</span>
          </li>
        ))}
      </ul>
      <HostAnswered answered={answered} players={players} />
    </>
  );
}

function McqHostReveal({ item, reveal, text }: HostRevealPartProps) {
  const { t, i18n } = useTranslation();
  const still = useReducedMotion() ?? false;
  const format = numberFormat(i18n.language);
  const most = Math.max(1, ...reveal.counts.map(({ count }) => count));
  // The choices in the question's own order, as they were on screen.
  const choices = choicesOf(item) ?? reveal.counts.map(({ choice }) => choice);
  const countOf = new Map(reveal.counts.map(({ choice, count }) => [choice, count]));
  return (
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
  );
}

const MCQ_HOST: HostParts = { Question: McqHostQuestion, Reveal: McqHostReveal };
export default MCQ_HOST;
