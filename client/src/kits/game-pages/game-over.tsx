import type { GameSummary } from '@plw/shared/schemas/game';
import { MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { roundEndsAt } from '../../lib/play-timing.ts';
import { useServerClock } from '../../lib/use-server-clock.ts';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { apiErrorOf, HostedFinale, readHostedRoundEnd, useHostedGame, useMyPlayerId } from '../live-play/index.ts';
import { NextUp } from '../today/index.ts';
import { LoadFailed } from './load-failed.tsx';
import type { Loaded } from './use-load.ts';
import './game-pages.css';

// A game's game-over page, whatever its type: a live round's finale, or a daily play's result; a live round
// still running sends the reader back to play it. A hosted round's finale comes from its end as the play page
// kept it; the game's own times and board play no part.

export function HostedGameOver({ roundId, loadFailed }: { roundId: string; loadFailed: string }) {
  const { t } = useTranslation();
  const myPlayerId = useMyPlayerId();
  const hosted = useHostedGame(roundId);
  if (hosted.isPending) return <Loading />;
  if (hosted.isError) {
    return (
      <LoadFailed title={t('pages.gameOver')} error={apiErrorOf(hosted.error)} onRetry={() => void hosted.refetch()} message={loadFailed} />
    );
  }
  return (
    <MotionConfig reducedMotion="user">
      <div className="game-page">
        <PageHeader title={t('pages.gameOver')} subtitle={hosted.data.game_name} />
        <HostedFinale ended={readHostedRoundEnd(roundId)} myPlayerId={myPlayerId} />
      </div>
    </MotionConfig>
  );
}

export interface GameOverProps {
  game: Loaded<GameSummary>;
  reload: () => void;
  /** Where a live round still running is played. */
  playHref: string;
  loadFailed: string;
  /** The type's finale of a live round, and its result of a daily play. */
  live: (game: GameSummary) => ReactNode;
  daily: (game: GameSummary) => ReactNode;
  /** The class of the type's page around it (its colours). */
  className?: string;
}

export function GameOver({ game: loaded, reload, playHref, loadFailed, live, daily, className }: GameOverProps) {
  const { t } = useTranslation();
  const now = useServerClock();

  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') {
    return <LoadFailed title={t('pages.gameOver')} error={loaded.error} onRetry={reload} message={loadFailed} />;
  }
  const game = loaded.data;
  const endsAt = roundEndsAt(game);
  const isLive = game.mode !== 'DAILY';
  if (isLive && endsAt !== null && now() < endsAt) return <Redirect to={playHref} replace />;
  return (
    <MotionConfig reducedMotion="user">
      <div className={`game-page ${className ?? ''}`.trim()}>
        <PageHeader title={t('pages.gameOver')} subtitle={game.game_name} />
        {isLive ? live(game) : daily(game)}
        {isLive && <NextUp afterGameId={game.game_id} />}
      </div>
    </MotionConfig>
  );
}
