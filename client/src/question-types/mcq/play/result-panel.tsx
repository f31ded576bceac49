import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ResultCard } from '../../../ui/result-card.tsx';
import { pointsFormat } from '../../../ui/number-format.ts';

// A finished play in numbers (points, rank, right answers) with the ways on: the answers, and for a live round
// its leaderboard, for a daily play Share.

export interface ResultPanelProps {
  title: string;
  score: number;
  rank: number | null;
  right: number | null;
  total: number | null;
  answersHref: string;
  leaderboardHref: string | null;
  /** The "Share" button, when the result may be shared (a daily play's). */
  share?: ReactNode;
}

export function ResultPanel(props: ResultPanelProps) {
  const { title, score, rank, right, total, answersHref, leaderboardHref, share } = props;
  const { t, i18n } = useTranslation();
  const points = pointsFormat(i18n.language);

  const stats = [
    { id: 'score', label: t('mcq.score'), value: points.format(score) },
    { id: 'rank', label: t('mcq.rank'), value: rank === null ? '–' : t('mcq.rankValue', { rank }) },
    ...(right !== null && total !== null
      ? [{ id: 'right', label: t('mcq.rightAnswers'), value: t('mcq.outOf', { value: right, total }) }]
      : []),
  ];

  return (
    <ResultCard title={title} stats={stats} testId="mcq-result">
      <Link href={answersHref} className="button button--primary">
        {t('mcq.seeAnswers')}
      </Link>
      {leaderboardHref && (
        <Link href={leaderboardHref} className="button button--ghost">
          {t('mcq.seeLeaderboard')}
        </Link>
      )}
      {share}
    </ResultCard>
  );
}
