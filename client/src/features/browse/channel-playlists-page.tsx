import { useParams } from 'wouter';
import { ChannelHeader } from './channel-header.tsx';
import { KnownChannel } from './known-channel.tsx';
import { ChannelPlaylists } from './channel-page.tsx';
import './browse.css';

/** /channel/{id}/playlists: every playlist of the channel as a carousel. */
export default function ChannelPlaylistsPage() {
  const { channelId = '' } = useParams<{ channelId: string }>();
  return (
    <KnownChannel channelId={channelId}>
      <ChannelHeader channelId={channelId} />
      <div className="browse-stack">
        <ChannelPlaylists channelId={channelId} showEmpty />
      </div>
    </KnownChannel>
  );
}
