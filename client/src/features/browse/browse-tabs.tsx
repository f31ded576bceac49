import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';

export interface BrowseTab {
  href: string;
  label: string;
}

/** A row of tabs between sibling pages; only the page itself is current (unlike the main menu). */
export function TabLinks({ tabs, label }: { tabs: readonly BrowseTab[]; label: string }) {
  const [path] = useLocation();
  return (
    <nav className="browse-tabs" aria-label={label}>
      <ul className="browse-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              className="browse-tabs__link"
              aria-current={path === tab.href.split('?')[0] ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The three ways into the home page: playlists, categories and channels. */
export function BrowseTabs() {
  const { t } = useTranslation();
  const tabs = [
    { href: '/home', label: t('browse.tabPlaylists') },
    { href: '/home/categories', label: t('browse.tabCategories') },
    { href: '/home/channels', label: t('browse.tabChannels') },
  ];
  return <TabLinks tabs={tabs} label={t('browse.tabsLabel')} />;
}
