import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../lib/server-message.ts';
import type { LeaderboardEntry } from '../../ui/leaderboard-table.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Finale, useFinaleExtras } from '../live-play/index.ts';
import { useLoad } from './use-load.ts';

// A live round's finale from what the server stored when the round ended: its final board (ranks by the one
// ranking rule), with the gifts won in this game and a game to play next (the live-play kit's use-finale-extras).

export interface FinalBoardRead {
  leaderboard: readonly LeaderboardEntry[];
  me: LeaderboardEntry | null;
}

export interface RoundFinaleProps {
  game: GameSummary;
  /** The round's final board, from the type's leaderboard endpoint. */
  loadBoard: (signal: AbortSignal) => Promise<FinalBoardRead>;
  /** The game's pages: `${base}/answers`, `${base}/leaderboard`. */
  base: string;
  /** The type's words for a reader who did not play the round, and for the way to the board. */
  words: { notPlayed: string; seeLeaderboard: string };
  resultTestId: string;
}

export function RoundFinale({ game, loadBoard, base, words, resultTestId }: RoundFinaleProps) {
  const { t } = useTranslation();
  const [board] = useLoad(`board:${game.game_id}`, loadBoard);
  const extras = useFinaleExtras(game);

  if (board.status === 'loading' || extras === null) return <Loading />;
  if (board.status === 'failed') return <Notice>{serverMessage(t, board.error)}</Notice>;
  const { me, leaderboard } = board.data;
  if (!me) {
    return (
      <Notice tone="info">
        <p>{words.notPlayed}</p>
        <p>
          <Link href={`${base}/leaderboard`}>{words.seeLeaderboard}</Link>
        </p>
      </Notice>
    );
  }
  return (
    <Finale
      board={leaderboard.map((entry) => ({ ...entry, playerId: entry.player_id }))}
      me={{ playerId: me.player_id, rank: me.rank, score: me.score }}
      gifts={extras.gifts}
      answers={{ href: `${base}/answers` }}
      leaderboardHref={`${base}/leaderboard`}
      next={extras.next}
      resultTestId={resultTestId}
    />
  );
}
