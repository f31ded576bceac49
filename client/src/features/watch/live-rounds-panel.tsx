import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/notice.tsx';
import { HealthCard } from './health-card.tsx';
import { RoundCard } from './round-card.tsx';
import { useWatchStream } from './use-watch-stream.ts';
import { orderRooms } from './watch-figures.ts';
import type { WatchState, WatchStatus } from './watch-stream.ts';
import './watch.css';

/** Who is watching: a creator sees their channel's rounds, an admin every round with its channel and the server. */
export type WatchAudience = 'creator' | 'admin';

const STATUS_LABELS: Record<WatchStatus, 'watch.statusLive' | 'watch.statusConnecting' | 'watch.statusReconnecting' | null> = {
  live: 'watch.statusLive',
  connecting: 'watch.statusConnecting',
  reconnecting: 'watch.statusReconnecting',
  refused: null,
  forbidden: null,
};

/** The live and upcoming rounds this user may watch, updated every second over the watch stream. */
export function LiveRoundsPanel({ audience }: { audience: WatchAudience }) {
  return <LiveRoundsView audience={audience} state={useWatchStream()} />;
}

/** The panel for a given state of the stream. */
export function LiveRoundsView({ audience, state }: { audience: WatchAudience; state: WatchState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { status, snapshot, offsetMs } = state;
  const rooms = snapshot ? orderRooms(snapshot.rooms) : [];
  const statusLabel = STATUS_LABELS[status];

  return (
    <section className={`watch watch--${status}`} aria-labelledby={headingId} data-testid="live-rounds">
      <header className="watch__header">
        <div className="watch__heading">
          <h2 id={headingId} className="watch__title">
            {t('watch.title')}
          </h2>
          <p className="watch__subtitle">{t(audience === 'admin' ? 'watch.subtitleAdmin' : 'watch.subtitleCreator')}</p>
        </div>
        {statusLabel && (
          <p className={`watch-status watch-status--${status}`} role="status" data-testid="watch-status">
            <span className="watch-status__dot" aria-hidden="true" />
            {t(statusLabel)}
          </p>
        )}
      </header>

      {status === 'refused' && <Notice>{t('watch.refused')}</Notice>}
      {status === 'forbidden' && <Notice>{t('watch.forbidden')}</Notice>}

      {audience === 'admin' && snapshot?.health && <HealthCard health={snapshot.health} />}

      {snapshot && rooms.length === 0 && (
        <div className="watch-empty" data-testid="watch-empty">
          <p className="watch-empty__title">{t('watch.empty')}</p>
          <p className="watch-empty__hint">{t('watch.emptyHint')}</p>
        </div>
      )}

      {rooms.length > 0 && (
        <div className="watch__rooms">
          {rooms.map((room) => (
            <RoundCard key={room.roundId ?? room.gameId} room={room} offsetMs={offsetMs} showChannel={audience === 'admin'} />
          ))}
        </div>
      )}
    </section>
  );
}
