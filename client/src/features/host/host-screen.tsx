import type { HostRound, RoundPlayer } from '@plw/protocol/rest/hosting';
import { LANGUAGES } from '@plw/shared/constants';
import { canPlayInStep } from '@plw/shared/rules/round/type-rules';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../lib/socket.ts';
import type { Clock } from '../../lib/server-clock.ts';
import type { GameText } from '../../question-types/registry.ts';
import { HostTop } from './host-board.tsx';
import { ConfirmDialog, KeyLegend, toggleFullScreen, useHostKeys } from './host-controls.tsx';
import { HostLobby } from './host-lobby.tsx';
import { preloadHostParts } from './host-parts.ts';
import { HostQuestion, HostRevealView } from './host-question.tsx';
import { HostSoundToggle, useHostSounds } from './host-sound.tsx';
import { HostClosed, HostCountdown, HostFinale, HostFree, HostWaiting } from './host-stages.tsx';
import { currentQuestion, currentStage, type HostState, hostView } from './host-state.ts';
import { AutoAdvanceSwitch, LateSeatsSwitch } from './late-seats-switch.tsx';
import type { HostActions } from './use-host-actions.ts';
import './host.css';
import { numberFormat } from '../../ui/number-format.ts';

// The host's big screen for one round: what the round is at now (host-state.ts), the host's controls at the
// bottom with their keyboard legend (and, once the round runs, "Let late players in"), and a confirmation before
// ending the round or removing a player.

export interface HostScreenProps {
  round: HostRound;
  state: HostState;
  now: Clock;
  actions: HostActions;
  status: ConnectionStatus;
  /** The server would not let this user watch the round, in its words. */
  refusal?: string | null;
}

/** The `lang` and `dir` of the game's own text (its questions and choices), whatever the screen's language. */
function gameText(language: string): GameText {
  const found = LANGUAGES.find((item) => item.name === language);
  return { lang: found?.code ?? 'en', dir: found?.dir ?? 'ltr' };
}

type Confirming = { kind: 'end' } | { kind: 'remove'; player: RoundPlayer };

/** Re-renders once `at` (server time) has passed: the countdown gives way to the round, the round to its end. */
function useRerenderAt(at: number | null, now: Clock) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    const wait = at - now();
    if (wait < 0) return;
    const timer = setTimeout(rerender, wait + 20);
    return () => clearTimeout(timer);
  }, [at, now]);
}

