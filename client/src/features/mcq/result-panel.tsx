import { motion } from 'motion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

// A finished play in numbers (points, rank, right answers) with the ways on: the answers, and for a live round
// its leaderboard. The panel rises in once; its heading takes the focus, as it replaces what the reader was on.

export interface ResultPanelProps {
  title: string;
  score: number;
  rank: number | null;
  right: number | null;
  total: number | null;
  answersHref: string;
  leaderboardHref: string | null;
}

export function ResultPanel({ title, score, rank, right, total, answersHref, leaderboardHref }: ResultPanelProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  useEffect(() => heading.current?.focus(), []);

  const stats = [
    { id: 'score', label: t('mcq.score'), value: points.format(score) },
    { id: 'rank', label: t('mcq.rank'), value: rank === null ? '–' : t('mcq.rankValue', { rank }) },
    ...(right !== null && total !== null
      ? [{ id: 'right', label: t('mcq.rightAnswers'), value: t('mcq.outOf', { value: right, total }) }]
      : []),
  ];

  return (
    <motion.section
      className="mcq-result"
      aria-labelledby={headingId}
      data-testid="mcq-result"
      initial={{ opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25 }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mcq-result__title">
        {title}
      </h2>
      <dl className="mcq-result__stats">
        {stats.map((stat) => (
          <div key={stat.id} className="mcq-result__stat">
            <dt>{stat.label}</dt>
            <dd data-testid={`result-${stat.id}`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mcq-result__links">
        <Link href={answersHref} className="button button--primary">
          {t('mcq.seeAnswers')}
        </Link>
        {leaderboardHref && (
          <Link href={leaderboardHref} className="button button--ghost">
            {t('mcq.seeLeaderboard')}
          </Link>
        )}
      </div>
    </motion.section>
  );
}
