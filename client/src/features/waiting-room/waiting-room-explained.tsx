import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import '../../ui/page-explained.css';

/**
 * /game/waitingroom opened bare (no game to wait for, e.g. a bookmark or a shortened link): what the waiting room
 * is, and the way to the live games it counts down to.
 */
export function WaitingRoomExplained() {
  const { t } = useTranslation();
  return (
    <section className="page-explained">
      <PageHeader title={t('pages.waitingRoom')} subtitle={t('waitingRoomHelp.what')} />
      <p>{t('waitingRoomHelp.how')}</p>
      <p className="page-explained__actions">
        <Link href="/rapid" className="button button--primary">
          {t('waitingRoomHelp.rapid')}
        </Link>
        <Link href="/home" className="button button--ghost">
          {t('common.goHome')}
        </Link>
      </p>
    </section>
  );
}
