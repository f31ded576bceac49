import { LayoutGroup, motion } from 'motion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardLine } from './live-round-state.ts';
import './live-round.css';
import { pointsFormat } from '../../ui/number-format.ts';

// The live board beside the play: the top ten as the server last sent it, each line sliding to its new place
// when ranks change, the reader's own line marked, and shown under the top when it is not in it. On a narrow
// screen it starts collapsed to the top 3 and the reader's own line, so it fits above the question; a button
// shows the rest.

/** Lines a collapsed board keeps, besides the reader's own. */
export const COLLAPSED_LINES = 3;
/** Wide enough for the board to sit beside the play (mcq.css), so it starts expanded. */
const WIDE_SCREEN = '(min-width: 56rem)';

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
  const points = pointsFormat(i18n.language);
  const [expanded, setExpanded] = useState(() => globalThis.matchMedia?.(WIDE_SCREEN).matches ?? false);
  const listId = useId();
  const listed = me !== null && top.some((line) => line.playerId === me);
  const shown = expanded ? top : top.filter((line, index) => index < COLLAPSED_LINES || line.playerId === me);
  const hidden = top.length - shown.length;

  return (
    <section className="live-board" aria-labelledby={headingId} data-testid="live-leaderboard">
      <header className="live-board__header">
        <h2 id={headingId} className="live-board__title">
          {title ?? t('liveRound.leaderboard')}
        </h2>
        <span className="live-board__players">{t('liveRound.players', { count: players })}</span>
        {(expanded ? top.length > COLLAPSED_LINES : hidden > 0) && (
          <button
            type="button"
            className="live-board__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('liveRound.boardCollapse') : t('liveRound.boardExpand')}
          </button>
        )}
      </header>
      {top.length === 0
        ? <p className="live-board__empty">{t('liveRound.boardEmpty')}</p>
        : (
            <LayoutGroup>
              <ol className="live-board__list" id={listId}>
                {shown.map((line) => (
                  <motion.li
                    key={line.playerId}
                    layout="position"
                    transition={{ duration: 0.3, ease: 'easeOut' }}
                    className={`live-board__line${line.playerId === me ? ' live-board__line--me' : ''}`}
                    aria-current={line.playerId === me ? 'true' : undefined}
                    data-player={line.playerId}
                  >
                    <span className="live-board__rank">{points.format(line.rank)}</span>
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
