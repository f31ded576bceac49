import { type ReactNode, Suspense } from 'react';
import { UserBadge } from '../../features/auth/user-badge.tsx';
import { LanguagePicker } from '../../i18n/language-picker.tsx';
import { Loading } from '../../ui/loading.tsx';
import { OfflineAwarePage } from './offline-aware-page.tsx';
import './layouts.css';

interface AppShellProps {
  /** The shell's and the top bar's classes: the frame's variant (game, dashboard). */
  className: string;
  topbarClassName: string;
  /** The start of the top bar: the app's name, and the area's where there is one. */
  brand: ReactNode;
  /** After who is signed in and the language, e.g. "Log out". */
  actions?: ReactNode;
  /** Under the top bar's row: the frame's sections. */
  nav?: ReactNode;
  footer?: ReactNode;
  /**
   * A bar fixed to the bottom of a phone's screen: outside the header, whose blur would hold it in place, but
   * next to it, so the keyboard and screen readers reach the sections before the page, as on a wide screen.
   */
  tabBar?: ReactNode;
  children: ReactNode;
}

/** What every frame shares: a top bar with the brand, who is signed in and the language; the page, lazily loaded. */
export function AppShell({ className, topbarClassName, brand, actions, nav, footer, tabBar, children }: AppShellProps) {
  return (
    <div className={className}>
      <header className={topbarClassName}>
        <div className="topbar__row">
          {brand}
          <div className="topbar__actions">
            <UserBadge />
            <LanguagePicker />
            {actions}
          </div>
        </div>
        {nav}
      </header>
      {tabBar}
      <main className="shell__main">
        <OfflineAwarePage>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </OfflineAwarePage>
      </main>
      {footer}
    </div>
  );
}
