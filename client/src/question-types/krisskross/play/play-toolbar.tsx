import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './use-progress-saver.ts';

// Under the grid while playing: how many squares are filled, whether the letters are saved, and the submit button.

export interface PlayToolbarProps {
  filled: number;
  total: number;
  saveStatus: SaveStatus;
  submitting: boolean;
  onSubmit: () => void;
}

export function PlayToolbar({ filled, total, saveStatus, submitting, onSubmit }: PlayToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="kk-toolbar">
      <p className="kk-toolbar__status">
        <span>{t('krissKross.filled', { filled, total })}</span>
        <SaveNote status={saveStatus} />
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={submitting}
        onClick={onSubmit}
      >
        {submitting ? t('krissKross.submitting') : t('krissKross.submit')}
      </button>
    </div>
  );
}

function SaveNote({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  if (status === 'idle') return null;
  const text = status === 'saved'
    ? t('krissKross.saved')
    : status === 'failed'
      ? t('krissKross.saveFailed')
      : t('krissKross.saving');
  return (
    <span className={`kk-save kk-save--${status}`} data-testid="save-status" data-status={status}>
      {text}
    </span>
  );
}
