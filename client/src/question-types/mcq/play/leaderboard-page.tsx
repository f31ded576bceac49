import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { NextUp } from '../../../kits/today/index.ts';
import { LeaderboardTable } from '../../../ui/leaderboard-table.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { AfterRoundPage } from './after-round-page.tsx';
import { useLoad } from './use-load.ts';
import './mcq.css';

// /game/mcq/:gameId/leaderboard (spec 4): a daily game's goes home; a live game's waits for the end of its round,
// then shows the final board with the reader's own line marked (and after the top when not in it).

export default function McqLeaderboardPage() {
  const { t } = useTranslation();
  return <AfterRoundPage page="leaderboard" title={t('pages.leaderboard')}>{(game) => <FinalBoard game={game} />}</AfterRoundPage>;
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
      <NextUp afterGameId={gameId} />
    </div>
  );
}
