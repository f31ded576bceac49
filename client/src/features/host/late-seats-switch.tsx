import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// "Let late players in": in the lobby with its hint beside it, and while the round runs as a compact switch among
// the host's controls (a latecomer's phone tells them to ask the host), below the question, never over it.

export interface LateSeatsSwitchProps {
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
  /** Among the controls during the round: the hint is read out to screen readers but not shown. */
  compact?: boolean;
}

export function LateSeatsSwitch({ on, busy, onChange, compact = false }: LateSeatsSwitchProps) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <div className={compact ? 'host-switch host-switch--compact' : 'host-switch'}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hint}
        className="host-switch__control"
        disabled={busy}
        onClick={() => onChange(!on)}
      >
        <span className="host-switch__track" aria-hidden="true">
          <span className="host-switch__thumb" />
        </span>
        {t('host.lateSeats')}
      </button>
      <p id={hint} className={compact ? 'visually-hidden' : 'host-switch__hint'}>
        {t(on ? 'host.lateSeatsHintOn' : 'host.lateSeatsHintOff')}
      </p>
    </div>
  );
}
