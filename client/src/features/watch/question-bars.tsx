import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatShare, rightShare } from './watch-figures.ts';

/**
 * One small bar per question: how many answered it, and the share of them who were right once the server tells it
 * (when everyone's answers to the question are in; until then only how many answered).
 */
export function QuestionBars({ questions }: { questions: RoomFigures['questions'] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (questions.length === 0) return null;

  return (
    <section className="watch-questions" aria-labelledby={headingId}>
      <h4 id={headingId} className="watch-section-title">
        {t('watch.questions')}
      </h4>
      <ol className="watch-questions__list">
        {questions.map((question, index) => {
          const share = rightShare(question);
          const label = t('watch.questionNumber', { number: formatNumber(index + 1, i18n.language) });
          const answered = formatNumber(question.answered, i18n.language);
          const figures = question.answered <= 0
            ? t('watch.noAnswers')
            : share === null
              ? t('watch.answeredSealed', { answered })
              : t('watch.rightOfAnswered', { share: formatShare(share, i18n.language), answered });
          return (
            <li key={question.questionId} className="watch-question" title={question.question}>
              <span className="watch-question__label">{label}</span>
              <span
                className="watch-question__track"
                role="meter"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round((share ?? 0) * 100)}
                aria-valuetext={share === null ? figures : t('watch.rightShare', { share: formatShare(share, i18n.language) })}
              >
                <span className="watch-question__bar" style={{ inlineSize: `${(share ?? 0) * 100}%` }} />
              </span>
              <span className="watch-question__figures">{figures}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
