import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useParams } from 'wouter';
import { useServerClock } from '../live-round/use-server-clock.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from './load-failed.tsx';
import { roundEndsAt } from './mcq-timing.ts';
import { ReportResult } from './report-result.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useLoad } from './use-load.ts';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';

/**
 * /game/mcq/:gameId/game-over: the player's final rank and points, with the way to the answers and the
 * leaderboard. A live round still running sends them back to play it.
 */
export default function McqGameOverPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
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
        {live ? <RoundResult game={game} /> : <ReportResult gameId={gameId} withLeaderboard={false} />}
      </div>
    </MotionConfig>
  );
}

/** A live round's result, from its final board (stored before the round told anyone it ended). */
function RoundResult({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const [board] = useLoad(`board:${gameId}`, (signal) =>
    client.call(api.mcqLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal }));
  const base = `/game/mcq/${encodeURIComponent(gameId)}`;
  if (board.status === 'loading') return <Loading />;
  if (board.status === 'failed') return <Notice>{serverMessage(t, board.error)}</Notice>;
  const { me } = board.data;
  if (!me) {
    return (
      <Notice tone="info">
        <p>{t('mcq.notPlayed')}</p>
        <p>
          <Link href={`${base}/leaderboard`}>{t('mcq.seeLeaderboard')}</Link>
        </p>
      </Notice>
    );
  }
  return (
    <ResultPanel
      title={t('mcq.finalResult')}
      score={me.score}
      rank={me.rank}
      right={null}
      total={null}
      answersHref={`${base}/answers`}
      leaderboardHref={`${base}/leaderboard`}
    />
  );
}
