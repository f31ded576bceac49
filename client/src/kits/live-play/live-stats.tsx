import { useTranslation } from 'react-i18next';
import type { LiveStanding } from './live-standing.ts';
import './live-round.css';
import { pointsFormat } from '../../ui/number-format.ts';

/** The player's own score and rank in a running round, as the board tells them (live-standing.ts). */
export function LiveStats({ standing }: { standing: Pick<LiveStanding, 'score' | 'rank'> }) {
  const { t, i18n } = useTranslation();
  const points = pointsFormat(i18n.language);
  const { score, rank } = standing;
  return (
    <dl className="live-stats">
      <div className="live-stats__item">
        <dt>{t('liveRound.score')}</dt>
        <dd data-testid="live-score">{points.format(score)}</dd>
      </div>
      <div className="live-stats__item">
        <dt>{t('liveRound.rank')}</dt>
        <dd data-testid="live-rank">{rank === null ? '–' : t('liveRound.rankValue', { rank })}</dd>
      </div>
    </dl>
  );
}
