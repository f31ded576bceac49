import { searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { TextSection } from '../../i18n/i18n.ts';
import type { PageRoute } from './page-route.ts';
import './route-page.css';

/**
 * Renders one route: its search params checked first (spec 5, "Search params"), then its page or its title. The
 * text sections it shows (`texts` of its area, then its own) load first, so no key flashes before its words.
 */
export function RoutePage({ route, texts = [] }: { route: PageRoute; texts?: readonly TextSection[] }) {
  // Suspends up to the layout ("Loading...") until the sections are loaded in the reader's language.
  const { t } = useTranslation(['translation', ...texts, ...(route.texts ?? [])]);
  const search = useSearch();
  const title = t(route.title);
  const subtitle = route.subtitle && t(route.subtitle);

  if (route.search) {
    const result = route.search.safeParse(searchParamsToObject(new URLSearchParams(search)));
    if (!result.success) {
      return (
        <>
          <PageHeader title={title} subtitle={subtitle} />
          <Notice>
            <p>{t('errors.invalidAddress')}</p>
            <ul className="search-issues">
              {result.error.issues.map((issue) => {
                const field = issue.path.join('.');
                return (
                  <li key={`${field}:${issue.message}`}>
                    {field && <code className="search-issues__field">{field}</code>}
                    <span>{issue.message}</span>
                  </li>
                );
              })}
            </ul>
          </Notice>
        </>
      );
    }
  }

  // A page still loading suspends up to its layout, which shows "Loading..." meanwhile.
  if (route.page) return <route.page />;
  return <PageHeader title={title} subtitle={subtitle} />;
}
