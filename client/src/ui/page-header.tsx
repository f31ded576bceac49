import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './page-header.css';

/** A page's title (also the document title) and an optional line under it. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.pageTitle', { page: title });
  }, [t, title]);
  return (
    <header className="page-header">
      <h1 className="page-header__title">{title}</h1>
      {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
    </header>
  );
}
