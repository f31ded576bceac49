import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import { useSubscriptions } from './browse-queries.ts';
import { ChannelCard } from './channel-card.tsx';
import { EmptyState } from './empty-state.tsx';
import { SearchBox } from './search-box.tsx';
import { GridSkeleton } from './skeletons.tsx';
import './browse.css';

/** /subscriptions?search: the channels the player follows, searched by name. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const query = useSubscriptions(search);

  let body;
  if (query.isPending) {
    body = <GridSkeleton count={4} kind="channel" />;
  } else if (!query.data?.length) {
    body = (
      <EmptyState
        title={search ? t('browse.emptyChannels') : t('browse.emptySubscriptions')}
        hint={query.isError ? t('browse.loadFailed') : t('browse.emptySubscriptionsHint')}
        onRetry={query.isError ? () => void query.refetch() : undefined}
      >
        <Link href="/home/channels" className="button button--primary button--small">
          {t('browse.browseChannels')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="channel-grid" data-testid="channel-list">
        {query.data.map((channel) => (
          <li key={channel.channel_id}>
            <ChannelCard channel={channel} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('pages.subscriptions')} />
      <div className="browse-toolbar">
        <SearchBox label={t('browse.searchSubscriptions')} />
      </div>
      {body}
    </>
  );
}
