import type { Gift, GiftAward } from '@plw/protocol/rest/player';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useIntlFormat } from '../../ui/use-intl-format.ts';

function GiftPicture({ gift }: { gift: Gift }) {
  if (gift.image) return <img className="gift-card__image" src={gift.image} alt="" />;
  return (
    <span className="gift-card__image gift-card__image--none" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8">
        <rect x="3" y="8" width="18" height="13" rx="2" />
        <path d="M3 12h18M12 8v13M12 8c-1.5-3-5-4-5.5-1.5S10 8 12 8zm0 0c1.5-3 5-4 5.5-1.5S14 8 12 8z" />
      </svg>
    </span>
  );
}

/** A gift the player won: what, where, when, their rank and whether it was handed over. */
export function GiftAwardCard({ award, showChannel = true }: { award: GiftAward; showChannel?: boolean }) {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const { gift } = award;
  return (
    <li className="gift-card">
      <GiftPicture gift={gift} />
      <div className="gift-card__body">
        <p className="gift-card__name" dir="auto">
          {gift.name}
        </p>
        {showChannel && (
          <Link className="gift-card__channel" href={`/channel/${award.channel.channel_id}/summary/gifts`} dir="auto">
            {award.channel.channel_name}
          </Link>
        )}
        <p className="gift-card__meta">
          {award.rank !== null && <span>{t('rewards.rank', { rank: format.number(award.rank) })}</span>}
          <span>{t('rewards.value', { value: format.number(gift.value) })}</span>
          <time dateTime={award.awarded_at}>{t('rewards.wonOn', { date: format.date(award.awarded_at) })}</time>
        </p>
        {gift.game && <p className="gift-card__meta">{t('rewards.forGame', { game: gift.game.game_name })}</p>}
      </div>
      <span className={`gift-card__status gift-card__status--${award.status.toLowerCase()}`}>
        {award.status === 'CLAIMED' ? t('rewards.claimed') : t('rewards.awarded')}
      </span>
    </li>
  );
}

/** A gift a channel offers to the best players of its games. */
export function OfferedGiftCard({ gift }: { gift: Gift }) {
  const { t } = useTranslation();
  const format = useIntlFormat();
  return (
    <li className="gift-card">
      <GiftPicture gift={gift} />
      <div className="gift-card__body">
        <p className="gift-card__name" dir="auto">
          {gift.name}
        </p>
        {gift.description && (
          <p className="gift-card__description" dir="auto">
            {gift.description}
          </p>
        )}
        <p className="gift-card__meta">
          <span>{t('rewards.forTopRanks', { ranks: format.number(gift.winner_ranks) })}</span>
          <span>{t('rewards.value', { value: format.number(gift.value) })}</span>
        </p>
        {gift.game && <p className="gift-card__meta">{t('rewards.forGame', { game: gift.game.game_name })}</p>}
      </div>
    </li>
  );
}
