import { LayoutGroup, motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardLine } from './host-state.ts';
import { pointsFormat } from '../../ui/number-format.ts';

// The top five on the big screen, between questions and through a kriss-kross race: big lines that slide to their
// new places when ranks change.

export const HOST_TOP_SIZE = 5;

export function HostTop({ top }: { top: readonly BoardLine[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const format = pointsFormat(i18n.language);
  const lines = top.slice(0, HOST_TOP_SIZE);
  return (
    <section className="host-top" aria-labelledby={headingId} data-testid="host-top">
      <h2 id={headingId} className="host-top__title">{t('host.top')}</h2>
      {lines.length === 0
        ? <p className="host-top__empty">{t('host.noScores')}</p>
        : (
            <LayoutGroup>
              <ol className="host-top__list">
                {lines.map((line) => (
                  <motion.li
                    key={line.playerId}
                    layout="position"
                    transition={{ duration: 0.35, ease: 'easeOut' }}
                    className="host-top__line"
                    data-testid="host-top-line"
                  >
                    <span className="host-top__rank">{format.format(line.rank)}</span>
                    <span className="host-top__name"><bdi>{line.name}</bdi></span>
                    <span className="host-top__score">{format.format(line.score)}</span>
                  </motion.li>
                ))}
              </ol>
            </LayoutGroup>
          )}
    </section>
  );
}
