import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotificationsBadge } from '../../features/notifications/notifications-badge.tsx';
import { Brand } from '../../ui/brand.tsx';
import { NavLinks } from '../../ui/nav-links.tsx';
import { AppShell } from './app-shell.tsx';

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
    <AppShell
      className="shell"
      topbarClassName="topbar"
      brand={<Brand href="/home" />}
      nav={(
        <NavLinks
          className="topbar__nav"
          label={t('nav.main')}
          items={MAIN_NAV.map((item) => ({
            href: item.href,
            label: t(item.label),
            badge: item.href === '/notifications' ? <NotificationsBadge /> : undefined,
          }))}
        />
      )}
      footer={(
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
      )}
    >
      {children}
    </AppShell>
  );
}
