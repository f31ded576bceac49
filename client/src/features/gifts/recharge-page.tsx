import { zodResolver } from '@hookform/resolvers/zod';
import { type RechargeForm, rechargeFormSchema } from '@plw/shared/schemas/review';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageStatus } from '../../ui/page-status.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useChannelRecharges, useRequestRecharge } from './gifts-queries.ts';
import { RechargeSummary } from './recharge-status.tsx';
import '../../ui/panel.css';
import './gifts.css';
import { numberFormat } from '../../ui/number-format.ts';

/** /creator/gifts/recharge: the channel's gift balance, a request to add to it, and the requests so far. */
export default function RechargePage() {
  const { t, i18n } = useTranslation();
  const recharges = useChannelRecharges();
  const ask = useRequestRecharge();
  const number = numberFormat(i18n.language);
  const { register, handleSubmit, reset, formState } = useForm<RechargeForm>({
    resolver: zodResolver(rechargeFormSchema),
    defaultValues: { amount: 100, note: '' },
  });

  async function submit(values: RechargeForm) {
    try {
      await ask.mutateAsync(values);
      reset();
      toast.success(t('recharge.requested'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  const header = <PageHeader title={t('pages.recharge')} subtitle={t('recharge.intro')} />;
  if (recharges.isPending) return <PageStatus header={header} />;
  if (recharges.isError) return (
    <PageStatus header={header}>
      <Notice>{t('creatorRequests.fetchFailed')}</Notice>
    </PageStatus>
  );
  return (
    <section className="panel-page recharge">
      {header}
      <p className="recharge-balance" data-testid="recharge-balance">
        <span className="recharge-balance__value">{number.format(recharges.data.balance)}</span>
        <span className="panel-muted">{t('recharge.balance')}</span>
      </p>
      <form className="panel-card recharge-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('recharge.amount')}
          type="number"
          min={1}
          error={formState.errors.amount?.message}
          {...register('amount', { valueAsNumber: true })}
        />
        <TextField label={t('recharge.note')} error={formState.errors.note?.message} {...register('note')} />
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {t('recharge.ask')}
        </button>
      </form>
      <h2 className="panel-heading">{t('recharge.history')}</h2>
      {recharges.data.requests.length === 0
        ? <p className="panel-muted">{t('recharge.none')}</p>
        : (
            <ul className="panel-grid">
              {recharges.data.requests.map((request) => (
                <li key={request.request_id} className="panel-card"><RechargeSummary request={request} /></li>
              ))}
            </ul>
          )}
    </section>
  );
}
