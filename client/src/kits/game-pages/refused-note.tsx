import { useTranslation } from 'react-i18next';

/** Why an answer did not lock, in the reader's language; the question is open again to try once more. */
export function RefusedNote({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const text = code === 'RATE_LIMITED' ? t('liveRound.slowDown') : code === 'ROUND_OVER' ? t('liveRound.roundOver') : t('liveRound.answerRefused');
  return <p className={className} role="alert">{text}</p>;
}
