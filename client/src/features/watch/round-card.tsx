import type { RoomFigures } from '@plw/protocol/socket/watch-events';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { questionTypeOf } from '../../question-types/registry.ts';
import { QuestionBars } from './question-bars.tsx';
import { RoundClock } from './round-clock.tsx';
import { formatNumber } from './watch-figures.ts';
import { WatchLeaderboard } from './watch-leaderboard.tsx';
import './round-card.css';

const PHASE_LABELS = {
  scheduled: 'watch.phaseUpcoming',
  waiting: 'watch.phaseWaiting',
  running: 'watch.phaseRunning',
  ended: 'watch.phaseEnded',
} as const;

/** One round as it is played: name, phase, clock, who plays, how fast they answer, each question, the top ten. */
export interface RoundCardProps {
  room: RoomFigures;
  /** Server time minus device time. */
  offsetMs: number;
  /** Admins watch every channel, so each round says whose it is. */
  showChannel: boolean;
}

export function RoundCard({ room, offsetMs, showChannel }: RoundCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const number = (value: number, digits = 0) => formatNumber(value, i18n.language, digits);
  const played = room.phase === 'running' || room.phase === 'ended';

  return (
    <article
      className={`watch-room watch-room--${room.phase}`}
      aria-labelledby={titleId}
      data-testid="watch-room"
      data-game-id={room.gameId}
      data-phase={room.phase}
    >
      <header className="watch-room__header">
        <div className="watch-room__heading">
          <h3 id={titleId} className="watch-room__name">
            <bdi>{room.gameName}</bdi>
          </h3>
          <p className="watch-room__meta">
            <span className={`watch-phase watch-phase--${room.phase}`} data-testid="watch-phase">
              {t(PHASE_LABELS[room.phase])}
            </span>
            <span>{t(questionTypeOf(room.type).labels.watch)}</span>
            {showChannel && (
              <span className="watch-room__channel" data-testid="watch-channel">
                {t('watch.channel')}
                {' '}
                <bdi>{room.channelName}</bdi>
              </span>
            )}
          </p>
        </div>
        <RoundClock room={room} offsetMs={offsetMs} />
      </header>

      <dl className="watch-stats">
        <div className="watch-stat">
          <dt>{t('watch.players')}</dt>
          <dd data-testid="watch-players">{number(room.players)}</dd>
          <dd className="watch-stat__note">{t('watch.connected', { connected: number(room.connected) })}</dd>
        </div>
        <div className="watch-stat">
          <dt>{t('watch.answersPerSecond')}</dt>
          <dd data-testid="watch-rate">{number(room.answersPerSecond, 1)}</dd>
        </div>
        <div className="watch-stat">
          <dt>{t('watch.answers')}</dt>
          <dd data-testid="watch-answers">{number(room.answers)}</dd>
        </div>
      </dl>

      {played && (
        <div className="watch-room__body">
          <QuestionBars questions={room.questions} />
          <WatchLeaderboard top={room.top} />
        </div>
      )}
    </article>
  );
}
