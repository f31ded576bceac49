import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/use-logout.ts';
import { usePendingReviewCount } from '../../features/review/review-queries.ts';
import { Brand } from '../../ui/brand.tsx';
import { NavLinks } from '../../ui/nav-links.tsx';
import type { DashboardTab } from '../routes/page-route.ts';
import { AppShell } from './app-shell.tsx';

/** Where the admin's "To review (n)" leads: the all-games page on its tab of games waiting for a review. */
export const TO_REVIEW_HREF = '/admin/all-games?tab=review';

/**
 * The creator's and the admin's frame: their tabs (spec 2), who is signed in, the language and "Log out"; the admin's
 * tabs include "To review (n)", the games waiting for their review.
 */
export function DashboardLayout({
  area,
  tabs,
  children,
}: {
  area: 'creator' | 'admin';
  tabs: readonly DashboardTab[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const home = area === 'creator' ? '/creator/dashboard' : '/admin/dashboard';
  const toReview = usePendingReviewCount(area === 'admin').data?.pending;
  const items = tabs.map((tab) => ({ href: tab.href, label: t(tab.label) }));
  // Second, beside the dashboard: on a phone the tab row scrolls, and what waits for the admin must show at once.
  if (toReview !== undefined) items.splice(1, 0, { href: TO_REVIEW_HREF, label: t('nav.toReview', { count: toReview }) });
  return (
    <AppShell
      className={`shell shell--dashboard shell--${area}`}
      topbarClassName="topbar topbar--dashboard"
      brand={(
        <div className="topbar__brand-group">
          <Brand href={home} />
          <span className="topbar__area">{t(area === 'creator' ? 'nav.creatorStudio' : 'nav.adminConsole')}</span>
        </div>
      )}
      actions={(
        <button type="button" className="button button--ghost button--small" onClick={() => void logout()}>
          {t('common.logOut')}
        </button>
      )}
      nav={(
        <NavLinks
          className="topbar__nav topbar__nav--tabs"
          label={t('nav.dashboardSections')}
          items={items}
        />
      )}
    >
      {children}
    </AppShell>
  );
}
