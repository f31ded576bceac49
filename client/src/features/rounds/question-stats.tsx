import type { QuestionStats } from '@plw/protocol/rest/rounds';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds, formatShare } from './round-format.ts';

/** Below this share right, a question is flagged as worth going over again with the class. */
export const REVISIT_BELOW = 0.5;

/** Each question of a round: its right answer, the share of players right as a bar, how many answered and how fast. */
export function QuestionStatsList({ questions, players }: { questions: readonly QuestionStats[]; players: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const headingId = useId();
  return (
    <section className="rounds-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rounds-section__title">
        {t('rounds.questions')}
      </h2>
      <ol className="rounds-questions">
        {questions.map((question, index) => {
          const number = formatNumber(index + 1, locale);
          const share = formatShare(question.right_share, locale);
          const revisit = players > 0 && question.right_share < REVISIT_BELOW;
          return (
            <li key={question.question_id} className="rounds-question" data-testid="question-stats">
              <div className="rounds-question__head">
                <span className="rounds-question__number">{t('rounds.questionNumber', { number })}</span>
                {revisit && <span className="rounds-badge rounds-badge--revisit">{t('rounds.revisit')}</span>}
              </div>
              <p className="rounds-question__text">
                <bdi>{question.question}</bdi>
              </p>
              <p className="rounds-question__answer">
                {t('rounds.rightAnswer')}
                {' '}
                <strong>
                  <bdi>{question.answer}</bdi>
                </strong>
              </p>
              <div
                className="rounds-question__track"
                role="meter"
                aria-label={t('rounds.questionNumber', { number })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(question.right_share * 100)}
                aria-valuetext={t('rounds.rightShare', { share })}
              >
                <span className="rounds-question__bar" style={{ inlineSize: `${question.right_share * 100}%` }} />
              </div>
              <p className="rounds-question__figures">
                <span>{t('rounds.rightShare', { share })}</span>
                <span>
                  {t('rounds.answeredOf', {
                    answered: formatNumber(question.answered, locale),
                    players: formatNumber(players, locale),
                  })}
                </span>
                <span>
                  {question.average_ms === null
                    ? t('rounds.noAnswers')
                    : t('rounds.averageTime', { time: formatSeconds(question.average_ms, locale) })}
                </span>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
