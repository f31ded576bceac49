import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../lib/server-message.ts';
import { LeaderboardTable } from '../../ui/leaderboard-table.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { NextUp } from '../today/index.ts';
import type { FinalBoardRead } from './round-finale.tsx';
import { useLoad } from './use-load.ts';
import './game-pages.css';

// A live game's leaderboard page once its round is over (AfterRoundPage decides when): the final board with the
// reader's own line marked (and after the top when not in it), the way to the answers, and a game to play next.

export interface FinalBoardProps {
  game: GameSummary;
  loadBoard: (signal: AbortSignal) => Promise<FinalBoardRead>;
  answersHref: string;
  /** The type's words: nobody on the board, the way to the answers. */
  words: { empty: string; seeAnswers: string };
  testId: string;
}

export function FinalBoard({ game, loadBoard, answersHref, words, testId }: FinalBoardProps) {
  const { t } = useTranslation();
  const [board] = useLoad(`board:${game.game_id}`, loadBoard);
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
    <div className="game-page">
      {header}
      <LeaderboardTable entries={leaderboard} me={me} empty={words.empty} testId={testId} />
      <p className="game-page__links">
        <Link href={answersHref}>{words.seeAnswers}</Link>
      </p>
      <NextUp afterGameId={game.game_id} />
    </div>
  );
}
