import { playKindAt } from '@plw/shared/rules/rapid-round';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { apiErrorOf, useHostedGame, useHostedRoundId } from '../../../kits/live-play/index.ts';
import { useServerClock } from '../../../lib/use-server-clock.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { LoadingAfterStart } from '../../../ui/start-countdown.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { isUnknownId, NotFoundNotice } from '../../../ui/not-found-notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { KrissKrossPlay } from './krisskross-play.tsx';
import { type Puzzle, usePuzzle } from './use-puzzle.ts';
import './krisskross.css';

// The live round (and socket.io with it) loads only when a live round is played.
const LiveKrissKross = lazy(() => import('./live-krisskross.tsx').then((module) => ({ default: module.LiveKrissKross })));

/**
 * /game/krisskross/:gameId: plays a kriss-kross game, after the waiting room if it is not published yet: a daily
 * game over REST, a live (RAPID) one inside its window through the live round. Times are read on the server's
 * clock as last measured (by the waiting room that sent the player here), so both agree on when the game opens.
 */
export default function KrissKrossPage() {
  const { gameId = '' } = useParams<{ gameId: string }>();
  const roundId = useHostedRoundId();
  return roundId ? <HostedKrissKross key={roundId} roundId={roundId} /> : <GameKrissKross gameId={gameId} />;
}

/**
 * A hosted round (`?round=`): the game from the round's lobby, its clues, grid and times from the round. The game's
 * own publishing time and play play no part (reading its questions would start a play of the game's own).
 */
function HostedKrissKross({ roundId }: { roundId: string }) {
  const { t } = useTranslation();
  const now = useServerClock();
  const hosted = useHostedGame(roundId);
  if (hosted.isPending) return <LoadingAfterStart now={now} />;
  if (hosted.isError) {
    return (
      <>
        <PageHeader title={t('pages.krissKrossGame')} />
        <Notice>
          <p>{t('krissKross.loadFailed')}</p>
          <p>{serverMessage(t, apiErrorOf(hosted.error))}</p>
        </Notice>
      </>
    );
  }
  return (
    <Suspense fallback={<LoadingAfterStart now={now} />}>
      <LiveKrissKross puzzle={{ game: hosted.data, play: null }} onStale={noop} roundId={roundId} />
    </Suspense>
  );
}

const noop = () => undefined;

function GameKrissKross({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  const now = useServerClock();
  const { load, reload } = usePuzzle(gameId, now);
  // Decided once per load: a live round ends on its own, and then shows its result.
  const live = useMemo(
    () =>
      load.status === 'ready'
      && load.puzzle.play?.status === 'IN_PROGRESS'
      && playKindAt(timingOf(load.puzzle.game), new Date(now())) === 'RAPID',
    [load, now],
  );

  switch (load.status) {
    case 'loading':
      // Opened by the waiting room at the start: "Go!" stays on until the grid shows, never "Loading...".
      return <LoadingAfterStart now={now} />;
    case 'waiting': {
      // Spec 4: wait for the publishing time, then come back to this very address.
      const here = search ? `${path}?${search}` : path;
      const query = new URLSearchParams({ redirect: here, time: load.publishingTime });
      return <Redirect to={`/game/waitingroom?${query.toString()}`} replace />;
    }
    case 'opening':
      return <Notice tone="info">{t('krissKross.opening')}</Notice>;
    case 'failed':
      // An unknown game: said so, with a way home; no Retry, which would not find it either.
      if (isUnknownId(load.error)) return <NotFoundNotice title={t('pages.krissKrossGame')} message={t('notFound.game')} />;
      return (
        <>
          <PageHeader title={t('pages.krissKrossGame')} />
          <Notice>
            <p>{t('krissKross.loadFailed')}</p>
            <p>{serverMessage(t, load.error)}</p>
          </Notice>
          <p>
            <button type="button" className="button button--ghost" onClick={reload}>
              {t('common.retry')}
            </button>
          </p>
        </>
      );
    case 'ready':
      if (live) {
        return (
          <Suspense fallback={<LoadingAfterStart now={now} />}>
            <LiveKrissKross key={gameId} puzzle={load.puzzle} onStale={reload} />
          </Suspense>
        );
      }
      return <KrissKrossPlay key={gameId} gameId={gameId} puzzle={load.puzzle} onStale={reload} />;
  }
}

function timingOf(game: Puzzle['game']) {
  const { mode, publishing_time: publishingTime, game_configuration: configuration } = game;
  return { mode, publishing_time: publishingTime, game_duration: configuration.game_duration };
}
