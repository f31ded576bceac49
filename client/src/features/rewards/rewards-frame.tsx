import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header.tsx';
import { TabLinks } from '../../ui/tab-links.tsx';
import './rewards.css';

/** The rewards pages' frame: the page title, the Overview / Score / Gifts tabs, and on gift pages their sections. */
export function RewardsFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="rewards">
      <PageHeader title={title} />
      <TabLinks
        label={t('rewards.sections')}
        items={[
          { href: '/rewards', label: t('rewards.overview'), exact: true },
          { href: '/rewards/score', label: t('rewards.score') },
          { href: '/rewards/gifts', label: t('rewards.gifts') },
        ]}
      />
      {children}
    </div>
  );
}

export function GiftSections() {
  const { t } = useTranslation();
  return (
    <TabLinks
      variant="pills"
      label={t('rewards.giftSections')}
      items={[
        { href: '/rewards/gifts', label: t('rewards.overview'), exact: true },
        { href: '/rewards/gifts/all', label: t('rewards.allGifts') },
        { href: '/rewards/gifts/channel', label: t('rewards.byChannel') },
      ]}
    />
  );
}
