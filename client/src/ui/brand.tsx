import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Logo } from './logo.tsx';
import './brand.css';

/** The logo and the app's name, linking to where this area starts. */
export function Brand({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} className="brand">
      <Logo size={34} />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}
