import { MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header.tsx';
import { LiveRoundsPanel } from './live-rounds-panel.tsx';

/** /creator/dashboard: the creator's own channel's live and upcoming rounds. Loaded with this page only. */
export default function CreatorDashboardPage() {
  const { t } = useTranslation();
  return (
    <MotionConfig reducedMotion="user">
      <PageHeader title={t('pages.dashboard')} />
      <LiveRoundsPanel audience="creator" />
    </MotionConfig>
  );
}
