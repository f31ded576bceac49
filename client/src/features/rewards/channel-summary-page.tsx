import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Avatar } from '../../ui/avatar.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TabLinks } from '../../ui/tab-links.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { ChannelGiftsTab } from './channel-gifts-tab.tsx';
import { ChannelScoreTab, type ScoreView } from './channel-score-tab.tsx';
import { useChannelSummary } from './reward-queries.ts';
import './rewards.css';

type SummaryView = { tab: 'gifts' } | { tab: 'score'; view: ScoreView };

/** Which tab and score page an address under /channel/{id}/summary shows; the summary itself opens on the score. */
export function summaryViewOf(path: string, base: string): SummaryView {
  const rest = path.slice(base.length).replace(/\/+$/, '');
  if (rest === '/gifts') return { tab: 'gifts' };
  const view = rest.match(/^\/score\/(summary|rapid|daily|all)$/)?.[1];
  return { tab: 'score', view: (view as ScoreView | undefined) ?? 'summary' };
}

/**
 * /channel/{id}/summary and its sub-pages (spec 2): the channel, the player's totals there, and the tabs
 * "Your Score" (summary, rapid, daily, all) and "Gifts". One page for every sub-route, so switching tabs keeps
 * the header in place.
 */
export default function ChannelSummaryPage() {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const { channelId = '' } = useParams<{ channelId: string }>();
  const [path] = useLocation();
  const base = `/channel/${channelId}/summary`;
  const current = summaryViewOf(path, base);
  const summary = useChannelSummary(channelId);
  const channel = summary.data?.channel;
  // The channel's name is isolated, so a Latin name keeps its place in an Arabic title and the other way round.
  const title = channel ? `\u2068${channel.channel_name}\u2069 · ${t('pages.channelSummary')}` : t('pages.channelSummary');

  return (
    <div className="channel-summary">
      <Link className="back-link" href={`/channel/${channelId}`}>
        <span aria-hidden="true" className="back-link__arrow">
          ←
        </span>
        {t('rewards.backToChannel')}
      </Link>
      <div className="channel-summary__head">
        {channel && <Avatar src={channel.channel_dp} name={channel.channel_name} size="lg" />}
        <div className="channel-summary__title">
          <PageHeader title={title} />
          {summary.isError && <p className="channel-summary__figures">{t('rewards.channelMissing')}</p>}
          {summary.data && (
            <p className="channel-summary__figures">
              <span>
                <strong>{format.number(summary.data.score.total_score)}</strong>
                {' '}
                {t('rewards.points')}
              </span>
              <span>
                <strong>{format.number(summary.data.gifts)}</strong>
                {' '}
                {t('rewards.gifts')}
              </span>
            </p>
          )}
        </div>
      </div>
      <TabLinks
        label={t('rewards.summaryTabs')}
        items={[
          { href: `${base}/score`, label: t('pages.yourScore'), alsoAt: [base] },
          { href: `${base}/gifts`, label: t('pages.gifts') },
        ]}
      />
      {current.tab === 'gifts'
        ? <ChannelGiftsTab channelId={channelId} />
        : <ChannelScoreTab channelId={channelId} base={`${base}/score`} view={current.view} />}
    </div>
  );
}
