import { PLAYLIST_SKELETON_ITEMS } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useChannelGames, useChannelPlaylists } from './browse-queries.ts';
import { ChannelHeader } from './channel-header.tsx';
import { KnownChannel } from './known-channel.tsx';
import { Carousel } from './carousel.tsx';
import { EmptyState } from './empty-state.tsx';
import { GameCard } from './game-card.tsx';
import { PlaylistRow } from './playlist-row.tsx';
import { CarouselSkeleton } from './skeletons.tsx';
import './browse.css';

// /channel/{id}: the channel's header, its latest games and its playlists.

const LATEST_GAMES = 10;
const NO_FILTERS = {};

export default function ChannelPage() {
  const { channelId = '' } = useParams<{ channelId: string }>();
  return (
    <KnownChannel channelId={channelId}>
      <ChannelHeader channelId={channelId} />
      <div className="browse-stack">
        <LatestGames channelId={channelId} />
        <ChannelPlaylists channelId={channelId} />
      </div>
    </KnownChannel>
  );
}

function LatestGames({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const query = useChannelGames(channelId, NO_FILTERS, LATEST_GAMES);
  if (query.isPending) return <CarouselSkeleton rows={1} cards={PLAYLIST_SKELETON_ITEMS} />;
  const games = query.data?.pages[0]?.games ?? [];
  if (games.length === 0) {
    return (
      <EmptyState
        title={t('browse.emptyGames')}
        hint={query.isError ? t('browse.loadFailed') : t('browse.emptyChannelGamesHint')}
        onRetry={query.isError ? () => void query.refetch() : undefined}
      />
    );
  }
  const seeAll = (
    <Link className="carousel__aside" href={`/channel/${encodeURIComponent(channelId)}/all`}>
      {t('browse.seeAll')}
    </Link>
  );
  return (
    <div className="playlist">
      <Carousel title={t('browse.latestGames')} aside={seeAll}>
        {games.map((game) => (
          <GameCard key={game.game_id} game={game} state={query.data?.pages[0]?.play_states?.[game.game_id]} />
        ))}
      </Carousel>
    </div>
  );
}

/** The channel's playlists as carousels; shared by the channel's index and its playlists page. */
export function ChannelPlaylists({ channelId, showEmpty = false }: { channelId: string; showEmpty?: boolean }) {
  const { t } = useTranslation();
  const query = useChannelPlaylists(channelId);
  if (query.isPending) return <CarouselSkeleton rows={1} cards={PLAYLIST_SKELETON_ITEMS} />;
  const playlists = query.data?.playlists.filter((playlist) => playlist.games.length > 0) ?? [];
  if (playlists.length === 0) {
    if (!showEmpty && !query.isError) return null;
    return (
      <EmptyState
        title={t('browse.emptyPlaylists')}
        hint={query.isError ? t('browse.loadFailed') : undefined}
        onRetry={query.isError ? () => void query.refetch() : undefined}
      />
    );
  }
  return playlists.map((playlist) => (
    <PlaylistRow key={playlist.playlist_id} playlist={playlist} showChannel={false} states={query.data?.play_states} />
  ));
}
