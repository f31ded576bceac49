import type { RoundLobby } from '@plw/protocol/rest/hosting';
import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Notice } from '../../ui/notice.tsx';
import { ConnectionNote, hostedPlayHref, useMyPlayerId } from '../../kits/live-play/index.ts';
import { useLobby } from './use-lobby.ts';

// A seated player's lobby: whose game it is, the name they play under, who else is in (filling in live), and a
// calm wait until the host starts; then the round itself, on the game's live play page, with its 3-2-1.

export function SeatedLobby({ lobby, name }: { lobby: RoundLobby; name: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const live = useLobby(lobby.round_id, lobby.game_id);
  const me = useMyPlayerId();
  const headingId = useId();
  const players = live.players ?? lobby.players;
  const count = live.count ?? lobby.players.length;
  const gameId = live.starting?.gameId ?? lobby.game_id;
  const started = live.starting !== null || lobby.state === 'RUNNING';

  useEffect(() => {
    if (started && !live.removed) navigate(hostedPlayHref(lobby.game_type, gameId, lobby.round_id), { replace: true });
  }, [started, live.removed, navigate, lobby.game_type, gameId, lobby.round_id]);

  if (live.removed !== null) return <LobbyEnd message={t('join.hosted.removed')} />;
  if (live.closed) return <LobbyEnd message={t('join.closed')} />;

  return (
    <div className="lobby">
      <ConnectionNote status={live.connection} />
      <p className="lobby__me" role="status">
        {t('join.youreIn', { name })}
      </p>
      {started ? <p className="lobby__wait">{t('join.getReady')}</p> : <WaitingDots label={t('join.waiting')} />}
      <section className="lobby__players" aria-labelledby={headingId}>
        <h2 className="lobby__players-heading" id={headingId}>
          {t('join.playersHeading')}
          <span className="lobby__count" data-testid="lobby-count">{t('join.playerCount', { count })}</span>
        </h2>
        <ul className="lobby__list" aria-labelledby={headingId}>
          <AnimatePresence initial={false}>
            {players.map((player) => (
              <motion.li
                key={player.player_id}
                layout
                className={player.player_id === me ? 'lobby__player lobby__player--me' : 'lobby__player'}
                initial={{ opacity: 0, scale: 0.6 }}
                animate={{ opacity: 1, scale: 1 }}
                exit={{ opacity: 0, scale: 0.6 }}
                transition={{ type: 'spring', stiffness: 420, damping: 28 }}
              >
                {player.name}
              </motion.li>
            ))}
          </AnimatePresence>
        </ul>
      </section>
    </div>
  );
}

/** Three dots rising in turn under the line that says what we wait for; still under reduced motion. */
function WaitingDots({ label }: { label: string }) {
  return (
    <div className="lobby__wait">
      <p>{label}</p>
      <div className="lobby__dots" aria-hidden="true">
        {[0, 1, 2].map((dot) => (
          <motion.span
            key={dot}
            className="lobby__dot"
            animate={{ y: [0, -8, 0], opacity: [0.45, 1, 0.45] }}
            transition={{ duration: 1.4, repeat: Infinity, delay: dot * 0.2, ease: 'easeInOut' }}
          />
        ))}
      </div>
    </div>
  );
}

export function LobbyEnd({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="lobby">
      <Notice>{message}</Notice>
      <p className="lobby__links">
        <Link href="/join" className="button button--ghost">{t('join.anotherCode')}</Link>
        <Link href="/home" className="button button--ghost">{t('common.goHome')}</Link>
      </p>
    </div>
  );
}
