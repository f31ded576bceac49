import type { RechargeRequest } from '@plw/protocol/rest/gifts';
import { rejectReasonSchema } from '@plw/shared/schemas/review';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageStatus } from '../../ui/page-status.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAdminRecharges, useApproveRecharge, useRejectRecharge } from './gifts-queries.ts';
import { RechargeSummary } from './recharge-status.tsx';
import '../../ui/panel.css';
import './gifts.css';

/** /admin/recharge-hub: pending recharge requests to approve (credited once) or reject with a reason. */
export default function RechargeHubPage() {
  const { t } = useTranslation();
  const hub = useAdminRecharges();
  const header = <PageHeader title={t('pages.rechargeHub')} subtitle={t('recharge.hubIntro')} />;
  if (hub.isPending) return <PageStatus header={header} />;
  if (hub.isError) return (
    <PageStatus header={header}>
      <Notice>{t('creatorRequests.fetchFailed')}</Notice>
    </PageStatus>
  );
  return (
    <section className="panel-page recharge">
      {header}
      <h2 className="panel-heading">{t('recharge.pending')}</h2>
      {hub.data.requests.length === 0
        ? <p className="panel-muted">{t('recharge.nonePending')}</p>
        : (
            <ul className="panel-grid">
              {hub.data.requests.map((request) => <PendingRecharge key={request.request_id} request={request} />)}
            </ul>
          )}
      <h2 className="panel-heading">{t('recharge.reviewed')}</h2>
      <ul className="panel-grid">
        {hub.data.reviewed.map((request) => (
          <li key={request.request_id} className="panel-card"><RechargeSummary request={request} showChannel /></li>
        ))}
      </ul>
    </section>
  );
}

function PendingRecharge({ request }: { request: RechargeRequest }) {
  const { t } = useTranslation();
  const approve = useApproveRecharge();
  const reject = useRejectRecharge();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function act(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      toast.success(t(done as 'recharge.approvedToast'));
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      toast.error(serverMessage(t, failure));
    }
  }

  function onReject() {
    const parsed = rejectReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    void act(() => reject.mutateAsync({ id: request.request_id, reason: parsed.data.reason }), 'recharge.rejectedToast');
  }

  return (
    <li className="panel-card" aria-label={request.channel.channel_name}>
      <RechargeSummary request={request} showChannel />
      {rejecting && (
        <TextField label={t('recharge.reasonLabel')} name="reason" value={reason} error={error} onChange={(e) => setReason(e.target.value)} />
      )}
      <div className="panel-row">
        {!rejecting && (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={approve.isPending}
            onClick={() => void act(() => approve.mutateAsync(request.request_id), 'recharge.approvedToast')}
          >
            {t('recharge.approve')}
          </button>
        )}
        <button type="button" className="button button--ghost button--small" onClick={() => (rejecting ? onReject() : setRejecting(true))}>
          {t(rejecting ? 'recharge.confirmReject' : 'recharge.reject')}
        </button>
        {rejecting && (
          <button type="button" className="button button--ghost button--small" onClick={() => setRejecting(false)}>
            {t('recharge.cancel')}
          </button>
        )}
      </div>
    </li>
  );
}
