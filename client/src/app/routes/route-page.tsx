import { searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { TextSection } from '../../i18n/i18n.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageRoute } from './page-route.ts';
import { IncompleteAddress } from './incomplete-address.tsx';

/** Suspends until the text sections are loaded in the reader's language; shows nothing itself. */
function TextSections({ sections }: { sections: readonly TextSection[] }) {
  useTranslation([...sections]);
  return null;
}

/**
 * Renders one route: its search params checked first (spec 5, "Search params"; an address without them says so in
 * the reader's words, incomplete-address.tsx), then its page or its title. The text sections it shows (`texts` of
 * its area, then its own) load alongside its page, and both suspend up to the layout ("Loading..."), so the page
 * appears with its words and no key flashes.
 */
export function RoutePage({ route, texts = [] }: { route: PageRoute; texts?: readonly TextSection[] }) {
  const { t } = useTranslation();
  const search = useSearch();
  const title = t(route.title);
  const subtitle = route.subtitle && t(route.subtitle);

  if (route.search) {
    const result = route.search.safeParse(searchParamsToObject(new URLSearchParams(search)));
    if (!result.success && route.withoutSearch) return <route.withoutSearch />;
    if (!result.success) return <IncompleteAddress path={route.path} title={title} subtitle={subtitle} />;
  }

  const sections = [...texts, ...(route.texts ?? [])];
  return (
    <>
      {sections.length > 0 && <TextSections sections={sections} />}
      {route.page ? <route.page /> : <PageHeader title={title} subtitle={subtitle} />}
    </>
  );
}
