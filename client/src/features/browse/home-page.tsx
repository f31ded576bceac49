import { HOME_SKELETON } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header.tsx';
import { LiveRoundsStrip } from '../../kits/live-round-list/index.ts';
import { TodaySection } from '../../kits/today/index.ts';
import { BrowseTabs } from './browse-tabs.tsx';
import { usePlaylists } from './browse-queries.ts';
import { EmptyState } from './empty-state.tsx';
import { JoinGameEntry } from './join-game-entry.tsx';
import { PlaylistRow } from './playlist-row.tsx';
import { CarouselSkeleton } from './skeletons.tsx';
import './browse.css';

/**
 * /home: today's puzzle and quiz in the player's language first, then the playlists of every channel as
 * carousels, subscribed channels first (the server's order).
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.home')} />
      <TodaySection />
      <JoinGameEntry />
      <BrowseTabs />
      <LiveRoundsStrip />
      <Playlists />
    </>
  );
}

function Playlists() {
  const { t } = useTranslation();
  const playlists = usePlaylists();
  if (playlists.isPending) return <CarouselSkeleton rows={HOME_SKELETON.rows} cards={HOME_SKELETON.cards} />;
  const rows = playlists.data?.playlists.filter((playlist) => playlist.games.length > 0) ?? [];
  if (rows.length === 0) {
    return (
      <EmptyState
        title={t('browse.emptyPlaylists')}
        hint={playlists.isError ? t('browse.loadFailed') : t('browse.emptyPlaylistsHint')}
        onRetry={playlists.isError ? () => void playlists.refetch() : undefined}
      />
    );
  }
  return (
    <div className="browse-stack">
      {rows.map((playlist) => (
        <PlaylistRow key={playlist.playlist_id} playlist={playlist} states={playlists.data?.play_states} />
      ))}
    </div>
  );
}
