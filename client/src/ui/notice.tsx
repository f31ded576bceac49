import type { ReactNode } from 'react';
import './notice.css';

/** A message inside a page: a failed guard, an address missing what the page needs. */
export function Notice({ tone = 'danger', children }: { tone?: 'danger' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
