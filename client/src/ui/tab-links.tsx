import { Link, useLocation } from 'wouter';
import './tab-links.css';

export interface TabLink {
  href: string;
  label: string;
  /** Current on its own address only, not under it (a section's overview). */
  exact?: boolean;
  /** Also current on these addresses, e.g. a section's index that shows this tab's content. */
  alsoAt?: readonly string[];
}

/**
 * Tabs that are real links: each is its own address, the current one carries aria-current="page". A tab is
 * current on its own address and, unless exact, the addresses under it.
 */
export function TabLinks({
  items,
  label,
  variant = 'tabs',
}: {
  items: readonly TabLink[];
  label: string;
  variant?: 'tabs' | 'pills';
}) {
  const [path] = useLocation();
  const at = (href: string) => path === href || path.startsWith(`${href}/`);
  return (
    <nav aria-label={label} className={`tab-links tab-links--${variant}`}>
      <ul className="tab-links__list">
        {items.map((item) => {
          const own = item.exact ? path === item.href : at(item.href);
          const current = own || (item.alsoAt ?? []).includes(path);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={current ? 'tab-links__link tab-links__link--current' : 'tab-links__link'}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
