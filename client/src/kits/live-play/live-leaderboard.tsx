import { LayoutGroup, motion } from 'motion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveStanding } from './live-standing.ts';
import './live-round.css';
import { pointsFormat } from '../../ui/number-format.ts';

// The live board beside the play: the top ten as the server last sent it, each line sliding to its new place
// when ranks change, the reader's own line marked, and shown under the top when it is not in it. Everything on it
// comes from the round's one standing (live-standing.ts), as the rank chip does. On a narrow screen it starts
// collapsed to the top 3 and the reader's own line; a button shows the rest.

/** Lines a collapsed board keeps, besides the reader's own. */
export const COLLAPSED_LINES = 3;
/** Wide enough for the board to sit beside the play (mcq.css), so it starts expanded. */
const WIDE_SCREEN = '(min-width: 56rem)';

export interface LiveLeaderboardProps {
  standing: LiveStanding;
  title?: string;
}

export function LiveLeaderboard({ standing, title }: LiveLeaderboardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const points = pointsFormat(i18n.language);
  const [expanded, setExpanded] = useState(() => globalThis.matchMedia?.(WIDE_SCREEN).matches ?? false);
  const listId = useId();
  const { rows, players, me, listed } = standing;
  const shown = expanded ? rows : rows.filter((line, index) => index < COLLAPSED_LINES || line.mine);
  const hidden = rows.length - shown.length;
  const rankText = (rank: number | null) => (rank === null ? '–' : points.format(rank));

  return (
    <section className="live-board" aria-labelledby={headingId} data-testid="live-leaderboard">
      <header className="live-board__header">
        <h2 id={headingId} className="live-board__title">
          {title ?? t('liveRound.leaderboard')}
        </h2>
        {players !== null && (
          <span className="live-board__players" data-testid="live-players">{t('liveRound.players', { count: players })}</span>
        )}
        {(expanded ? rows.length > COLLAPSED_LINES : hidden > 0) && (
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
      {rows.length === 0 && standing.score === 0 && <p className="live-board__empty">{t('liveRound.boardEmpty')}</p>}
      {rows.length > 0 && (
        <LayoutGroup>
          <ol className="live-board__list" id={listId}>
            {shown.map((line) => (
              <motion.li
                key={line.playerId}
                layout="position"
                transition={{ duration: 0.3, ease: 'easeOut' }}
                className={`live-board__line${line.mine ? ' live-board__line--me' : ''}`}
                aria-current={line.mine ? 'true' : undefined}
                data-player={line.playerId}
              >
                <span className="live-board__rank">{rankText(line.shownRank)}</span>
                <span className="live-board__name">
                  <bdi>{line.name}</bdi>
                  {line.mine && <span className="live-board__tag">{t('liveRound.you')}</span>}
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
          <span className="live-board__rank">{rankText(standing.rank)}</span>
          <span className="live-board__name">{t('liveRound.you')}</span>
          <span className="live-board__score">{points.format(standing.score)}</span>
        </p>
      )}
    </section>
  );
}
