import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Finale, useFinaleExtras } from '../../../kits/live-play/index.ts';
import { useLoad } from './use-load.ts';

// A live quiz round's finale from what the server stored when the round ended: its final board (ranks by the one
// ranking rule), with the gifts won in this game and a game to play next (use-finale-extras.ts).

export function RoundFinale({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const [board] = useLoad(`board:${gameId}`, (signal) =>
    client.call(api.mcqLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal }));
  const extras = useFinaleExtras(game);
  const base = `/game/mcq/${encodeURIComponent(gameId)}`;

  if (board.status === 'loading' || extras === null) return <Loading />;
  if (board.status === 'failed') return <Notice>{serverMessage(t, board.error)}</Notice>;
  const { me, leaderboard } = board.data;
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
    <Finale
      board={leaderboard.map((entry) => ({ ...entry, playerId: entry.player_id }))}
      me={{ playerId: me.player_id, rank: me.rank, score: me.score }}
      gifts={extras.gifts}
      answers={{ href: `${base}/answers` }}
      leaderboardHref={`${base}/leaderboard`}
      next={extras.next}
      resultTestId="mcq-result"
    />
  );
}
