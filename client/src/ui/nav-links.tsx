import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import './nav-links.css';

export interface NavItem {
  href: string;
  label: string;
  /** Shown after the label, e.g. an unread count. */
  badge?: ReactNode;
}

/** A section's link is current on its own page and the pages under it. */
export function isCurrentSection(path: string, href: string): boolean {
  return path === href || path.startsWith(`${href}/`);
}

/** A row of links with the current one marked. */
export function NavLinks({ items, label, className }: { items: readonly NavItem[]; label: string; className: string }) {
  const [path] = useLocation();
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-links">
        {items.map((item) => {
          const current = isCurrentSection(path, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={current ? 'nav-links__link nav-links__link--current' : 'nav-links__link'}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
                {item.badge}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
