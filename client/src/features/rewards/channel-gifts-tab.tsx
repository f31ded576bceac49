import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { GiftAwardCard, OfferedGiftCard } from './gift-cards.tsx';
import { useChannelGifts } from './reward-queries.ts';

/** "Gifts": what the channel offers and what the player won there. */
export function ChannelGiftsTab({ channelId }: { channelId: string }) {
  const { t } = useTranslation();
  const gifts = useChannelGifts(channelId);
  if (gifts.isPending) return <Loading />;
  const offered = gifts.data?.offered ?? [];
  const won = gifts.data?.won ?? [];
  return (
    <div className="channel-gifts">
      <section>
        <h2 className="section-title">{t('rewards.giftsYouWon')}</h2>
        {won.length === 0
          ? <EmptyState title={t('rewards.noWon')} />
          : (
              <ul className="gift-list">
                {won.map((award) => <GiftAwardCard key={award.award_id} award={award} showChannel={false} />)}
              </ul>
            )}
      </section>
      <section>
        <h2 className="section-title">{t('rewards.giftsOffered')}</h2>
        {offered.length === 0
          ? <EmptyState title={t('rewards.noOffered')} />
          : (
              <ul className="gift-list">
                {offered.map((gift) => <OfferedGiftCard key={gift.gift_id} gift={gift} />)}
              </ul>
            )}
      </section>
    </div>
  );
}
