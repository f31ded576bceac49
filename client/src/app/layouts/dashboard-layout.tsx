import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth/use-logout.ts';
import { UserBadge } from '../../features/auth/user-badge.tsx';
import { LanguagePicker } from '../../i18n/language-picker.tsx';
import { Brand } from '../../ui/brand.tsx';
import { Loading } from '../../ui/loading.tsx';
import { NavLinks } from '../../ui/nav-links.tsx';
import type { DashboardTab } from '../routes/page-route.ts';
import './layouts.css';

/** The creator's and the admin's frame: their tabs (spec 2), who is signed in, the language and "Log out". */
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
  return (
    <div className={`shell shell--dashboard shell--${area}`}>
      <header className="topbar topbar--dashboard">
        <div className="topbar__row">
          <div className="topbar__brand-group">
            <Brand href={home} />
            <span className="topbar__area">{t(area === 'creator' ? 'nav.creatorStudio' : 'nav.adminConsole')}</span>
          </div>
          <div className="topbar__actions">
            <UserBadge />
            <LanguagePicker />
            <button type="button" className="button button--ghost button--small" onClick={() => void logout()}>
              {t('common.logOut')}
            </button>
          </div>
        </div>
        <NavLinks
          className="topbar__nav topbar__nav--tabs"
          label={t('nav.dashboardSections')}
          items={tabs.map((tab) => ({ href: tab.href, label: t(tab.label) }))}
        />
      </header>
      <main className="shell__main">
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
    </div>
  );
}
