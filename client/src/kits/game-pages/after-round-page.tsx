import type { GameSummary } from '@plw/shared/schemas/game';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { afterRoundEntry, waitingRoomHref } from '../../lib/play-timing.ts';
import { useServerClock } from '../../lib/use-server-clock.ts';
import { Loading } from '../../ui/loading.tsx';
import { LoadFailed } from './load-failed.tsx';
import type { Loaded } from './use-load.ts';

export interface AfterRoundPageProps {
  page: 'leaderboard' | 'answers';
  /** The game, as its type's details endpoint reads it. */
  game: Loaded<GameSummary>;
  reload: () => void;
  /** The page's title, and the type's words for a game that did not open, when the game could not be read. */
  title: string;
  loadFailed: string;
  children: (game: GameSummary) => ReactNode;
}

/**
 * A game's page that opens once its round is over (spec 4): a live round still running sends the reader to the
 * waiting room until its end and back; a daily game's leaderboard goes home.
 */
export function AfterRoundPage({ page, game, reload, title, loadFailed, children }: AfterRoundPageProps) {
  const [path] = useLocation();
  const search = useSearch();
  const now = useServerClock();

  if (game.status === 'loading') return <Loading />;
  if (game.status === 'failed') return <LoadFailed title={title} error={game.error} onRetry={reload} message={loadFailed} />;
  const entry = afterRoundEntry(page, game.data, now());
  if (entry.kind === 'home') return <Redirect to="/" replace />;
  if (entry.kind === 'wait') return <Redirect to={waitingRoomHref(search ? `${path}?${search}` : path, entry.until)} replace />;
  return children(game.data);
}
