import { useTranslation } from 'react-i18next';
import './live-round.css';
import { pointsFormat } from '../../ui/number-format.ts';

/** The player's own score and rank in a running round, one line above the play. */
export function LiveStats({ score, rank }: { score: number; rank: number | null }) {
  const { t, i18n } = useTranslation();
  const points = pointsFormat(i18n.language);
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
