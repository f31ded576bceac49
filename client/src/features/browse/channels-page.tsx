import { CHANNEL_FILTERS, type ChannelFilter } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import { BrowseTabs } from './browse-tabs.tsx';
import { useChannels } from './browse-queries.ts';
import { ChannelCard } from './channel-card.tsx';
import { PagedGrid } from './paged-grid.tsx';
import { SearchBox } from './search-box.tsx';
import { GridSkeleton } from './skeletons.tsx';
import './browse.css';

// /home/channels?search&filter: every channel, searched by name and filtered to those the player follows or not.

const FILTER_LABELS = {
  All: 'browse.filterAll',
  Subscribed: 'browse.filterSubscribed',
  Unsubscribed: 'browse.filterUnsubscribed',
} as const;

function readFilter(value: string | null): ChannelFilter {
  return CHANNEL_FILTERS.find((filter) => filter === value) ?? 'All';
}

export default function ChannelsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const filter = readFilter(params.get('filter'));
  const search = params.get('search') ?? '';

  const hrefFor = (value: ChannelFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'All') next.delete('filter');
    else next.set('filter', value);
    const text = next.toString();
    return text ? `/home/channels?${text}` : '/home/channels';
  };

  return (
    <>
      <PageHeader title={t('pages.channels')} />
      <BrowseTabs />
      <div className="browse-toolbar">
        <SearchBox label={t('browse.searchChannels')} />
        <nav className="segmented" aria-label={t('browse.channelFilter')}>
          {CHANNEL_FILTERS.map((value) => (
            <Link
              key={value}
              href={hrefFor(value)}
              replace
              className="segmented__option"
              aria-current={value === filter ? 'true' : undefined}
            >
              {t(FILTER_LABELS[value])}
            </Link>
          ))}
        </nav>
      </div>
      <ChannelResults search={search} filter={filter} />
    </>
  );
}

function ChannelResults({ search, filter }: { search: string; filter: ChannelFilter }) {
  const { t } = useTranslation();
  const query = useChannels(search, filter);
  return (
    <PagedGrid
      query={query}
      itemsOf={(page) => page.channels}
      keyOf={(channel) => channel.channel_id}
      skeleton={<GridSkeleton count={6} kind="channel" />}
      empty={{ title: t('browse.emptyChannels'), hint: t('browse.emptyChannelsHint') }}
      className="channel-grid"
      testId="channel-list"
    >
      {(channel) => <ChannelCard channel={channel} />}
    </PagedGrid>
  );
}
