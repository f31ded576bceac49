import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import '../../ui/page-explained.css';

// An address opened without what its page needs (a bare /admin/games-verify, a release page without its games):
// what happened in the reader's words and where to pick what the page shows, never the schema's own text.

type Area = 'admin' | 'creator' | 'player';

const WAY_ON: Record<Area, { href: string; label: 'errors.wayOnAdmin' | 'errors.wayOnCreator' | 'common.goHome' }> = {
  admin: { href: '/admin/all-games', label: 'errors.wayOnAdmin' },
  creator: { href: '/creator/games', label: 'errors.wayOnCreator' },
  player: { href: '/home', label: 'common.goHome' },
};

const areaOf = (path: string): Area =>
  path.startsWith('/admin/') ? 'admin' : path.startsWith('/creator/') ? 'creator' : 'player';

export function IncompleteAddress({ path, title, subtitle }: { path: string; title: string; subtitle?: string }) {
  const { t } = useTranslation();
  const area = areaOf(path);
  const wayOn = WAY_ON[area];
  return (
    <section className="page-explained" data-testid="incomplete-address">
      <PageHeader title={title} subtitle={subtitle} />
      <Notice tone="info">
        <p>{t('errors.invalidAddress')}</p>
        <p>{t(area === 'player' ? 'errors.incompleteHintPlayer' : 'errors.incompleteHint')}</p>
      </Notice>
      <p className="page-explained__actions">
        <Link href={wayOn.href} className="button button--primary">
          {t(wayOn.label)}
        </Link>
      </p>
    </section>
  );
}
