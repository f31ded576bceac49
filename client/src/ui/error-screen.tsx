import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';
import './error-screen.css';

const FIXES = [
  'errorScreen.fixRefresh',
  'errorScreen.fixClearCache',
  'errorScreen.fixAnotherBrowser',
  'errorScreen.fixAnotherDevice',
  'errorScreen.fixConnection',
] as const;

/** The spec's default error screen: what went wrong, what usually fixes it, and a way to try again. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="error-screen">
      <section className="error-screen__card" role="alert">
        <Logo size={56} />
        <h1 className="error-screen__title">{t('errorScreen.title')}</h1>
        <p className="error-screen__intro">{t('errorScreen.fixesIntro')}</p>
        <ul className="error-screen__fixes">
          {FIXES.map((fix) => (
            <li key={fix}>{t(fix)}</li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </section>
    </main>
  );
}
