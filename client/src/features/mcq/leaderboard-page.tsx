import { api } from '@plw/protocol/api';
import type { ResponseOf } from '@plw/protocol/endpoint';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useLocation, useParams, useSearch } from 'wouter';
import { useServerClock } from '../live-round/use-server-clock.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
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

type Board = ResponseOf<typeof api.mcqLeaderboard>;
type Entry = Board['leaderboard'][number];

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
  const listed = me !== null && leaderboard.some((line) => line.player_id === me.player_id);
  return (
    <div className="mcq-play">
      {header}
      {leaderboard.length === 0
        ? <p className="mcq-board__empty">{t('mcq.boardEmpty')}</p>
        : (
            <table className="mcq-board" data-testid="mcq-leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('leaderboard.rank')}</th>
                  <th scope="col">{t('leaderboard.player')}</th>
                  <th scope="col">{t('leaderboard.points')}</th>
                </tr>
              </thead>
              <tbody>
                {leaderboard.map((line) => (
                  <Row key={line.player_id} entry={line} mine={line.player_id === me?.player_id} />
                ))}
              </tbody>
              {me && !listed && (
                <tbody>
                  <tr>
                    <th scope="rowgroup" colSpan={3} className="mcq-board__gap">
                      {t('leaderboard.yourPlace')}
                    </th>
                  </tr>
                  <Row entry={me} mine />
                </tbody>
              )}
            </table>
          )}
      <p className="mcq-links">
        <Link href={`/game/mcq/${encodeURIComponent(gameId)}/answers`}>{t('mcq.seeAnswers')}</Link>
      </p>
    </div>
  );
}

function Row({ entry, mine }: { entry: Entry; mine: boolean }) {
  const { t, i18n } = useTranslation();
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <tr className={mine ? 'mcq-board__row mcq-board__row--me' : 'mcq-board__row'} aria-current={mine ? 'true' : undefined}>
      <td className="mcq-board__rank">{entry.rank}</td>
      <td>
        <bdi>{entry.name}</bdi>
        {mine && <span className="mcq-board__you">{t('leaderboard.you')}</span>}
      </td>
      <td>{points.format(entry.score)}</td>
    </tr>
  );
}
