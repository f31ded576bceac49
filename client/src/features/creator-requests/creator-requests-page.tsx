import type { ChannelRequestView } from '@plw/shared/schemas/channel-accounts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageStatus } from '../../ui/page-status.tsx';
import { TabBar } from '../../ui/tab-bar.tsx';
import { useApproveRequest, useChannelRequests } from './creator-request-queries.ts';
import { RequestCard } from './request-card.tsx';
import { SignUpLink } from './sign-up-link.tsx';
import './creator-requests.css';

/** /admin/creator-requests: pending channel requests to approve or reject, and the rejected ones (spec 2, 3). */
export default function CreatorRequestsPage() {
  const { t } = useTranslation();
  const requests = useChannelRequests();
  const approve = useApproveRequest();
  const [approvedLink, setApprovedLink] = useState<{ channel: string; url: string } | null>(null);
  const [tab, setTab] = useState<'pending' | 'rejected'>('pending');

  async function onApprove(request: ChannelRequestView) {
    try {
      const result = await approve.mutateAsync(request.request_id);
      toast.success(t(result.mail === 'SENT' ? 'creatorRequests.approvedMailed' : 'creatorRequests.approved'));
      setApprovedLink(result.signup_url ? { channel: request.channel_name, url: result.signup_url } : null);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  const header = <PageHeader title={t('pages.creatorRequests')} subtitle={t('creatorRequests.intro')} />;
  if (requests.isPending) return <PageStatus header={header} />;
  if (requests.isError) {
    return (
      <PageStatus header={header}>
        <Notice>
          <p>{t('creatorRequests.fetchFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void requests.refetch()}>
            {t('common.retry')}
          </button>
        </Notice>
      </PageStatus>
    );
  }

  const { requests: pending, rejected } = requests.data;
  const shown = tab === 'pending' ? pending : rejected;
  return (
    <section className="creator-requests">
      {header}
      {approvedLink && (
        <SignUpLink channel={approvedLink.channel} url={approvedLink.url} onClose={() => setApprovedLink(null)} />
      )}
      <TabBar
        tabs={[
          { name: 'pending', label: t('creatorRequests.pending'), count: pending.length },
          { name: 'rejected', label: t('creatorRequests.rejected'), count: rejected.length },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {shown.length === 0
        ? (
            <p className="creator-requests__empty">
              {t(tab === 'pending' ? 'creatorRequests.noPending' : 'creatorRequests.noRejected')}
            </p>
          )
        : (
            <ul className="creator-requests__list">
              {shown.map((request) => (
                <li key={request.request_id}>
                  <RequestCard
                    request={request}
                    approving={approve.isPending && approve.variables === request.request_id}
                    onApprove={() => void onApprove(request)}
                  />
                </li>
              ))}
            </ul>
          )}
    </section>
  );
}
