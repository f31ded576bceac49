import type { HostRound, RoundPlayer } from '@plw/protocol/rest/hosting';
import { spacedJoinCode } from '@plw/shared/rules/round/hosted';
import { canPlayInStep } from '@plw/shared/rules/round/type-rules';
import { AnimatePresence, motion } from 'motion/react';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostState } from './host-state.ts';
import { AutoAdvanceSwitch, LateSeatsSwitch } from './late-seats-switch.tsx';
import { numberFormat } from '../../ui/number-format.ts';

// The lobby on the big screen: where to join and the code, big enough to read from the back of a room, a QR code
// of the join address, and the names filling in as players join. The host picks friendly names here, lets late
// players in (the room closes to newcomers at the first question otherwise), and removes a player by their name
// (after a confirmation the screen asks for).

export interface HostLobbyProps {
  round: HostRound;
  state: HostState;
  namesBusy: boolean;
  onFriendlyNames: (on: boolean) => void;
  lateSeatsBusy: boolean;
  autoAdvanceBusy: boolean;
  onAutoAdvance: (on: boolean) => void;
  onLateSeats: (on: boolean) => void;
  onRemove: (player: RoundPlayer) => void;
}

/** The join address in full (the QR code needs a whole URL), and what the screen writes: the host and "/join". */
export function joinAddress(joinUrl: string, origin: string): { href: string; shown: string } {
  const url = new URL(joinUrl, origin);
  return { href: url.href, shown: `${url.host}/join` };
}

export function HostLobby(props: HostLobbyProps) {
  const { round, state, namesBusy, onFriendlyNames, lateSeatsBusy, onLateSeats, onRemove } = props;
  const { autoAdvanceBusy, onAutoAdvance } = props;
  const { t, i18n } = useTranslation();
  const codeLabel = useId();
  const playersHeading = useId();
  const namesHint = useId();
  const count = numberFormat(i18n.language).format(state.players.length);
  const address = joinAddress(round.join_url, globalThis.location?.origin ?? 'http://localhost');
  const friendly = state.names === 'GENERATED';

  return (
    <div className="host-lobby" data-testid="host-lobby">
      <section className="host-join" aria-labelledby={codeLabel}>
        <p className="host-join__at">
          {t('host.joinAt')}
          {' '}
          <strong className="host-join__address" dir="ltr">{address.shown}</strong>
        </p>
        <p className="host-join__label" id={codeLabel}>
          {t('host.code')}
        </p>
        <p className="host-join__code" dir="ltr" data-testid="join-code">
          {spacedJoinCode(round.join_code)}
        </p>
        <figure className="host-join__qr">
          <QRCodeSVG
            value={address.href}
            size={256}
            marginSize={2}
            level="M"
            bgColor="#ffffff"
            fgColor="#000000"
            title={t('host.qrTitle', { url: address.href })}
            role="img"
            data-testid="join-qr"
          />
          <figcaption>{t('host.scan')}</figcaption>
        </figure>
      </section>
      <section className="host-players" aria-labelledby={playersHeading}>
        <header className="host-players__header">
          <h2 id={playersHeading} className="host-players__count" aria-live="polite" data-testid="player-count">
            {t('host.players', { count })}
          </h2>
          <div className="host-switch">
            <button
              type="button"
              role="switch"
              aria-checked={friendly}
              aria-describedby={namesHint}
              className="host-switch__control"
              disabled={namesBusy}
              onClick={() => onFriendlyNames(!friendly)}
            >
              <span className="host-switch__track" aria-hidden="true">
                <span className="host-switch__thumb" />
              </span>
              {t('host.friendlyNames')}
            </button>
            <p id={namesHint} className="host-switch__hint">{t('host.friendlyNamesHint')}</p>
          </div>
          <LateSeatsSwitch on={state.lateSeats} busy={lateSeatsBusy} onChange={onLateSeats} />
          {canPlayInStep(state.gameType) && (
            <AutoAdvanceSwitch on={state.autoAdvance} busy={autoAdvanceBusy} onChange={onAutoAdvance} />
          )}
        </header>
        {state.players.length === 0
          ? <p className="host-players__empty">{t('host.waitingForPlayers')}</p>
          : (
              <>
                <p className="host-players__hint">{t('host.removeHint')}</p>
                <ul className="host-players__names" data-testid="lobby-names">
                  <AnimatePresence initial={false}>
                    {state.players.map((player) => (
                      <motion.li
                        key={player.player_id}
                        layout="position"
                        initial={{ opacity: 0, scale: 0.6 }}
                        animate={{ opacity: 1, scale: 1 }}
                        exit={{ opacity: 0, scale: 0.6 }}
                        transition={{ duration: 0.25 }}
                      >
                        <button
                          type="button"
                          className="host-name"
                          aria-label={t('host.removeName', { name: player.name })}
                          onClick={() => onRemove(player)}
                        >
                          <bdi>{player.name}</bdi>
                        </button>
                      </motion.li>
                    ))}
                  </AnimatePresence>
                </ul>
              </>
            )}
      </section>
    </div>
  );
}
