import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, topLines } from './watch-figures.ts';

/** A round's live top ten, each line sliding to its new place as ranks change; simulated players marked. */
export function WatchLeaderboard({ top }: { top: RoomFigures['top'] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const lines = topLines(top);

  return (
    <section className="watch-board" aria-labelledby={headingId} data-testid="watch-leaderboard">
      <h4 id={headingId} className="watch-section-title">
        {t('watch.leaderboard')}
      </h4>
      {lines.length === 0
        ? <p className="watch-board__empty">{t('watch.boardEmpty')}</p>
        : (
            <ol className="watch-board__list">
              {lines.map((line) => (
                <motion.li
                  key={line.playerId}
                  layout="position"
                  transition={{ duration: 0.35, ease: 'easeOut' }}
                  className={`watch-board__line watch-board__line--rank-${Math.min(line.rank, 4)}`}
                  data-player={line.playerId}
                >
                  <span className="watch-board__rank">{formatNumber(line.rank, i18n.language)}</span>
                  <span className="watch-board__name">
                    <bdi>{line.name}</bdi>
                    {line.simulated && <span className="watch-board__tag">{t('watch.simulated')}</span>}
                  </span>
                  <span className="watch-board__score" data-testid="watch-score">
                    {formatNumber(line.score, i18n.language, 2)}
                  </span>
                </motion.li>
              ))}
            </ol>
          )}
    </section>
  );
}
