import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import { useDefaultLanguageFilter } from '../../kits/today/index.ts';
import { useCircleGames } from './browse-queries.ts';
import { FilterBar } from './filter-bar.tsx';
import { type CircleListKind, circleListKindOf, readFilters } from './game-filters.ts';
import { GameList } from './game-list.tsx';
import { RapidRoundList } from './rapid-round-list.tsx';
import { SearchBox } from './search-box.tsx';
import './browse.css';

// /daily, /rapid, /local-circle, /transit-games and /supporting-lessons: one play-circle list with its search and
// filter menu, all kept in the address. They open on the player's language, a chip they can remove
// (default-language-filter.ts). Spec 2 gave daily and rapid one header, "Daily Puzzle"; the Rapid tab has its own
// (issue 31: a tab titled for another one lies). Daily lists compact cards, several to a phone's screen; Rapid lists
// its rounds live first with their countdowns (rapid-round-list.tsx).

type Subtitle = 'pages.dailyPuzzleSubtitle' | 'pages.rapidSubtitle';

const HEADERS = {
  'daily': { title: 'pages.dailyPuzzle', subtitle: 'pages.dailyPuzzleSubtitle' },
  'rapid': { title: 'pages.rapid', subtitle: 'pages.rapidSubtitle' },
  'local-circle': { title: 'pages.localCircle' },
  'transit-games': { title: 'pages.transitGames' },
  'supporting-lessons': { title: 'pages.supportingLessons' },
} as const satisfies Record<CircleListKind, { title: string; subtitle?: string }>;

export default function CircleListPage() {
  const { t } = useTranslation();
  const [path] = useLocation();
  const kind = circleListKindOf(path) ?? 'daily';
  const header: { title: (typeof HEADERS)[CircleListKind]['title']; subtitle?: Subtitle } = HEADERS[kind];
  useDefaultLanguageFilter();

  return (
    <>
      <PageHeader title={t(header.title)} subtitle={header.subtitle && t(header.subtitle)} />
      <div className="browse-toolbar">
        <SearchBox label={t('browse.searchGames')} />
        <FilterBar kind={kind} />
      </div>
      <CircleGames kind={kind} />
    </>
  );
}

function CircleGames({ kind }: { kind: CircleListKind }) {
  const filters = readFilters(useSearch());
  const query = useCircleGames(kind, filters);
  if (kind === 'rapid') return <RapidRoundList query={query} />;
  return <GameList query={query} compact={kind === 'daily'} />;
}
