import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { KrissKrossPlay } from './krisskross-play.tsx';
import { usePuzzle } from './use-puzzle.ts';
import './krisskross.css';

/** /game/krisskross/:gameId: plays a daily kriss-kross game, after the waiting room if it is not published yet. */
export default function KrissKrossPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [path] = useLocation();
  const search = useSearch();
  const { load, reload } = usePuzzle(gameId);

  switch (load.status) {
    case 'loading':
      return <Loading />;
    case 'waiting': {
      // Spec 4: wait for the publishing time, then come back to this very address.
      const here = search ? `${path}?${search}` : path;
      const query = new URLSearchParams({ redirect: here, time: load.publishingTime });
      return <Redirect to={`/game/waitingroom?${query.toString()}`} replace />;
    }
    case 'opening':
      return <Notice tone="info">{t('krissKross.opening')}</Notice>;
    case 'failed':
      return (
        <>
          <PageHeader title={t('pages.krissKrossGame')} />
          <Notice>
            <p>{t('krissKross.loadFailed')}</p>
            <p>{serverMessage(t, load.error)}</p>
          </Notice>
          <p>
            <button type="button" className="button button--ghost" onClick={reload}>
              {t('common.retry')}
            </button>
          </p>
        </>
      );
    case 'ready':
      return <KrissKrossPlay key={gameId} gameId={gameId} puzzle={load.puzzle} onStale={reload} />;
  }
}
