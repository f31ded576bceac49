import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { useChannelGames } from './browse-queries.ts';
import { ChannelHeader } from './channel-header.tsx';
import { KnownChannel } from './known-channel.tsx';
import { FilterBar } from './filter-bar.tsx';
import { readFilters } from './game-filters.ts';
import { GameList } from './game-list.tsx';
import { SearchBox } from './search-box.tsx';
import './browse.css';

/** /channel/{id}/all: the channel's games with search, mode, language and circle filters. */
export default function ChannelGamesPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams<{ channelId: string }>();
  const filters = readFilters(useSearch());
  const query = useChannelGames(channelId, filters);
  return (
    <KnownChannel channelId={channelId}>
      <ChannelHeader channelId={channelId} />
      <div className="browse-toolbar">
        <SearchBox label={t('browse.searchGames')} />
        <FilterBar kind="channel" />
      </div>
      <GameList query={query} />
    </KnownChannel>
  );
}
