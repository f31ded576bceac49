import type { PlayStateView } from '@plw/protocol/rest/today';
import { useTranslation } from 'react-i18next';
import { solveTime } from './solve-time.ts';
import './today.css';

// Where the player stands on a game, as a small badge: new, in progress, or played ("Solved in 2:41" when the
// play has a time).

export function PlayStateLabel({ state }: { state: PlayStateView }) {
  const { t, i18n } = useTranslation();
  const status = state.status.toLowerCase().replace('_', '-');
  let text: string;
  if (state.status === 'FINISHED') {
    text = state.time_ms !== null ? t('today.solvedIn', { time: solveTime(state.time_ms, i18n.language) }) : t('today.statePlayed');
  } else {
    text = t(state.status === 'IN_PROGRESS' ? 'today.stateInProgress' : 'today.stateNew');
  }
  return (
    <span className={`play-state play-state--${status}`} data-testid="play-state" data-state={state.status}>
      {state.status === 'FINISHED' && <span aria-hidden="true">✓ </span>}
      {text}
    </span>
  );
}
