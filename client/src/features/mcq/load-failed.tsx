import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/** A page whose game or data could not be read: the server's words and a way to try again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: ApiRequestError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <Notice>
        <p>{t('mcq.loadFailed')}</p>
        <p>{serverMessage(t, error)}</p>
      </Notice>
      <p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </p>
    </>
  );
}
