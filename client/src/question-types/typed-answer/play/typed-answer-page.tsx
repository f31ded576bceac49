import { MotionConfig } from 'motion/react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { LoadFailed } from '../../../kits/game-pages/index.ts';
import { apiErrorOf, useHostedGame, useHostedRoundId } from '../../../kits/live-play/index.ts';
import { playEntry, waitingRoomHref } from '../../../lib/play-timing.ts';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { LoadingAfterStart } from '../../../ui/start-countdown.tsx';
import { DailyPlay } from './daily-play.tsx';
import { typedAnswerBase, useTypedAnswerGame } from './use-typed-answer-game.ts';
import './typed-answer.css';

// The live round (and socket.io with it) loads only when a live round is played.
const LivePlay = lazy(() => import('./live-play.tsx').then((module) => ({ default: module.LivePlay })));

/**
 * /game/typed-answer/:gameId: plays a "type the answer" game. Before its publishing time the player waits in the
 * waiting room; a daily game plays over REST, a live one over the round's socket; a live game past its end goes to
 * game-over. With `?round=` it plays that hosted round, whose times are the round's own.
 */
export default function TypedAnswerPage() {
  const { gameId = '' } = useParams<{ gameId: string }>();
  const roundId = useHostedRoundId();
  return roundId ? <HostedTyped key={roundId} gameId={gameId} roundId={roundId} /> : <GameTyped gameId={gameId} />;
}

/** A hosted round: its game from the round's lobby (a verified game need not be released), live at once. */
function HostedTyped({ gameId, roundId }: { gameId: string; roundId: string }) {
  const { t } = useTranslation();
  const now = useServerClock();
  const hosted = useHostedGame(roundId);
  if (hosted.isPending) return <LoadingAfterStart now={now} />;
  if (hosted.isError) {
    return (
      <LoadFailed
        title={t('pages.typedAnswerGame')}
        error={apiErrorOf(hosted.error)}
        onRetry={() => void hosted.refetch()}
        message={t('typedAnswer.loadFailed')}
      />
    );
  }
  return (
    <MotionConfig reducedMotion="user">
      <Suspense fallback={<LoadingAfterStart now={now} />}>
        <LivePlay key={`${gameId}:${roundId}`} game={hosted.data} roundId={roundId} />
      </Suspense>
    </MotionConfig>
  );
}

function GameTyped({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const now = useServerClock();
  const [loaded, reload] = useTypedAnswerGame(gameId);
  // Decided once per load: a live round that ends while it is played moves on by its own end.
  const entry = useMemo(() => (loaded.status === 'ready' ? playEntry(loaded.data, now()) : null), [loaded, now]);

  if (loaded.status === 'loading') return <LoadingAfterStart now={now} />;
  if (loaded.status === 'failed') {
    return <LoadFailed title={t('pages.typedAnswerGame')} error={loaded.error} onRetry={reload} message={t('typedAnswer.loadFailed')} />;
  }
  const game = loaded.data;
  switch (entry?.kind) {
    case 'wait':
      return <Redirect to={waitingRoomHref(search ? `${path}?${search}` : path, entry.until)} replace />;
    case 'game-over':
      return <Redirect to={`${typedAnswerBase(gameId)}/game-over`} replace />;
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
