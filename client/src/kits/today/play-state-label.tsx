import type { PlayStateView } from '@plw/protocol/rest/today';
import { useTranslation } from 'react-i18next';
import { solveTime } from './solve-time.ts';
import './today.css';

// Where the player stands on a game, as a small badge: new, in progress, or played. A finished play reads "Solved in
// 2:41" only when the server's rule says it was solved (every answer right, nothing revealed); any other finished
// play says how many answers were right ("2/3 right"), never "Solved".

export function PlayStateLabel({ state }: { state: PlayStateView }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  let status = state.status.toLowerCase().replace('_', '-');
  let text: string;
  const solved = state.status === 'FINISHED' && state.solved === true;
  if (state.status === 'FINISHED' && !solved && state.right !== null && state.questions !== null) {
    status = 'partial';
    text = t('today.partRight', { right: number.format(state.right), total: number.format(state.questions) });
  } else if (state.status === 'FINISHED') {
    text = solved && state.time_ms !== null
      ? t('today.solvedIn', { time: solveTime(state.time_ms, i18n.language) })
      : t('today.statePlayed');
  } else {
    text = t(state.status === 'IN_PROGRESS' ? 'today.stateInProgress' : 'today.stateNew');
  }
  return (
    <span className={`play-state play-state--${status}`} data-testid="play-state" data-state={state.status}>
      {solved && <span aria-hidden="true">✓ </span>}
      {text}
    </span>
  );
}
