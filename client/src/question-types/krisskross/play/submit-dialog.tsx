import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a submission that leaves squares empty: a player submits only once. */
export function SubmitDialog({ empty, open, onCancel, onConfirm }: {
  empty: number;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="kk-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <h2 id={titleId} className="kk-dialog__title">
        {t('krissKross.confirmTitle')}
      </h2>
      <p>{t('krissKross.confirmMessage', { count: empty })}</p>
      <div className="kk-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} autoFocus>
          {t('krissKross.keepPlaying')}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('krissKross.submitAnyway')}
        </button>
      </div>
    </dialog>
  );
}
