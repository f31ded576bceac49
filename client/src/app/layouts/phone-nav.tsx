import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { isCurrentSection } from '../../ui/nav-links.tsx';
import { NavIcon, type NavIconName } from './nav-icons.tsx';

// On a phone the player's seven sections do not fit one row in every language (Malayalam's and Tamil's words are
// long). The five visited most sit in a tab bar at the bottom, in thumb reach, each an icon over its name; the
// other two (subscriptions, notifications) are icons in the top bar, named for screen readers and on hover.

export interface PhoneNavItem {
  href: string;
  icon: NavIconName;
  label: string;
  badge?: ReactNode;
}

/** The bottom tab bar: icon over name, the current section marked by colour, a bar above it and aria-current. */
export function PhoneTabBar({ items, label }: { items: readonly PhoneNavItem[]; label: string }) {
  const [path] = useLocation();
  return (
    <nav aria-label={label} className="phone-tabs">
      <ul className="phone-tabs__list">
        {items.map((item) => {
          const current = isCurrentSection(path, item.href);
          return (
            <li key={item.href} className="phone-tabs__item">
              <Link
                href={item.href}
                className={current ? 'phone-tabs__link phone-tabs__link--current' : 'phone-tabs__link'}
                aria-current={current ? 'page' : undefined}
              >
                <NavIcon name={item.icon} />
                <span className="phone-tabs__label">{item.label}</span>
                {item.badge}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Icon links in the top bar; the name is read by screen readers and shown as the tooltip. */
export function PhoneShortcuts({ items, label }: { items: readonly PhoneNavItem[]; label: string }) {
  const [path] = useLocation();
  return (
    <nav aria-label={label} className="phone-shortcuts">
      <ul className="phone-shortcuts__list">
        {items.map((item) => {
          const current = isCurrentSection(path, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={current ? 'phone-shortcuts__link phone-shortcuts__link--current' : 'phone-shortcuts__link'}
                aria-current={current ? 'page' : undefined}
                title={item.label}
              >
                <NavIcon name={item.icon} />
                <span className="visually-hidden">{item.label}</span>
                {item.badge}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
