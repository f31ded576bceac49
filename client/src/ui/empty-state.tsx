import type { ReactNode } from 'react';
import './empty-state.css';

/** What a list shows when it has nothing, also when it could not load (spec 8: a failed list is an empty list). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="8" y="12" width="32" height="26" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 22h10l3 4h6l3-4h10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  );
}
