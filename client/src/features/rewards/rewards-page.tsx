import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { LazyStatsPanel } from '../../kits/stats/index.ts';
import { useChannelScores, useGiftSummary } from './reward-queries.ts';
import { RewardsFrame } from './rewards-frame.tsx';
import { StatTiles } from './stat-tiles.tsx';

/** /rewards: the player's daily streak, their totals over every channel, and the way to the scores and the gifts. */
export default function RewardsPage() {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const scores = useChannelScores();
  const gifts = useGiftSummary();
  // A total that cannot load counts as nothing yet (spec 8), rather than a broken page.
  const channels = scores.data?.scores ?? [];
  const total = channels.reduce((sum, score) => sum + score.total_score, 0);
  const played = channels.reduce((sum, score) => sum + score.games_played, 0);

  return (
    <RewardsFrame title={t('pages.rewards')}>
      <LazyStatsPanel />
      <section className="rewards-card">
        <StatTiles
          items={[
            { label: t('rewards.totalPoints'), value: format.number(total), lead: true },
            { label: t('rewards.gamesPlayed'), value: format.number(played) },
            { label: t('rewards.channelsPlayed'), value: format.number(channels.length) },
          ]}
        />
        <Link className="button button--ghost button--small" href="/rewards/score">
          {t('rewards.seeScores')}
        </Link>
      </section>
      <section className="rewards-card">
        <StatTiles
          items={[
            { label: t('rewards.giftsWon'), value: format.number(gifts.data?.total_gifts ?? 0), lead: true },
            { label: t('rewards.giftValue'), value: format.number(gifts.data?.total_value ?? 0) },
          ]}
        />
        <Link className="button button--ghost button--small" href="/rewards/gifts">
          {t('rewards.seeGifts')}
        </Link>
      </section>
    </RewardsFrame>
  );
}
