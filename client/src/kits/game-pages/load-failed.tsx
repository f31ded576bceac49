import { ERROR_MESSAGES } from '@plw/protocol/errors';
import { useTranslation } from 'react-i18next';
import type { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Notice } from '../../ui/notice.tsx';
import { isUnknownId, NotFoundNotice } from '../../ui/not-found-notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

export interface LoadFailedProps {
  title: string;
  error: ApiRequestError;
  onRetry: () => void;
  /** The type's own words for a game that did not open ("Could not open this game."). */
  message: string;
}

/**
 * A page whose game or data could not be read: the server's words and a way to try again; for a game the server
 * does not know, that it could not be found and a way home (trying again would not find it either). A daily play
 * paused while a live round of its game runs did not fail: only the server's words say so, and when it goes on.
 */
export function LoadFailed({ title, error, onRetry, message }: LoadFailedProps) {
  const { t } = useTranslation();
  if (isUnknownId(error)) return <NotFoundNotice title={title} message={t('notFound.game')} />;
  return (
    <>
      <PageHeader title={title} />
      <Notice>
        {error.message !== ERROR_MESSAGES.dailyPaused && <p>{message}</p>}
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
