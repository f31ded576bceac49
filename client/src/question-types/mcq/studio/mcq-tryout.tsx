import { mediaUrl } from '@plw/protocol/rest/media';
import { api } from '@plw/protocol/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/api-context.tsx';
import { choiceOrder } from '../../../lib/choice-order.ts';
import { MediaPreview } from '../../../features/studio/media-picker.tsx';
import { TryoutSteps } from '../../../features/studio/play/tryout-steps.tsx';

// A quiz played as a player would, one question at a time with its choices, right or wrong at once; nothing is
// sent or scored. The demo can also show every answer at once.

/**
 * The players' order of the choices (lib/choice-order.ts) from one seed: a tryout is no play with a seed of its
 * own, so each question keeps one order on every visit. Sorted first, as the server sends them to players, so
 * the answer's place says nothing.
 */
const TRYOUT_SEED = 0;
function tryoutChoices(question: { question_id: string; answer: string; answer_options: readonly string[] }) {
  const sorted = [question.answer, ...question.answer_options].sort((a, b) => a.localeCompare(b));
  return choiceOrder(sorted, TRYOUT_SEED, question.question_id);
}

export function McqTryout({ gameId, showKey }: { gameId: string; showKey: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const loaded = useQuery({
    queryKey: ['studio', 'mcq-demo', gameId],
    queryFn: ({ signal }) => client.call(api.mcqPlayDemoQuestions, { params: { id: gameId }, signal }),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [keyShown, setKeyShown] = useState(false);

  return (
    <TryoutSteps
      loaded={loaded}
      step={(question, at) => (
        <section className="studio-card" aria-labelledby="tryout-question">
          <p className="studio-muted">{t('studio.questionOf', { number: at.number, total: at.total })}</p>
          <h2 id="tryout-question" className="studio-card__title">
            {question.question}
          </h2>
          {question.mediaFile && question.mediaType && (
            <MediaPreview media={{ url: mediaUrl(question.mediaFile), mediaType: question.mediaType }} />
          )}
          <div className="studio-list" role="group" aria-label={t('studio.choices')}>
            {tryoutChoices(question).map((choice) => {
              const verdict = chosen === null ? '' : choice === question.answer ? ' tryout-choice--right' : choice === chosen ? ' tryout-choice--wrong' : '';
              return (
                <button
                  key={choice}
                  type="button"
                  className={`button button--ghost button--block tryout-choice${verdict}`}
                  disabled={chosen !== null}
                  onClick={() => {
                    setChosen(choice);
                    if (choice === question.answer) at.onRight();
                  }}
                >
                  {choice}
                </button>
              );
            })}
          </div>
          {chosen !== null && (
            <div className="studio-row studio-row--between">
              <p role="status" className="studio-card__title">
                {chosen === question.answer ? t('studio.right') : t('studio.wrongAnswer', { answer: question.answer })}
              </p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setChosen(null);
                  at.onNext();
                }}
              >
                {at.number < at.total ? t('studio.next') : t('studio.finish')}
              </button>
            </div>
          )}
        </section>
      )}
      after={(questions) =>
        showKey && (
          <section className="studio-card">
            <button type="button" className="button button--ghost button--small" aria-expanded={keyShown} onClick={() => setKeyShown((on) => !on)}>
              {keyShown ? t('studio.hideAnswers') : t('studio.showAnswers')}
            </button>
            {keyShown && (
              <ol className="studio-list">
                {questions.map((q) => (
                  <li key={q.question_id} className="studio-item">
                    <span className="studio-item__title">{q.question}</span>
                    <span className="studio-item__meta">{t('studio.answerIs', { answer: q.answer })}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
    />
  );
}
