import { api } from '@plw/protocol/api';
import type { ResponseOf } from '@plw/protocol/endpoint';
import { LEADERBOARD_TYPES } from '@plw/protocol/rest/leaderboards';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeStart } from '@plw/shared/rules/round/schedule';
import type { GameSummary } from '@plw/shared/schemas/game';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { roundEndsAt, waitingRoomHref } from '../../../lib/play-timing.ts';
import { LeaderboardTable } from '../../../ui/leaderboard-table.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { NextUp } from '../../../kits/today/index.ts';
import { formatDuration } from './format-duration.ts';

// /game/krisskross/leaderboard?type&game: ranks, names, points and time, with the reader's own line marked,
// shown after the top of the board when it is not in it. Before the game opens, and for a live round's board
// before the round ends, the reader waits in the waiting room (spec 4).

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

/** When the reader may see this board, if not yet: the publishing time, or a live round's end. */
function waitUntil(game: GameSummary, type: BoardType, now: number): string | null {
  if (game.publishing_time && beforeStart(game, now)) return game.publishing_time;
  const endsAt = type === 'RAPID' ? roundEndsAt(game) : null;
  return endsAt !== null && endsAt > now ? new Date(endsAt).toISOString() : null;
}

function Leaderboard({ type, gameId }: { type: BoardType; gameId: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const now = useServerClock();
  const [path] = useLocation();
  const search = useSearch();
  const [board, setBoard] = useState<Board | ApiRequestError | null>(null);
  /** Undefined while it loads; null if it could not be read (the board stands without it). */
  const [game, setGame] = useState<GameSummary | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    client
      .call(api.leaderboard, { query: { type, game_id: gameId }, signal })
      .then(setBoard, (error: unknown) => {
        if (!signal.aborted && error instanceof ApiRequestError) setBoard(error);
      });
    client
      .call(api.krissKrossDetails, { query: { game_id: gameId }, signal })
      .then(({ game: details }) => setGame(details), () => {
        if (!signal.aborted) setGame(null);
      });
    return () => controller.abort();
  }, [client, type, gameId]);

  const until = game ? waitUntil(game, type, now()) : null;
  if (until !== null) return <Redirect to={waitingRoomHref(search ? `${path}?${search}` : path, until)} replace />;
  const header = <PageHeader title={t('pages.leaderboard')} subtitle={game?.game_name} />;
  // A refused board may only mean the round is still on: the game's times tell, once they are in.
  if (board === null || (board instanceof ApiRequestError && game === undefined)) return (
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
      <NextUp afterGameId={gameId} />
    </div>
  );
}

function formatTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : formatDuration(ms);
}
