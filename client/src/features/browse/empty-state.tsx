import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// What a list shows when it has nothing, and also when it could not be read (spec 8: failing list loaders give an
// empty list), with a way to try again then.

export interface EmptyStateProps {
  title: string;
  hint?: string | undefined;
  /** Set when the list failed to load: offers to read it again. */
  onRetry?: (() => void) | undefined;
  children?: ReactNode;
}

export function EmptyState({ title, hint, onRetry, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className="browse-empty" data-testid="empty-state" data-failed={onRetry ? 'true' : undefined}>
      <svg className="browse-empty__icon" viewBox="0 0 48 48" aria-hidden="true">
        <rect x="6" y="10" width="36" height="28" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M14 22h20M14 29h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="browse-empty__title">{title}</p>
      {hint && <p className="browse-empty__hint">{hint}</p>}
      {children}
      {onRetry && (
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
