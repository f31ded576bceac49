import { useTranslation } from 'react-i18next';
import './leaderboard-table.css';
import { pointsFormat } from './number-format.ts';

// A game's leaderboard as a table: rank, player, points and, where the game ranks by it, time taken. The
// signed-in player's row is marked; when they are outside the listed top, their row follows under a gap.

export interface LeaderboardEntry {
  player_id: string;
  rank: number;
  name: string;
  score: number;
  time_ms?: number | null;
}

interface LeaderboardTableProps {
  entries: readonly LeaderboardEntry[];
  me: LeaderboardEntry | null;
  empty: string;
  /** Shows the time column, written by this function. */
  time?: (ms: number | null | undefined) => string;
  testId?: string;
}

export function LeaderboardTable({ entries, me, empty, time, testId }: LeaderboardTableProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className="leaderboard__empty">{empty}</p>;
  const listed = me !== null && entries.some((entry) => entry.player_id === me.player_id);
  const columns = time ? 4 : 3;
  return (
    <table className="leaderboard__table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('leaderboard.rank')}</th>
          <th scope="col">{t('leaderboard.player')}</th>
          <th scope="col">{t('leaderboard.points')}</th>
          {time && <th scope="col">{t('leaderboard.time')}</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <Row key={entry.player_id} entry={entry} mine={entry.player_id === me?.player_id} time={time} />
        ))}
      </tbody>
      {me && !listed && (
        <tbody className="leaderboard__mine">
          <tr>
            <th scope="rowgroup" colSpan={columns} className="leaderboard__gap">
              {t('leaderboard.yourPlace')}
            </th>
          </tr>
          <Row entry={me} mine time={time} />
        </tbody>
      )}
    </table>
  );
}

function Row({ entry, mine, time }: { entry: LeaderboardEntry; mine: boolean; time?: LeaderboardTableProps['time'] }) {
  const { t, i18n } = useTranslation();
  const points = pointsFormat(i18n.language);
  return (
    <tr className={mine ? 'leaderboard__row leaderboard__row--me' : 'leaderboard__row'} aria-current={mine ? 'true' : undefined}>
      <td className="leaderboard__rank">{points.format(entry.rank)}</td>
      <td>
        <bdi>{entry.name}</bdi>
        {mine && <span className="leaderboard__you">{t('leaderboard.you')}</span>}
      </td>
      <td>{points.format(entry.score)}</td>
      {time && <td>{time(entry.time_ms)}</td>}
    </tr>
  );
}
