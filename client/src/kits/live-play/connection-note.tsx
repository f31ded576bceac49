import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../lib/socket.ts';
import './live-round.css';

/** Says so while the round's connection is lost (socket.io is reconnecting) or refused. */
export function ConnectionNote({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  if (status === 'online' || status === 'connecting') return null;
  return (
    <p className={`connection-note connection-note--${status}`} role="status">
      {status === 'offline' ? t('liveRound.reconnecting') : t('liveRound.refused')}
    </p>
  );
}
