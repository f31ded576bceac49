import type { GameSummary } from '@plw/shared/schemas/game';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { Loading } from '../../../ui/loading.tsx';
import { LoadFailed } from './load-failed.tsx';
import { afterRoundEntry, waitingRoomHref } from '../../../lib/play-timing.ts';
import { useMcqGame } from './use-mcq-game.ts';

/**
 * A quiz page that opens once the game's round is over (spec 4): a live round still running sends the reader to
 * the waiting room until its end and back; a daily game's leaderboard goes home.
 */
export function AfterRoundPage({ page, title, children }: {
  page: 'leaderboard' | 'answers';
  /** The page's title when the game could not be read. */
  title: string;
  children: (game: GameSummary) => ReactNode;
}) {
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [path] = useLocation();
  const search = useSearch();
  const now = useServerClock();
  const [loaded, reload] = useMcqGame(gameId);

  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') return <LoadFailed title={title} error={loaded.error} onRetry={reload} />;
  const entry = afterRoundEntry(page, loaded.data, now());
  if (entry.kind === 'home') return <Redirect to="/" replace />;
  if (entry.kind === 'wait') return <Redirect to={waitingRoomHref(search ? `${path}?${search}` : path, entry.until)} replace />;
  return children(loaded.data);
}
