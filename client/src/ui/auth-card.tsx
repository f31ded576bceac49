import type { ReactNode } from 'react';
import './auth-card.css';

/** The centred card the sign-in forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return <section className="auth-card">{children}</section>;
}
