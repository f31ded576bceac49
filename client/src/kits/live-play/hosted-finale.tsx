import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Notice } from '../../ui/notice.tsx';
import { ResultCard, type ResultStat } from '../../ui/result-card.tsx';
import { LiveLeaderboard } from './live-leaderboard.tsx';
import { liveStanding } from './live-standing.ts';
import type { HostedRoundEnd } from './hosted-round-end.ts';
import { Podium } from './podium.tsx';
import './finale.css';
import './hosted-finale.css';
import { pointsFormat } from '../../ui/number-format.ts';

// The end of a hosted round, whatever the game: its own podium and top (from round:end), the player's rank and
// points in it, and the ways on: another game by code, or home. No gifts, answers or game leaderboard here: a
// hosted round pays no gifts, and the game's pages speak of the game's own scheduled round.

export interface HostedFinaleProps {
  /** The round's end as it reached us; null when it ended out of our sight (the page was reopened later). */
  ended: HostedRoundEnd | null;
  myPlayerId: string | null;
  /** Figures of this game beyond rank and points (a kriss-kross's words right). */
  extraStats?: readonly ResultStat[];
  /** False where the page shows the round's board already (a kriss-kross keeps its own beside the grid). */
  withBoard?: boolean;
}

export function HostedFinale({ ended, myPlayerId, extraStats = [], withBoard = true }: HostedFinaleProps) {
  const { t, i18n } = useTranslation();
  const points = pointsFormat(i18n.language);
  const ways = (
    <>
      <Link href="/join" className="button button--primary" data-testid="hosted-join-another">
        {t('join.joinAnother')}
      </Link>
      <Link href="/" className="button button--ghost" data-testid="hosted-home">
        {t('join.backHome')}
      </Link>
    </>
  );
  if (ended === null) {
    return (
      <div className="finale" data-testid="hosted-finale">
        <Notice tone="info">
          <p>{t('join.roundEnded')}</p>
        </Notice>
        <div className="hosted-finale__ways">{ways}</div>
      </div>
    );
  }
  const { end, players } = ended;
  const me = end.me;
  const final = { top: end.top, players, rank: me?.rank ?? null, score: me?.score ?? 0 };
  const standing = liveStanding(final, myPlayerId, true);
  const stats = [
    { id: 'rank', label: t('liveRound.rank'), value: me ? t('liveRound.rankValue', { rank: me.rank }) : '–' },
    { id: 'score', label: t('liveRound.score'), value: points.format(me?.score ?? 0) },
    ...extraStats,
  ];
  return (
    <div className="finale" data-testid="hosted-finale">
      <Podium board={end.top} me={myPlayerId} />
      <ResultCard title={t('finale.title')} stats={stats} testId="hosted-result">
        {ways}
      </ResultCard>
      {withBoard && end.top.length > 0 && (
        <LiveLeaderboard
          standing={standing}
          title={t('pages.leaderboard')}
        />
      )}
    </div>
  );
}
