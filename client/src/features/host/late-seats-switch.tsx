import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// The host's switches: "Let late players in" and, for a quiz, "Move on when everyone has answered" (auto-advance,
// which the server enforces). In the lobby with a hint beside each, and while the round runs as compact switches
// among the host's controls, below the question, never over it.

export interface HostSwitchProps {
  on: boolean;
  busy: boolean;
  onChange: (on: boolean) => void;
  /** Among the controls during the round: the hint is read out to screen readers but not shown. */
  compact?: boolean;
}

function HostSwitch(props: HostSwitchProps & { label: string; hint: string }) {
  const { on, busy, onChange, compact = false, label, hint } = props;
  const hintId = useId();
  return (
    <div className={compact ? 'host-switch host-switch--compact' : 'host-switch'}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hintId}
        className="host-switch__control"
        disabled={busy}
        onClick={() => onChange(!on)}
      >
        <span className="host-switch__track" aria-hidden="true">
          <span className="host-switch__thumb" />
        </span>
        {label}
      </button>
      <p id={hintId} className={compact ? 'visually-hidden' : 'host-switch__hint'}>{hint}</p>
    </div>
  );
}

export function LateSeatsSwitch(props: HostSwitchProps) {
  const { t } = useTranslation();
  const hint = t(props.on ? 'host.lateSeatsHintOn' : 'host.lateSeatsHintOff');
  return <HostSwitch {...props} label={t('host.lateSeats')} hint={hint} />;
}

export function AutoAdvanceSwitch(props: HostSwitchProps) {
  const { t } = useTranslation();
  const hint = t(props.on ? 'host.autoAdvanceHintOn' : 'host.autoAdvanceHintOff');
  return <HostSwitch {...props} label={t('host.autoAdvance')} hint={hint} />;
}
