import { useTranslation } from 'react-i18next';

/** What a layout shows while its page is still loading (spec 2: the dashboards show "Loading..."). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}
