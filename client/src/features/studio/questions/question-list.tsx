import type { MediaType } from '@plw/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// A game's questions in order, each with edit, delete and move up/down (the order players get them in).

export interface ListedQuestion {
  question_id: string;
  question: string;
  answer: string;
  mediaType: MediaType | null;
}

export function QuestionList<Q extends ListedQuestion>({
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

/** The ids in their new order after moving one question from one place to another. */
export function movedOrder(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