export function HostScreen({ round, state, now, actions, status, refusal = null }: HostScreenProps) {
  const { t, i18n } = useTranslation();
  useRerenderAt(state.startsAt, now);
  useRerenderAt(state.endsAt, now);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  useEffect(() => preloadHostParts(round.game_type), [round.game_type]);
  const view = hostView(state, now());
  useHostSounds(view);
  const question = currentQuestion(view);
  const inLobby = view.kind === 'lobby';
  const over = view.kind === 'finale' || view.kind === 'closed';
  const players = state.figures?.players ?? state.players.length;
  const text = gameText(round.language);
  const format = numberFormat(i18n.language);

  const stage = currentStage(view);
  const primary = inLobby ? actions.start : question !== null ? () => actions.next(question, stage) : undefined;
  const askEnd = over ? undefined : () => setConfirming({ kind: 'end' });
  useHostKeys({ primary, end: askEnd, fullScreen: toggleFullScreen }, confirming === null);

  function body() {
    switch (view.kind) {
      case 'lobby':
        return (
          <HostLobby
            round={round}
            state={state}
            namesBusy={actions.busy === 'names'}
            onFriendlyNames={(on) => actions.names(on ? 'GENERATED' : 'CHOSEN')}
            lateSeatsBusy={actions.busy === 'lateSeats'}
            onLateSeats={actions.lateSeats}
            autoAdvanceBusy={actions.busy === 'autoAdvance'}
            onAutoAdvance={actions.autoAdvance}
            onRemove={(player) => setConfirming({ kind: 'remove', player })}
          />
        );
      case 'countdown':
        return <HostCountdown startsAt={view.startsAt} now={now} />;
      case 'waiting':
        return <HostWaiting />;
      case 'question':
        return (
          <HostQuestion
            type={round.game_type}
            question={view.question}
            total={round.question_count}
            answered={view.answered}
            players={players}
            now={now}
            text={text}
          />
        );
      case 'reveal':
        return (
          <div className="host-reveal-stage">
            <HostRevealView
              type={round.game_type}
              question={view.question}
              reveal={view.reveal}
              total={round.question_count}
              text={text}
            />
            <HostTop top={view.reveal.top} />
          </div>
        );
      case 'free':
        return (
          <HostFree
            endsAt={view.endsAt}
            answered={view.answered}
            players={players}
            progress={view.progress}
            words={view.words}
            now={now}
          />
        );
      case 'finale':
        return <HostFinale top={view.top} />;
      case 'closed':
        return <HostClosed />;
    }
  }

  return (
    <div className="host" data-view={view.kind}>
      <header className="host__bar">
        <h1 className="host__game">
          <bdi lang={text.lang} dir={text.dir}>{round.game_name}</bdi>
          <span className="host__channel">
            {' · '}
            <bdi>{round.channel_name}</bdi>
          </span>
        </h1>
        {!inLobby && <p className="host__players">{t('host.players', { count: format.format(players) })}</p>}
        <HostSoundToggle />
        {refusal
          ? <p className="host__note host__note--bad" role="alert">{refusal}</p>
          : status !== 'online' && (
            <p className={`host__note${status === 'refused' ? ' host__note--bad' : ''}`} role="status">
              {t(status === 'refused' ? 'host.refused' : status === 'offline' ? 'host.reconnecting' : 'host.connecting')}
            </p>
          )}
      </header>
      <main className="host__stage">{body()}</main>
      {!over && (
        <footer className="host__controls">
          <div className="host__buttons">
            {inLobby && (
              <button type="button" className="button button--primary host-button--big" disabled={actions.busy === 'start'} onClick={actions.start} aria-keyshortcuts="Space Enter">
                {t('host.start')}
              </button>
            )}
            {question !== null && (
              <button type="button" className="button button--primary host-button--big" disabled={actions.busy === 'next'} onClick={() => actions.next(question, stage)} aria-keyshortcuts="Space Enter">
                {t('host.next')}
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={() => setConfirming({ kind: 'end' })} aria-keyshortcuts="E">
              {t('host.end')}
            </button>
            <button type="button" className="button button--ghost" onClick={toggleFullScreen} aria-keyshortcuts="F">
              {t('host.fullScreen')}
            </button>
            {!inLobby && (
              <LateSeatsSwitch
                on={state.lateSeats}
                busy={actions.busy === 'lateSeats'}
                onChange={actions.lateSeats}
                compact
              />
            )}
            {!inLobby && canPlayInStep(round.game_type) && (
              <AutoAdvanceSwitch
                on={state.autoAdvance}
                busy={actions.busy === 'autoAdvance'}
                onChange={actions.autoAdvance}
                compact
              />
            )}
            {inLobby && state.players.length === 0 && <p className="host__hint" role="status">{t('host.emptyStart')}</p>}
          </div>
          <KeyLegend />
        </footer>
      )}
      {confirming?.kind === 'end' && (
        <ConfirmDialog
          title={t(inLobby ? 'host.endLobbyTitle' : 'host.endTitle')}
          text={t(inLobby ? 'host.endLobbyText' : 'host.endText')}
          confirm={t('host.endConfirm')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            actions.end();
          }}
        />
      )}
      {confirming?.kind === 'remove' && (
        <ConfirmDialog
          title={t('host.removeTitle', { name: confirming.player.name })}
          text={t('host.removeText')}
          confirm={t('host.remove')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            actions.remove(confirming.player);
          }}
        />
      )}
    </div>
  );
}
