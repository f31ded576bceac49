import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { gameEditorHref, playDemoHref } from '../studio-links.ts';
import '../studio.css';

/** What both add-question pages share: the game's name and status, its other pages, and why it may not change. */
export function QuestionsFrame({
  title,
  game,
  ids,
  pending,
  failed,
  children,
}: {
  title: string;
  game: StudioGame | undefined;
  ids: readonly string[];
  pending: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) return <Loading />;
  if (failed || !game) {
    return (
      <div className="studio">
        <PageHeader title={title} />
        <Notice>
          <p>{t('studio.loadFailed')}</p>
        </Notice>
      </div>
    );
  }
  return (
    <div className="studio">
      <PageHeader title={title} subtitle={game.game_name} />
      <div className="studio-row studio-row--between">
        <StatusBadge status={game.status} />
        <nav className="studio-nav" aria-label={t('studio.gamePages')}>
          <Link className="button button--ghost button--small" href={gameEditorHref(ids)}>
            {t('studio.editGame')}
          </Link>
          <Link className="button button--ghost button--small" href={playDemoHref(game.type, ids)}>
            {t('studio.playDemo')}
          </Link>
        </nav>
      </div>
      {game.status === 'RELEASED' && (
        <Notice tone="info">
          <p>{t('studio.releasedLocked')}</p>
        </Notice>
      )}
      {game.status === 'VERIFIED' && (
        <Notice tone="info">
          <p>{t('studio.verifiedWarning')}</p>
        </Notice>
      )}
      {children}
    </div>
  );
}
