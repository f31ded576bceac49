import { api } from '@plw/protocol/api';
import type { ResponseOf } from '@plw/protocol/endpoint';
import { LEADERBOARD_TYPES } from '@plw/protocol/rest/krisskross';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { LeaderboardTable } from '../../ui/leaderboard-table.tsx';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { formatDuration } from './format-duration.ts';

// /game/krisskross/leaderboard?type&game: ranks, names, points and time, with the reader's own line marked,
// shown after the top of the board when it is not in it.

type Board = ResponseOf<typeof api.leaderboard>;
type BoardType = (typeof LEADERBOARD_TYPES)[number];

const isBoardType = (value: string | null): value is BoardType => LEADERBOARD_TYPES.some((type) => type === value);

export default function KrissKrossLeaderboardPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const type = params.get('type');
  const gameId = params.get('game') ?? '';
  if (!isBoardType(type)) {
    return (
      <>
        <PageHeader title={t('pages.leaderboard')} />
        <Notice>{t('leaderboard.unknownType')}</Notice>
      </>
    );
  }
  return <Leaderboard type={type} gameId={gameId} />;
}

function Leaderboard({ type, gameId }: { type: BoardType; gameId: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [board, setBoard] = useState<Board | ApiRequestError | null>(null);
  const [gameName, setGameName] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    client
      .call(api.leaderboard, { query: { type, game_id: gameId }, signal })
      .then(setBoard, (error: unknown) => {
        if (!signal.aborted && error instanceof ApiRequestError) setBoard(error);
      });
    // The name is only a heading: the board stands without it.
    client
      .call(api.krissKrossDetails, { query: { game_id: gameId }, signal })
      .then(({ game }) => setGameName(game.game_name), () => undefined);
    return () => controller.abort();
  }, [client, type, gameId]);

  const header = <PageHeader title={t('pages.leaderboard')} subtitle={gameName ?? undefined} />;
  if (board === null) return (
    <>
      {header}
      <Loading />
    </>
  );
  if (board instanceof ApiRequestError) return (
    <>
      {header}
      <Notice>{serverMessage(t, board)}</Notice>
    </>
  );

  const { leaderboard, me } = board;
  return (
    <div className="leaderboard">
      {header}
      <LeaderboardTable entries={leaderboard} me={me} empty={t('leaderboard.empty')} time={formatTime} />
      <p>
        <Link href={`/game/krisskross/${encodeURIComponent(gameId)}`}>{t('leaderboard.backToGame')}</Link>
      </p>
    </div>
  );
}

function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : formatDuration(ms);
}
