import type { PlayRecord } from '@plw/protocol/rest/player';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { TabLinks } from '../../ui/tab-links.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { type ScorePlaysKind, useScorePlays, useScoreSummary } from './reward-queries.ts';
import { StatTiles } from './stat-tiles.tsx';

export type ScoreView = 'summary' | ScorePlaysKind;

/** "Your Score": the four score pages of a channel as pills, the score summary first. */
export function ChannelScoreTab({ channelId, base, view }: { channelId: string; base: string; view: ScoreView }) {
  const { t } = useTranslation();
  return (
    <section>
      <TabLinks
        variant="pills"
        label={t('rewards.scoreSections')}
        items={[
          { href: `${base}/summary`, label: t('rewards.scoreSummary'), alsoAt: [base, base.replace(/\/score$/, '')] },
          { href: `${base}/rapid`, label: t('rewards.scoreRapid') },
          { href: `${base}/daily`, label: t('rewards.scoreDaily') },
          { href: `${base}/all`, label: t('rewards.scoreAll') },
        ]}
      />
      {view === 'summary' ? <ScoreSummary channelId={channelId} /> : <PlayList channelId={channelId} kind={view} />}
    </section>
  );
}

function ScoreSummary({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const summary = useScoreSummary(channelId);
  if (summary.isPending) return <Loading />;
  // A summary that cannot load shows as no score yet (spec 8).
  const score = summary.data?.score;
  const rank = (label: string, value: number | null | undefined) =>
    value ? { label, value: `#${format.number(value)}` } : { label, value: t('rewards.noRankYet'), words: true };
  return (
    <div className="rewards-card">
      <StatTiles
        items={[
          { label: t('rewards.totalPoints'), value: format.number(score?.total_score ?? 0), lead: true },
          { label: t('rewards.rapidPoints'), value: format.number(score?.rapid_score ?? 0) },
          { label: t('rewards.dailyPoints'), value: format.number(score?.daily_score ?? 0) },
          { label: t('rewards.gamesPlayed'), value: format.number(score?.games_played ?? 0) },
          rank(t('rewards.channelRank'), score?.channel_rank),
          rank(t('rewards.bestRank'), score?.best_rank),
        ]}
      />
    </div>
  );
}

function PlayList({ channelId, kind }: { channelId: string; kind: ScorePlaysKind }) {
  const { t } = useTranslation();
  const plays = useScorePlays(channelId, kind);
  if (plays.isPending) return <Loading />;
  const list = plays.data?.plays ?? [];
  if (list.length === 0) return <EmptyState title={t('rewards.noPlays')} />;
  return (
    <ul className="play-list">
      {list.map((play) => <PlayRow key={play.play_id} play={play} />)}
    </ul>
  );
}

function PlayRow({ play }: { play: PlayRecord }) {
  const { t } = useTranslation();
  const format = useIntlFormat();
  return (
    <li className="play-row">
      <div className="play-row__main">
        <p className="play-row__name" dir="auto">
          {play.game.game_name}
        </p>
        <p className="play-row__meta">
          <span className={`kind-chip kind-chip--${play.kind.toLowerCase()}`}>
            {play.kind === 'RAPID' ? t('rewards.kindRapid') : t('rewards.kindDaily')}
          </span>
          {play.finished_at
            ? <time dateTime={play.finished_at}>{format.dateTime(play.finished_at)}</time>
            : <span>{t('rewards.notFinished')}</span>}
        </p>
      </div>
      <dl className="play-row__figures">
        <div>
          <dt>{t('rewards.points')}</dt>
          <dd>{format.number(play.score)}</dd>
        </div>
        <div>
          <dt>{t('rewards.rightAnswers')}</dt>
          <dd>{format.number(play.correct_count)}</dd>
        </div>
        {play.rank !== null && (
          <div>
            <dt>{t('rewards.rankLabel')}</dt>
            <dd>{`#${format.number(play.rank)}`}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
