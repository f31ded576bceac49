import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from './page-header.tsx';
import './not-found.css';

/** Any address the app does not know (spec 2, "Not found"). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <PageHeader title={t('notFound.title')} subtitle={t('notFound.message')} />
      <Link href="/home" className="button button--primary">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
