import { MotionConfig } from 'motion/react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { apiErrorOf, useHostedGame, useHostedRoundId } from '../../../kits/live-play/index.ts';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { LoadingAfterStart } from '../../../ui/start-countdown.tsx';
import { DailyPlay } from './daily-play.tsx';
import { LoadFailed } from '../../../kits/game-pages/index.ts';
import { playEntry, waitingRoomHref } from '../../../lib/play-timing.ts';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';

// The live round (and socket.io with it) loads only when a live round is played.
const LivePlay = lazy(() => import('./live-play.tsx').then((module) => ({ default: module.LivePlay })));

/**
 * /game/mcq/:gameId: plays a quiz. Before its publishing time the player waits in the waiting room (spec 4); a
 * daily game plays over REST, a live one over the round's socket; a live game past its end goes to game-over. With
 * `?round=` it plays that hosted round, whose times are the round's own (its lobby sends players here at the start).
 */
export default function McqPage() {
  const { gameId = '' } = useParams<{ gameId: string }>();
  const roundId = useHostedRoundId();
  return roundId ? <HostedMcq key={roundId} gameId={gameId} roundId={roundId} /> : <GameMcq gameId={gameId} />;
}

/** A hosted round: its game from the round's lobby (a verified game need not be released), live at once. */
function HostedMcq({ gameId, roundId }: { gameId: string; roundId: string }) {
  const { t } = useTranslation();
  const now = useServerClock();
  const hosted = useHostedGame(roundId);
  if (hosted.isPending) return <LoadingAfterStart now={now} />;
  if (hosted.isError) {
    return <LoadFailed title={t('pages.mcqGame')} error={apiErrorOf(hosted.error)} onRetry={() => void hosted.refetch()} message={t('mcq.loadFailed')} />;
  }
  return (
    <MotionConfig reducedMotion="user">
      <Suspense fallback={<LoadingAfterStart now={now} />}>
        <LivePlay key={`${gameId}:${roundId}`} game={hosted.data} roundId={roundId} />
      </Suspense>
    </MotionConfig>
  );
}

function GameMcq({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const now = useServerClock();
  const [loaded, reload] = useMcqGame(gameId);
  // Decided once per load: a live round that ends while it is played moves on by its own end.
  const entry = useMemo(() => (loaded.status === 'ready' ? playEntry(loaded.data, now()) : null), [loaded, now]);

  // Opened by the waiting room at the start, the page holds its "Go!" until the first question, never "Loading...".
  if (loaded.status === 'loading') return <LoadingAfterStart now={now} />;
  if (loaded.status === 'failed') return <LoadFailed title={t('pages.mcqGame')} error={loaded.error} onRetry={reload} message={t('mcq.loadFailed')} />;
  const game = loaded.data;
  switch (entry?.kind) {
    case 'wait':
      return <Redirect to={waitingRoomHref(search ? `${path}?${search}` : path, entry.until)} replace />;
    case 'game-over':
      return <Redirect to={`/game/mcq/${encodeURIComponent(gameId)}/game-over`} replace />;
    case 'live':
      return (
        <MotionConfig reducedMotion="user">
          <Suspense fallback={<LoadingAfterStart now={now} />}>
            <LivePlay key={gameId} game={game} />
          </Suspense>
        </MotionConfig>
      );
    default:
      return (
        <MotionConfig reducedMotion="user">
          <DailyPlay key={gameId} game={game} />
        </MotionConfig>
      );
  }
}
