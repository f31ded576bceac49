import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { useStudioGifts } from './studio-queries.ts';
import './studio.css';
import { numberFormat } from '../../ui/number-format.ts';

/**
 * /creator/gifts: the channel's gift balance and gifts, read-only. Spending the balance on gifts and recharging it
 * belong to the gifts work that follows: its actions go in the "gift actions" row below, and recharge has its own
 * page (/creator/gifts/recharge).
 */
export default function GiftsPage() {
  const { t, i18n } = useTranslation();
  const gifts = useStudioGifts();
  const number = numberFormat(i18n.language);
  if (gifts.isPending) return <Loading />;
  return (
    <div className="studio">
      <PageHeader title={t('pages.gifts')} subtitle={t('studio.giftsIntro')} />
      <section className="studio-figures" aria-label={t('studio.balance')}>
        <div className="studio-figures__item" data-testid="gift-balance">
          <span className="studio-figures__value">{gifts.data ? number.format(gifts.data.channel.balance) : '–'}</span>
          <span className="studio-figures__label">{t('studio.balance')}</span>
        </div>
      </section>
      <div className="studio-row" data-testid="gift-actions">
        <Link href="/creator/gifts/recharge" className="button button--ghost button--small">
          {t('pages.recharge')}
        </Link>
      </div>
      {gifts.data?.gifts.length
        ? (
            <ul className="studio-list" aria-label={t('pages.gifts')}>
              {gifts.data.gifts.map((gift) => (
                <li key={gift.gift_id} className="studio-item">
                  {gift.image && <img className="media-picker__preview" src={gift.image} alt="" width={64} height={64} />}
                  <span className="studio-item__main">
                    <span className="studio-item__title">{gift.name}</span>
                    <span className="studio-item__meta">{gift.description}</span>
                    <span className="studio-item__meta">
                      {t('studio.giftValue', { value: number.format(gift.value) })}
                      {' '}
                      ·
                      {' '}
                      {t('studio.giftRanks', { count: gift.winner_ranks })}
                      {gift.game && ` · ${gift.game.game_name}`}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )
        : (
            <p className="studio-muted" role="status">
              {t('studio.noGifts')}
            </p>
          )}
    </div>
  );
}
