import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter';
import { useServerClock } from '../live-round/use-server-clock.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { LeaderboardTable } from '../../ui/leaderboard-table.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from './load-failed.tsx';
import { afterRoundEntry, waitingRoomHref } from './mcq-timing.ts';
import { useLoad } from './use-load.ts';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';

// /game/mcq/:gameId/leaderboard (spec 4): a daily game's goes home; a live game's waits for the end of its round,
// then shows the final board with the reader's own line marked (and after the top when not in it).

export default function McqLeaderboardPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [path] = useLocation();
  const search = useSearch();
  const now = useServerClock();
  const [loaded, reload] = useMcqGame(gameId);

  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'failed') return <LoadFailed title={t('pages.leaderboard')} error={loaded.error} onRetry={reload} />;
  const entry = afterRoundEntry('leaderboard', loaded.data, now());
  if (entry.kind === 'home') return <Redirect to="/" replace />;
  if (entry.kind === 'wait') return <Redirect to={waitingRoomHref(search ? `${path}?${search}` : path, entry.until)} replace />;
  return <FinalBoard game={loaded.data} />;
}

function FinalBoard({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const [board] = useLoad(`board:${gameId}`, (signal) =>
    client.call(api.mcqLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal }));
  const header = <PageHeader title={t('pages.leaderboard')} subtitle={game.game_name} />;
  if (board.status === 'loading') return (
    <>
      {header}
      <Loading />
    </>
  );
  if (board.status === 'failed') return (
    <>
      {header}
      <Notice>{serverMessage(t, board.error)}</Notice>
    </>
  );

  const { leaderboard, me } = board.data;
  return (
    <div className="mcq-play">
      {header}
      <LeaderboardTable entries={leaderboard} me={me} empty={t('mcq.boardEmpty')} testId="mcq-leaderboard" />
      <p className="mcq-links">
        <Link href={`/game/mcq/${encodeURIComponent(gameId)}/answers`}>{t('mcq.seeAnswers')}</Link>
      </p>
    </div>
  );
}
