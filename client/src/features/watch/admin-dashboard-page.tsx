import { MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header.tsx';
import { LiveRoundsPanel } from './live-rounds-panel.tsx';

/** /admin/dashboard: every live and upcoming round and the server's health. Loaded with this page only. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <MotionConfig reducedMotion="user">
      <PageHeader title={t('pages.dashboard')} />
      <LiveRoundsPanel audience="admin" />
    </MotionConfig>
  );
}
