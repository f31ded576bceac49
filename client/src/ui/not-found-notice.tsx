import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiRequestError } from '../lib/api-client.ts';
import { Notice } from './notice.tsx';
import { PageHeader } from './page-header.tsx';
import './page-explained.css';

/** Whether an error says the thing asked for does not exist: not found, or an id that cannot name one. */
export function isUnknownId(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/**
 * A game or channel the server does not know (404): says so, with a way home and a way on to other games.
 * No Retry: asking again gives the same answer.
 */
export function NotFoundNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-explained" data-testid="not-found-notice">
      <PageHeader title={title} />
      <Notice tone="info">
        <p>{message}</p>
        <p>{t('notFound.gone')}</p>
      </Notice>
      <p className="page-explained__actions">
        <Link href="/home" className="button button--primary">
          {t('common.goHome')}
        </Link>
        <Link href="/daily" className="button button--ghost">
          {t('notFound.findGame')}
        </Link>
      </p>
    </section>
  );
}
