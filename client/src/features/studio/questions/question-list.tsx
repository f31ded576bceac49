import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import type { MediaType } from '@plw/shared/constants';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionActions } from './use-question-actions.ts';

// A game's questions in order, each with edit, delete and move up/down (the order players get them in), in the
// card the question pages of both kinds show under their form.

export interface ListedQuestion {
  question_id: string;
  question: string;
  answer: string;
  mediaType: MediaType | null;
}

/** Which question the form edits, or which draft it reviews: at most one of them, cleared when saved. */
export function useQuestionEditor<Q>() {
  const [editing, setEditing] = useState<Q | null>(null);
  const [draft, setDraft] = useState<QuestionDraft | null>(null);
  return {
    editing,
    draft,
    edit: (question: Q) => {
      setDraft(null);
      setEditing(question);
    },
    review: setDraft,
    done: () => {
      setEditing(null);
      setDraft(null);
    },
  };
}

export function QuestionsCard<Q extends ListedQuestion>({
  gameId,
  questions,
  editingId,
  locked,
  detail,
  onEdit,
}: {
  gameId: string;
  questions: readonly Q[];
  editingId: string | null;
  locked: boolean;
  detail: (question: Q) => ReactNode;
  onEdit: (question: Q) => void;
}) {
  const { t } = useTranslation();
  const actions = useQuestionActions(gameId, questions.map((q) => q.question_id));
  return (
    <section className="studio-card" aria-labelledby="questions-title">
      <h2 id="questions-title" className="studio-card__title">
        {t('studio.questionCount', { count: questions.length })}
      </h2>
      <QuestionList
        questions={questions}
        editingId={editingId}
        locked={locked}
        busy={actions.busy}
        detail={detail}
        onEdit={onEdit}
        onDelete={(q) => actions.remove(q.question_id)}
        onMove={actions.move}
      />
    </section>
  );
}

function QuestionList<Q extends ListedQuestion>({
  questions,
  editingId,
  locked,
  busy,
  detail,
  onEdit,
  onDelete,
  onMove,
}: {
  questions: readonly Q[];
  editingId: string | null;
  locked: boolean;
  busy: boolean;
  detail: (question: Q) => ReactNode;
  onEdit: (question: Q) => void;
  onDelete: (question: Q) => void;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation();
  if (questions.length === 0) return <p className="studio-muted">{t('studio.noQuestions')}</p>;
  return (
    <ol className="studio-list" aria-label={t('studio.questionList')}>
      {questions.map((question, index) => (
        <li
          key={question.question_id}
          className="studio-item"
          data-testid="studio-question"
          aria-current={editingId === question.question_id ? 'true' : undefined}
        >
          <div className="studio-item__main">
            <span className="studio-item__title">
              {`${index + 1}. ${question.question}`}
            </span>
            <span className="studio-item__meta">
              {t('studio.answerIs', { answer: question.answer })}
              {' '}
              {detail(question)}
              {question.mediaType && <span className="studio-badge">{t(`studio.media.${question.mediaType}`)}</span>}
            </span>
          </div>
          {!locked && (
            <div className="studio-item__actions">
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy || index === 0}
                aria-label={t('studio.moveUp', { number: index + 1 })}
                onClick={() => onMove(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy || index === questions.length - 1}
                aria-label={t('studio.moveDown', { number: index + 1 })}
                onClick={() => onMove(index, index + 1)}
              >
                ↓
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => onEdit(question)}>
                {t('studio.edit')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                onClick={() => onDelete(question)}
              >
                {t('studio.delete')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
