import { motion, useReducedMotion } from 'motion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './finale.css';
import { pointsFormat } from '../../ui/number-format.ts';

// The finale's podium: the round's top three by the ranks the server gave (the one ranking rule), in rank order
// for a screen reader and 2-1-3 on screen. Each step rises in turn (about a second in all); the reader can skip
// it, and it does not move for those who ask for reduced motion. Any game's round: a quiz reads its final board
// over REST, a kriss-kross takes it from the round's end; both come down to these lines.

/** One line of a round's final board. */
export interface PodiumEntry {
  rank: number;
  playerId: string;
  name: string;
  score: number;
}

/** Places on the podium. */
export const PODIUM_PLACES = 3;
const RISE_S = 0.45;

export function Podium({ board, me }: { board: readonly PodiumEntry[]; me: string | null }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const reduced = useReducedMotion() ?? false;
  const [skipped, setSkipped] = useState(false);
  const [risen, setRisen] = useState(false);
  const points = pointsFormat(i18n.language);
  const places = board.filter((entry) => entry.rank <= PODIUM_PLACES).toSorted((a, b) => a.rank - b.rank);
  const still = reduced || skipped;

  if (places.length === 0) return null;
  return (
    <section className="podium" aria-labelledby={headingId} data-testid="podium">
      <div className="podium__header">
        <h2 id={headingId} className="podium__title">{t('finale.podium')}</h2>
        {!still && !risen && (
          <button type="button" className="podium__skip" onClick={() => setSkipped(true)}>
            {t('finale.skip')}
          </button>
        )}
      </div>
      <ol className="podium__places">
        {places.map((entry) => (
          <motion.li
            // A new key on skip mounts each step where it ends, with nothing left to play.
            key={`${entry.playerId}:${still ? 'still' : 'rise'}`}
            className={`podium__place podium__place--${entry.rank}${entry.playerId === me ? ' podium__place--me' : ''}`}
            data-testid="podium-place"
            data-rank={entry.rank}
            initial={still ? false : { opacity: 0, y: 48 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ duration: RISE_S, delay: (PODIUM_PLACES - entry.rank) * RISE_S, ease: 'easeOut' }}
            onAnimationComplete={entry.rank === 1 ? () => setRisen(true) : undefined}
          >
            <span className="podium__name">
              <bdi>{entry.name}</bdi>
              {entry.playerId === me && <span className="podium__you">{t('liveRound.you')}</span>}
            </span>
            <span className="podium__points">{t('finale.points', { points: points.format(entry.score) })}</span>
            <span className="podium__step">
              <span className="podium__rank">{t('liveRound.rankValue', { rank: entry.rank })}</span>
            </span>
          </motion.li>
        ))}
      </ol>
    </section>
  );
}
