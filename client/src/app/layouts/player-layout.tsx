import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UserBadge } from '../../features/auth/user-badge.tsx';
import { NotificationsBadge } from '../../features/notifications/notifications-badge.tsx';
import { LanguagePicker } from '../../i18n/language-picker.tsx';
import { Brand } from '../../ui/brand.tsx';
import { Loading } from '../../ui/loading.tsx';
import { NavLinks } from '../../ui/nav-links.tsx';
import './layouts.css';

const MAIN_NAV = [
  { href: '/home', label: 'nav.home' },
  { href: '/daily', label: 'nav.daily' },
  { href: '/rapid', label: 'nav.rapid' },
  { href: '/rewards', label: 'nav.rewards' },
  { href: '/subscriptions', label: 'nav.subscriptions' },
  { href: '/notifications', label: 'nav.notifications' },
  { href: '/profile', label: 'nav.profile' },
] as const;

const FOOTER_LINKS = [
  { href: '/about-us', label: 'pages.aboutUs' },
  { href: '/contact-us', label: 'pages.contactUs' },
  { href: '/disclaimer', label: 'pages.disclaimer' },
  { href: '/privacy-policy', label: 'pages.privacyPolicy' },
  { href: '/terms-of-service', label: 'pages.termsOfService' },
  { href: '/channel/signin', label: 'pages.creatorSignIn' },
  { href: '/admin-signin', label: 'pages.adminSignIn' },
  { href: '/version', label: 'pages.version' },
] as const;

/** The player's frame: app name, who is signed in, the language, the main sections and the about links. */
export function PlayerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <header className="topbar">
        <div className="topbar__row">
          <Brand href="/home" />
          <div className="topbar__actions">
            <UserBadge />
            <LanguagePicker />
          </div>
        </div>
        <NavLinks
          className="topbar__nav"
          label={t('nav.main')}
          items={MAIN_NAV.map((item) => ({
            href: item.href,
            label: t(item.label),
            badge: item.href === '/notifications' ? <NotificationsBadge /> : undefined,
          }))}
        />
      </header>
      <main className="shell__main">
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
      <footer className="footer">
        <nav aria-label={t('nav.more')}>
          <ul className="footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer__name">{t('app.name')}</p>
      </footer>
    </div>
  );
}
