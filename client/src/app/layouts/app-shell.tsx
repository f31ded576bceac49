import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { UserBadge } from '../../features/auth/user-badge.tsx';
import { LanguagePicker } from '../../i18n/language-picker.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageLoadBoundary } from '../page-load-boundary.tsx';
import { focusMainContent } from '../route-focus.ts';
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

/** The keyboard's first stop: past the bars, to the page's own content. */
function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    focusMainContent();
  };
  return (
    <a className="skip-link" href="#main-content" onClick={skip}>
      {t('nav.skipToContent')}
    </a>
  );
}

/**
 * What every frame shares: a link past the bars, a top bar with the brand, who is signed in and the language; the
 * page, lazily loaded (reloaded once if its code fails to load).
 */
export function AppShell({ className, topbarClassName, brand, actions, nav, footer, tabBar, children }: AppShellProps) {
  const [address] = useLocation();
  return (
    <div className={className}>
      <SkipLink />
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
      <main className="shell__main" id="main-content" tabIndex={-1}>
        <OfflineAwarePage>
          <PageLoadBoundary address={address} fallback={<Loading />}>
            {children}
          </PageLoadBoundary>
        </OfflineAwarePage>
      </main>
      {footer}
    </div>
  );
}
