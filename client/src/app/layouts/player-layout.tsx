import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotificationsBadge } from '../../features/notifications/notifications-badge.tsx';
import { Brand } from '../../ui/brand.tsx';
import { NavLinks } from '../../ui/nav-links.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { AppShell } from './app-shell.tsx';
import { PhoneShortcuts, PhoneTabBar } from './phone-nav.tsx';

/**
 * The player's sections; `tab` ones are the phone's bottom bar (under `short`, a name that fits a fifth of a
 * 360 px screen in every language), the others its top bar's icons.
 */
const MAIN_NAV = [
  { href: '/home', label: 'nav.home', icon: 'home', tab: true },
  { href: '/daily', label: 'nav.daily', icon: 'daily', tab: true },
  { href: '/rapid', label: 'nav.rapid', icon: 'rapid', tab: true },
  { href: '/rewards', label: 'nav.rewards', short: 'nav.rewardsTab', icon: 'rewards', tab: true },
  { href: '/subscriptions', label: 'nav.subscriptions', icon: 'subscriptions', tab: false },
  { href: '/notifications', label: 'nav.notifications', icon: 'notifications', tab: false },
  { href: '/profile', label: 'nav.profile', short: 'nav.profileTab', icon: 'profile', tab: true },
] as const;

/** Below this width the sections move to the phone's bars (layouts.css uses the same width). */
const PHONE = '(max-width: 52rem)';

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
  const phone = useMediaQuery(PHONE);
  const items = MAIN_NAV.map((item) => ({
    ...item,
    label: t(item.label),
    badge: item.href === '/notifications' ? <NotificationsBadge /> : undefined,
  }));
  return (
    <AppShell
      className={phone ? 'shell shell--tabbed' : 'shell'}
      topbarClassName="topbar"
      brand={<Brand href="/home" />}
      actions={phone && <PhoneShortcuts label={t('nav.quickLinks')} items={items.filter((item) => !item.tab)} />}
      nav={!phone && <NavLinks className="topbar__nav" label={t('nav.main')} items={items} />}
      tabBar={phone && (
        <PhoneTabBar
          label={t('nav.main')}
          items={items.filter((item) => item.tab).map((item) => ('short' in item ? { ...item, label: t(item.short) } : item))}
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
