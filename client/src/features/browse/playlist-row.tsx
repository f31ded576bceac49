import type { Playlist } from '@plw/protocol/rest/discover';
import type { PlayStateView } from '@plw/protocol/rest/today';
import { Link } from 'wouter';
import { Carousel } from './carousel.tsx';
import { GameCard } from './game-card.tsx';

/** A playlist as a carousel of its games, with the channel it comes from (hidden on that channel's own page). */
export function PlaylistRow({
  playlist,
  showChannel = true,
  states = {},
}: {
  playlist: Playlist;
  showChannel?: boolean;
  /** The player's state on the games they have started, by game id (the list's `play_states`). */
  states?: Partial<Record<string, PlayStateView>> | undefined;
}) {
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
          <GameCard key={game.game_id} game={game} state={states[game.game_id]} />
        ))}
      </Carousel>
    </div>
  );
}
