import { motion } from 'motion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

// The end of a live kriss-kross round, as the round itself reported it: points, final rank and words right, the
// way to the round's leaderboard, and to the finished game with its answers.

export function LiveResult({ gameId, score, rank, right, words, onShowAnswers }: {
  gameId: string;
  score: number;
  rank: number | null;
  right: number;
  words: number;
  onShowAnswers: () => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  useEffect(() => heading.current?.focus(), []);

  const stats = [
    { id: 'score', label: t('krissKross.score'), value: points.format(score) },
    { id: 'rank', label: t('krissKross.rank'), value: rank === null ? '–' : t('krissKross.rankValue', { rank }) },
    { id: 'words', label: t('liveKrissKross.wordsRight'), value: t('krissKross.outOf', { value: right, total: words }) },
  ];
  const leaderboardHref = `/game/krisskross/leaderboard?${new URLSearchParams({ type: 'RAPID', game: gameId }).toString()}`;

  return (
    <motion.section
      className="kk-result"
      aria-labelledby={headingId}
      data-testid="kk-live-result"
      initial={{ opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25 }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="kk-result__title">
        {t('liveKrissKross.result')}
      </h2>
      <dl className="kk-result__stats">
        {stats.map((stat) => (
          <div key={stat.id} className="kk-result__stat">
            <dt>{stat.label}</dt>
            <dd data-testid={`live-result-${stat.id}`}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="kk-live__links">
        <Link href={leaderboardHref} className="button button--primary">
          {t('liveKrissKross.leaderboard')}
        </Link>
        <button type="button" className="button button--ghost" onClick={onShowAnswers}>
          {t('liveKrissKross.seeAnswers')}
        </button>
      </div>
    </motion.section>
  );
}
