import type { TypedAnswerQuestionView } from '@plw/protocol/question-types/typed-answer/review-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The demo's answers at hand: each question with its answer and every other spelling it accepts, on request. */
export function AnswerKey({ questions }: { questions: readonly TypedAnswerQuestionView[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <section className="studio-card">
      <button type="button" className="button button--ghost button--small" aria-expanded={shown} onClick={() => setShown((on) => !on)}>
        {shown ? t('studio.hideAnswers') : t('studio.showAnswers')}
      </button>
      {shown && (
        <ol className="studio-list" data-testid="answer-key">
          {questions.map((q) => (
            <li key={q.question_id} className="studio-item">
              <div className="studio-item__main">
                <span className="studio-item__title" dir="auto">{q.question}</span>
                <span className="studio-item__meta">
                  {t('studio.answerIs', { answer: `\u2068${q.answer}\u2069` })}
                  {q.alternatives.length > 0 && ` · ${t('typedAnswerStudio.alsoAccepted', { spellings: `\u2068${q.alternatives.join(' · ')}\u2069` })}`}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
