import { MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useParams } from 'wouter';
import {
  apiErrorOf,
  HostedFinale,
  readHostedRoundEnd,
  useHostedGame,
  useHostedRoundId,
  useMyPlayerId,
} from '../../../kits/live-play/index.ts';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { Loading } from '../../../ui/loading.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { NextUp } from '../../../kits/today/index.ts';
import { LoadFailed } from './load-failed.tsx';
import { roundEndsAt } from '../../../lib/play-timing.ts';
import { ReportResult } from './report-result.tsx';
import { RoundFinale } from './round-finale.tsx';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';

/**
 * /game/mcq/:gameId/game-over: a live round's finale (round-finale.tsx), or a daily play's final rank and points
 * with the way to the answers. A live round still running sends them back to play it. With `?round=` it is that
 * hosted round's finale, from its end as the play page kept it; the game's own times and board play no part.
 */
export default function McqGameOverPage() {
  const { gameId = '' } = useParams<{ gameId: string }>();
  const roundId = useHostedRoundId();
  return roundId ? <HostedGameOver key={roundId} roundId={roundId} /> : <GameOver gameId={gameId} />;
}

function HostedGameOver({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const myPlayerId = useMyPlayerId();
  const hosted = useHostedGame(roundId);
  if (hosted.isPending) return <Loading />;
  if (hosted.isError) {
    return <LoadFailed title={t('pages.gameOver')} error={apiErrorOf(hosted.error)} onRetry={() => void hosted.refetch()} />;
  }
  return (
    <MotionConfig reducedMotion="user">
      <div className="mcq-play">
        <PageHeader title={t('pages.gameOver')} subtitle={hosted.data.game_name} />
        <HostedFinale ended={readHostedRoundEnd(roundId)} myPlayerId={myPlayerId} />
      </div>
    </MotionConfig>
  );
}

function GameOver({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const now = useServerClock();
  const [loaded, reload] = useMcqGame(gameId);

  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') return <LoadFailed title={t('pages.gameOver')} error={loaded.error} onRetry={reload} />;
  const game = loaded.data;
  const endsAt = roundEndsAt(game);
  const live = game.mode !== 'DAILY';
  if (live && endsAt !== null && now() < endsAt) return <Redirect to={`/game/mcq/${encodeURIComponent(gameId)}`} replace />;
  return (
    <MotionConfig reducedMotion="user">
      <div className="mcq-play">
        <PageHeader title={t('pages.gameOver')} subtitle={game.game_name} />
        {live ? <RoundFinale game={game} /> : <ReportResult game={game} />}
        {live && <NextUp afterGameId={gameId} />}
      </div>
    </MotionConfig>
  );
}
