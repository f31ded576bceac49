import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import './offline-screen.css';

/** The first wait before trying again; each later wait doubles, up to MAX_RETRY_MS. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/**
 * What a page shows when it needs the internet and there is none: it says so and tries again by itself, at once
 * when the browser reports the connection back and meanwhile with a growing wait (a connection that returns
 * without an online event, e.g. a server that was unreachable). `onRetry` is that attempt; without one the screen
 * only waits for its parent to take it away.
 */
export function OfflineScreen({ onRetry, home = true }: { onRetry?: () => void; home?: boolean }) {
  const { t } = useTranslation();
  const retry = useRef(onRetry);
  retry.current = onRetry;

  useEffect(() => {
    const tryAgain = () => retry.current?.();
    globalThis.addEventListener('online', tryAgain);
    let wait = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        // Asking while the browser knows it is offline cannot succeed; the online event will ask instead.
        if (globalThis.navigator?.onLine !== false) tryAgain();
        wait = Math.min(wait * 2, MAX_RETRY_MS);
        schedule();
      }, wait);
    };
    schedule();
    return () => {
      globalThis.removeEventListener('online', tryAgain);
      clearTimeout(timer);
    };
  }, []);

  return (
    <section className="offline-screen" role="status" aria-live="polite" data-testid="offline-screen">
      <svg className="offline-screen__icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5 12.6a10 10 0 0 1 14 0M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <h1 className="offline-screen__title">{t('offline.title')}</h1>
      <p className="offline-screen__message">{t('offline.message')}</p>
      <p className="offline-screen__waiting">
        <span className="offline-screen__pulse" aria-hidden="true" />
        {t('offline.waiting')}
      </p>
      <div className="offline-screen__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('offline.tryNow')}
          </button>
        )}
        {home && (
          <Link href="/home" className="button button--ghost">
            {t('common.goHome')}
          </Link>
        )}
      </div>
    </section>
  );
}
