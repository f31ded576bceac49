import { MotionConfig } from 'motion/react';
import { useTranslation } from 'react-i18next';
import { ChannelFigures } from '../../features/studio/channel-figures.tsx';
import { LiveRoundsPanel } from '../../features/watch/live-rounds-panel.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/**
 * /creator/dashboard: the channel's figures (studio) above its live and upcoming rounds (watch). It lives in app/
 * because it puts two features on one page. Loaded with this page only, like the rounds' socket.
 */
export default function CreatorDashboardPage() {
  const { t } = useTranslation();
  return (
    <MotionConfig reducedMotion="user">
      <PageHeader title={t('pages.dashboard')} />
      <ChannelFigures />
      <LiveRoundsPanel audience="creator" />
    </MotionConfig>
  );
}
