import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChannelRequestView,
  type RejectChannelRequestForm,
  rejectChannelRequestSchema,
} from '@plw/shared/schemas/channel-accounts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { useRejectRequest } from './creator-request-queries.ts';

/** One request: the channel and the person behind it; pending ones can be approved or rejected with a reason. */
export function RequestCard({ request, approving, onApprove }: {
  request: ChannelRequestView;
  approving: boolean;
  onApprove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const when = request.status === 'PENDING' ? request.created_at : (request.reviewed_at ?? request.created_at);
  return (
    <article className="request-card" aria-label={request.channel_name}>
      <div className="request-card__head">
        {request.channel_dp
          ? <img className="request-card__dp" src={request.channel_dp} alt="" width={56} height={56} />
          : <span className="request-card__dp" aria-hidden="true" />}
        <div className="request-card__title">
          <h2>{request.channel_name}</h2>
          <p>{request.name}</p>
        </div>
        <time className="request-card__date" dateTime={when}>{date.format(new Date(when))}</time>
      </div>
      <p className="request-card__description">{request.channel_description}</p>
      <dl className="request-card__contact">
        <dt>{t('creatorRequests.email')}</dt>
        <dd dir="ltr">{request.email}</dd>
        <dt>{t('creatorRequests.phone')}</dt>
        <dd dir="ltr">
          +
          {request.country_code}
          {' '}
          {request.phone_no}
        </dd>
      </dl>
      {request.status === 'REJECTED' && (
        <p className="request-card__reason">
          <strong>{t('creatorRequests.reason')}</strong>
          {' '}
          {request.reason}
        </p>
      )}
      {request.status === 'PENDING' && !rejecting && (
        <div className="request-card__actions">
          <button
            type="button"
            className="button button--primary button--small"
            disabled={approving}
            onClick={onApprove}
          >
            {approving ? t('creatorRequests.approving') : t('creatorRequests.approve')}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setRejecting(true)}>
            {t('creatorRequests.reject')}
          </button>
        </div>
      )}
      {request.status === 'PENDING' && rejecting && (
        <RejectForm requestId={request.request_id} onCancel={() => setRejecting(false)} />
      )}
    </article>
  );
}

function RejectForm({ requestId, onCancel }: { requestId: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const reject = useRejectRequest();
  const { register, handleSubmit, formState } = useForm<RejectChannelRequestForm>({
    resolver: zodResolver(rejectChannelRequestSchema),
  });
  const error = formState.errors.reason?.message;

  async function submit(values: RejectChannelRequestForm) {
    try {
      await reject.mutateAsync({ id: requestId, reason: values.reason });
      toast.success(t('creatorRequests.rejectedToast'));
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      toast.error(serverMessage(t, failure));
    }
  }

  return (
    <form className="request-card__reject" noValidate onSubmit={handleSubmit(submit)}>
      <label htmlFor={id} className="field__label">{t('creatorRequests.reasonLabel')}</label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'}>
        <textarea
          id={id}
          rows={3}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('reason')}
        />
      </div>
      {error && <p id={`${id}-error`} role="alert" className="field__error" data-testid="reason-error">{error}</p>}
      <div className="request-card__actions">
        <button type="submit" className="button button--primary button--small" disabled={formState.isSubmitting}>
          {t('creatorRequests.confirmReject')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          {t('creatorRequests.cancel')}
        </button>
      </div>
    </form>
  );
}
