import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { GiftAwardCard } from './gift-cards.tsx';
import { usePlayerGifts } from './reward-queries.ts';
import { GiftSections, RewardsFrame } from './rewards-frame.tsx';

/** /rewards/gifts/all: every gift the player won, newest first. */
export default function GiftsAllPage() {
  const { t } = useTranslation();
  const gifts = usePlayerGifts();
  const list = gifts.data?.gifts ?? [];
  return (
    <RewardsFrame title={t('pages.rewardsGiftsAll')}>
      <GiftSections />
      {gifts.isPending
        ? <Loading />
        : list.length === 0
          ? <EmptyState title={t('rewards.noGifts')} />
          : (
              <ul className="gift-list">
                {list.map((award) => <GiftAwardCard key={award.award_id} award={award} />)}
              </ul>
            )}
    </RewardsFrame>
  );
}
