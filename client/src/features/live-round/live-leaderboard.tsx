import { LayoutGroup, motion } from 'motion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardLine } from './live-round-state.ts';

// The live board beside the play: the top ten as the server last sent it, each line sliding to its new place
// when ranks change, the reader's own line marked, and shown under the top when it is not in it.

export interface LiveLeaderboardProps {
  top: readonly LeaderboardLine[];
  players: number;
  /** The reader's player id, to mark their line. */
  me: string | null;
  myRank: number | null;
  myScore: number;
  title?: string;
}

export function LiveLeaderboard({ top, players, me, myRank, myScore, title }: LiveLeaderboardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const listed = me !== null && top.some((line) => line.playerId === me);

  return (
    <section className="live-board" aria-labelledby={headingId} data-testid="live-leaderboard">
      <header className="live-board__header">
        <h2 id={headingId} className="live-board__title">
          {title ?? t('liveRound.leaderboard')}
        </h2>
        <span className="live-board__players">{t('liveRound.players', { count: players })}</span>
      </header>
      {top.length === 0
        ? <p className="live-board__empty">{t('liveRound.boardEmpty')}</p>
        : (
            <LayoutGroup>
              <ol className="live-board__list">
                {top.map((line) => (
                  <motion.li
                    key={line.playerId}
                    layout="position"
                    transition={{ duration: 0.3, ease: 'easeOut' }}
                    className={`live-board__line${line.playerId === me ? ' live-board__line--me' : ''}`}
                    aria-current={line.playerId === me ? 'true' : undefined}
                    data-player={line.playerId}
                  >
                    <span className="live-board__rank">{line.rank}</span>
                    <span className="live-board__name">
                      <bdi>{line.name}</bdi>
                      {line.playerId === me && <span className="live-board__tag">{t('liveRound.you')}</span>}
                      {line.simulated && <span className="live-board__tag live-board__tag--bot">{t('liveRound.bot')}</span>}
                    </span>
                    <span className="live-board__score">{points.format(line.score)}</span>
                  </motion.li>
                ))}
              </ol>
            </LayoutGroup>
          )}
      {!listed && me !== null && (
        <p className="live-board__line live-board__line--me live-board__line--own" data-testid="live-board-own">
          <span className="live-board__rank">{myRank ?? '–'}</span>
          <span className="live-board__name">{t('liveRound.you')}</span>
          <span className="live-board__score">{points.format(myScore)}</span>
        </p>
      )}
    </section>
  );
}
