import type { ResponseOf } from '@plw/protocol/endpoint';
import type { api } from '@plw/protocol/api';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Celebration } from '../../../ui/celebration.tsx';
import { ResultCard } from '../../../ui/result-card.tsx';
import { LazyStatsPanel } from '../../../kits/stats/index.ts';
import { NextUp } from '../../../kits/today/index.ts';
import { formatDuration } from './format-duration.ts';

// A finished play: points out of the most possible, rank, time taken, words right, the way to the leaderboard,
// the streak, and the way on to the next game to play. A grid solved (every word right, revealed ones too) is
// celebrated: its title says so in words, and confetti bursts once (still for a player who asks for less motion).

export type PlayResult = ResponseOf<typeof api.krissKrossSubmit>['result'];

export function ResultSummary({ gameId, result, words, leaderboardHref, share, celebrate = false }: {
  /** The game played: never offered as the next one. */
  gameId: string;
  /** Solved just now (not a solved game opened again): the confetti bursts. */
  celebrate?: boolean;
  result: PlayResult;
  words: number;
  leaderboardHref: string;
  /** The "Share" button, when the result may be shared. */
  share?: ReactNode;
}) {
  const { t } = useTranslation();
  const stats = [
    { label: t('krissKross.score'), value: t('krissKross.outOf', { value: result.score, total: result.max_score }), id: 'score' },
    { label: t('krissKross.rank'), value: t('krissKross.rankValue', { rank: result.rank }), id: 'rank' },
    { label: t('krissKross.time'), value: formatDuration(result.time_ms), id: 'time' },
    { label: t('krissKross.wordsRight'), value: t('krissKross.outOf', { value: result.correct.length, total: words }), id: 'words' },
    // The words revealed scored nothing: said beside the score, so it adds up.
    ...(result.revealed.length > 0
      ? [{ label: t('dailyTools.revealed'), value: t('dailyTools.revealedValue', { count: result.revealed.length }), id: 'revealed' }]
      : []),
  ];

  // A finished daily puzzle: the player's streak, fetched afresh so it counts this one.
  return (
    <>
      <Celebration when={celebrate && result.solved} />
      <ResultCard
        title={result.solved ? t('krissKross.solved') : t('krissKross.result')}
        stats={stats}
        testId="kk-result"
      >
        <Link href={leaderboardHref} className="button button--primary">
          {t('krissKross.leaderboard')}
        </Link>
        {share}
      </ResultCard>
      <LazyStatsPanel />
      <NextUp afterGameId={gameId} />
    </>
  );
}
