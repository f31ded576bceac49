import { api } from '@plw/protocol/api';
import type { GiftAward } from '@plw/protocol/rest/player';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Finale, type NextGame } from './finale.tsx';
import { useLoad } from './use-load.ts';

// A live quiz round's finale from what the server stored when the round ended: its final board (ranks by the one
// ranking rule), the gifts this player won in this game (awarded in the same transaction as the ranks), and a
// daily game in the same language to play next. Gifts and the next game are extras: failing to read them
// leaves them out, never the result.

export function RoundFinale({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const channelId = game.channel.channel_id;
  const [board] = useLoad(`board:${gameId}`, (signal) =>
    client.call(api.mcqLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal }));
  const [gifts] = useLoad(`round-gifts:${gameId}`, (signal) => roundGifts(
    client.call(api.gifts, { query: { channel_id: channelId }, signal }).then((reply) => reply.gifts),
    gameId,
  ));
  const [next] = useLoad(`play-next:${gameId}`, (signal) =>
    client
      .call(api.dailyPuzzles, { query: { language: game.language }, signal })
      .then((page) => nextGame(page.games, gameId))
      .catch(() => null));
  const base = `/game/mcq/${encodeURIComponent(gameId)}`;

  if (board.status === 'loading' || gifts.status === 'loading' || next.status === 'loading') return <Loading />;
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
      board={leaderboard}
      me={me}
      gifts={gifts.status === 'ready' ? gifts.data : []}
      answersHref={`${base}/answers`}
      leaderboardHref={`${base}/leaderboard`}
      next={next.status === 'ready' ? next.data : null}
    />
  );
}

/** The player's awards of this game's gifts; none when they cannot be read. */
async function roundGifts(read: Promise<readonly GiftAward[]>, gameId: string): Promise<GiftAward[]> {
  try {
    return (await read).filter((award) => award.gift.game?.game_id === gameId);
  } catch {
    return [];
  }
}

/** The first listed game that is not this one, with where it is played. */
function nextGame(games: readonly GameSummary[], playedId: string): NextGame | null {
  const game = games.find((candidate) => candidate.game_id !== playedId);
  if (!game) return null;
  const id = encodeURIComponent(game.game_id);
  return { name: game.game_name, href: game.type === 'Mcq' ? `/game/mcq/${id}` : `/game/krisskross/${id}` };
}
