import type { Playlist } from '@plw/protocol/rest/discover';
import { Link } from 'wouter';
import { Carousel } from './carousel.tsx';
import { GameCard } from './game-card.tsx';

/** A playlist as a carousel of its games, with the channel it comes from (hidden on that channel's own page). */
export function PlaylistRow({ playlist, showChannel = true }: { playlist: Playlist; showChannel?: boolean }) {
  const aside = showChannel
    ? (
        <Link className="carousel__aside" href={`/channel/${encodeURIComponent(playlist.channel.channel_id)}`}>
          <bdi>{playlist.channel.channel_name}</bdi>
        </Link>
      )
    : undefined;
  if (playlist.games.length === 0) return null;
  return (
    <div className="playlist" data-testid="playlist">
      <Carousel title={playlist.name} aside={aside}>
        {playlist.games.map((game) => (
          <GameCard key={game.game_id} game={game} />
        ))}
      </Carousel>
    </div>
  );
}
