import { zodResolver } from '@hookform/resolvers/zod';
import { type GiftForm, giftFormSchema } from '@plw/shared/schemas/review';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useAddGift, useGameGifts, useRemoveGift } from './release-queries.ts';
import '../../ui/panel.css';
import { numberFormat } from '../../ui/number-format.ts';

/** A paid game's gifts: what each rank wins, what release reserves from the balance, and a form to add one. */
export function GameGifts({ gameId, locked }: { gameId: string; locked: boolean }) {
  const { t, i18n } = useTranslation();
  const gifts = useGameGifts(gameId);
  const remove = useRemoveGift(gameId);
  const number = numberFormat(i18n.language);
  if (!gifts.data) return null;
  const { cost, balance, reserved } = gifts.data;
  return (
    <section className="release-gifts" aria-label={t('release.giftsTitle')}>
      <h3 className="release-gifts__title">{t('release.giftsTitle')}</h3>
      {gifts.data.gifts.length === 0
        ? <p className="panel-muted">{t('release.noGifts')}</p>
        : (
            <ul className="release-gifts__list">
              {gifts.data.gifts.map((gift) => (
                <li key={gift.gift_id} className="panel-row panel-row--between">
                  <span>
                    <strong>{gift.name}</strong>
                    {' · '}
                    {t('release.giftLine', { value: number.format(gift.value), count: gift.winner_ranks })}
                  </span>
                  {!locked && (
                    <button type="button" className="button button--ghost button--small" onClick={() => remove.mutate(gift.gift_id)}>
                      {t('release.removeGift')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
      <p className="panel-muted" data-testid="gift-cost">
        {reserved === null
          ? t('release.giftCost', { cost: number.format(cost), balance: number.format(balance) })
          : t('release.giftReserved', { reserved: number.format(reserved) })}
      </p>
      {!locked && <AddGiftForm gameId={gameId} />}
    </section>
  );
}

function AddGiftForm({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const add = useAddGift(gameId);
  const { register, handleSubmit, reset, formState } = useForm<GiftForm>({
    resolver: zodResolver(giftFormSchema),
    defaultValues: { name: '', description: '', value: 10, winner_ranks: 1 },
  });
  const { errors } = formState;

  async function submit(values: GiftForm) {
    try {
      await add.mutateAsync(values);
      reset();
      toast.success(t('release.giftAdded'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  return (
    <form className="release-gift-form" noValidate onSubmit={handleSubmit(submit)}>
      <TextField label={t('release.giftName')} error={errors.name?.message} {...register('name')} />
      <TextField label={t('release.giftDescription')} error={errors.description?.message} {...register('description')} />
      <TextField
        label={t('release.giftValue')}
        type="number"
        min={1}
        error={errors.value?.message}
        {...register('value', { valueAsNumber: true })}
      />
      <TextField
        label={t('release.winnerRanks')}
        type="number"
        min={1}
        error={errors.winner_ranks?.message}
        {...register('winner_ranks', { valueAsNumber: true })}
      />
      <button type="submit" className="button button--ghost button--small" disabled={formState.isSubmitting}>
        {t('release.addGift')}
      </button>
    </form>
  );
}
