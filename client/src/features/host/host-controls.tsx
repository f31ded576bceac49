import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// The host's controls: the keyboard shortcuts a presenter uses without looking (Space or Enter starts or moves on,
// E ends after a confirmation, F toggles full screen), their small legend, and the confirmation dialog.

export interface HostKeys {
  /** Start in the lobby, Next during the questions; absent when neither applies. */
  primary?: (() => void) | undefined;
  end?: (() => void) | undefined;
  fullScreen: () => void;
}

/** Listens while `enabled` (not while a dialog asks). Keys typed into a field, or pressed on a control, are theirs. */
export function useHostKeys(keys: HostKeys, enabled: boolean): void {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const onControl = Boolean(target?.closest('button, a, [role="switch"]'));
      const { primary, end, fullScreen } = current.current;
      if (event.code === 'Space' || event.key === ' ' || event.key === 'Enter') {
        // A focused button already acts on Space and Enter: acting here too would do it twice.
        if (onControl || !primary) return;
        event.preventDefault();
        primary();
      } else if (event.code === 'KeyE' || event.key.toLowerCase() === 'e') {
        if (!end) return;
        event.preventDefault();
        end();
      } else if (event.code === 'KeyF' || event.key.toLowerCase() === 'f') {
        event.preventDefault();
        fullScreen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** The whole page full screen, or back; a browser that refuses (no user gesture, an iframe) is left as it is. */
export function toggleFullScreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export function KeyLegend() {
  const { t } = useTranslation();
  return (
    <dl className="host-keys" aria-label={t('host.shortcuts')} data-testid="host-keys">
      <div className="host-keys__item">
        <dt>
          <kbd>{t('host.keySpace')}</kbd>
          {' / '}
          <kbd>{t('host.keyEnter')}</kbd>
        </dt>
        <dd>{t('host.keyStartNext')}</dd>
      </div>
      <div className="host-keys__item">
        <dt>
          <kbd>E</kbd>
        </dt>
        <dd>{t('host.keyEnd')}</dd>
      </div>
      <div className="host-keys__item">
        <dt>
          <kbd>F</kbd>
        </dt>
        <dd>{t('host.keyFullScreen')}</dd>
      </div>
    </dl>
  );
}

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; Escape or Cancel (focused first, the safe choice) say no. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onCancel]);
  return (
    <div className="host-dialog__backdrop">
      <div
        className="host-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="host-confirm"
      >
        <h2 id={titleId} className="host-dialog__title">
          {title}
        </h2>
        <p id={textId}>{text}</p>
        <div className="host-dialog__actions">
          <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel}>
            {t('host.cancel')}
          </button>
          <button type="button" className="button host-button--danger" onClick={onConfirm}>
            {confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
