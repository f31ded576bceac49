import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ResultCard } from '../../ui/result-card.tsx';

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
  const points = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const stats = [
    { id: 'score', label: t('krissKross.score'), value: points.format(score) },
    { id: 'rank', label: t('krissKross.rank'), value: rank === null ? '–' : t('krissKross.rankValue', { rank }) },
    { id: 'words', label: t('liveKrissKross.wordsRight'), value: t('krissKross.outOf', { value: right, total: words }) },
  ];
  const leaderboardHref = `/game/krisskross/leaderboard?${new URLSearchParams({ type: 'RAPID', game: gameId }).toString()}`;

  return (
    <ResultCard
      title={t('liveKrissKross.result')}
      stats={stats}
      testId="kk-live-result"
      statTestId={(id) => `live-result-${id}`}
    >
      <Link href={leaderboardHref} className="button button--primary">
        {t('liveKrissKross.leaderboard')}
      </Link>
      <button type="button" className="button button--ghost" onClick={onShowAnswers}>
        {t('liveKrissKross.seeAnswers')}
      </button>
    </ResultCard>
  );
}
