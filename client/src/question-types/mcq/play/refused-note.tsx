import { useTranslation } from 'react-i18next';

/** Why an answer did not lock, in the reader's language; the choices are open again to try once more. */
export function RefusedNote({ code }: { code: string }) {
  const { t } = useTranslation();
  const text = code === 'RATE_LIMITED' ? t('liveRound.slowDown') : code === 'ROUND_OVER' ? t('liveRound.roundOver') : t('liveRound.answerRefused');
  return <p className="mcq-live__refused" role="alert">{text}</p>;
}
