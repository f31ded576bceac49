import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { languageName } from '../language-name.ts';
import { playGameHref, questionsHref } from '../studio-links.ts';
import '../studio.css';

/** The play pages' frame: the game, a note that nothing is scored, its other languages and its questions page. */
export function PlayFrame({
  title,
  played,
  children,
}: {
  title: string;
  played: { ids: string[]; game: StudioGame | undefined; pending: boolean; failed: boolean };
  children: (game: StudioGame) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  if (played.pending) return <Loading />;
  const { game, ids } = played;
  if (played.failed || !game) {
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
      <PageHeader title={title} subtitle={`${game.game_name} · ${languageName(game.language, i18n.language)}`} />
      <p className="studio-muted">{t('studio.notScored')}</p>
      <nav className="studio-nav" aria-label={t('studio.gamePages')}>
        <Link className="button button--ghost button--small" href={questionsHref(game.type, ids)}>
          {t('studio.questions')}
        </Link>
        <Link className="button button--ghost button--small" href={playGameHref(game.type, ids, game.language)}>
          {t('studio.playGame')}
        </Link>
      </nav>
      {children(game)}
    </div>
  );
}
