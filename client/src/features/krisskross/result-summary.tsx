import type { ResponseOf } from '@plw/protocol/endpoint';
import type { api } from '@plw/protocol/api';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDuration } from './format-duration.ts';

// A finished play: points out of the most possible, rank, time taken, words right, and the way to the leaderboard.

export type PlayResult = ResponseOf<typeof api.krissKrossSubmit>['result'];

export function ResultSummary({ result, words, leaderboardHref }: {
  result: PlayResult;
  words: number;
  leaderboardHref: string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The result replaces the submit button under the reader's focus: take them to it.
  useEffect(() => heading.current?.focus({ preventScroll: false }), []);

  const stats = [
    { label: t('krissKross.score'), value: t('krissKross.outOf', { value: result.score, total: result.max_score }), id: 'score' },
    { label: t('krissKross.rank'), value: t('krissKross.rankValue', { rank: result.rank }), id: 'rank' },
    { label: t('krissKross.time'), value: formatDuration(result.time_ms), id: 'time' },
    { label: t('krissKross.wordsRight'), value: t('krissKross.outOf', { value: result.correct.length, total: words }), id: 'words' },
  ];

  return (
    <section className="kk-result" aria-labelledby={headingId} data-testid="kk-result">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="kk-result__title">
        {t('krissKross.result')}
      </h2>
      <dl className="kk-result__stats">
        {stats.map((stat) => (
          <div key={stat.id} className="kk-result__stat">
            <dt>{stat.label}</dt>
            <dd data-testid={`result-${stat.id}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <Link href={leaderboardHref} className="button button--primary">
        {t('krissKross.leaderboard')}
      </Link>
    </section>
  );
}
