import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../ui/loading.tsx';

// How every type's tryout runs: its demo questions one at a time as a player would meet them, the right ones
// counted, then the result with a way to play again. Nothing is sent or scored. The step itself is the type's.

/** Where the tryout stands, for the type's step. */
export interface TryoutStep {
  /** The question's place, from 1. */
  number: number;
  total: number;
  /** The question was answered right. */
  onRight: () => void;
  /** On to the next question, or the result after the last. */
  onNext: () => void;
}

export function TryoutSteps<Q>({
  loaded,
  step,
  after,
}: {
  /** The demo questions' fetch. */
  loaded: { isPending: boolean; data?: { questions: Q[] } };
  step: (question: Q, at: TryoutStep) => ReactNode;
  /** What follows the steps, e.g. the answers at hand. */
  after?: (questions: Q[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [right, setRight] = useState(0);
  if (loaded.isPending) return <Loading />;
  // Spec 8: a question fetch that fails shows no questions.
  const questions = loaded.data?.questions ?? [];
  if (questions.length === 0) return <p className="studio-muted">{t('studio.noQuestions')}</p>;
  const question = questions[index];

  return (
    <>
      {question !== undefined
        ? step(question, {
            number: index + 1,
            total: questions.length,
            onRight: () => setRight((n) => n + 1),
            onNext: () => setIndex((i) => i + 1),
          })
        : (
            <section className="studio-card" role="status">
              <h2 className="studio-card__title">{t('studio.tryoutResult', { right, total: questions.length })}</h2>
              <div className="studio-row">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setIndex(0);
                    setRight(0);
                  }}
                >
                  {t('studio.playAgain')}
                </button>
              </div>
            </section>
          )}
      {after?.(questions)}
    </>
  );
}
