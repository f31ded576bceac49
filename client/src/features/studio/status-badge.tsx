import type { GameStatus } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';

const TONE: Record<GameStatus, string> = {
  DRAFT: '',
  PENDING_VERIFICATION: ' studio-badge--review',
  VERIFIED: ' studio-badge--review',
  REJECTED: ' studio-badge--review',
  RELEASED: ' studio-badge--released',
};

/** A game's status as a small label. */
export function StatusBadge({ status }: { status: GameStatus }) {
  const { t } = useTranslation();
  return <span className={`studio-badge${TONE[status]}`}>{t(`studio.status.${status}`)}</span>;
}
