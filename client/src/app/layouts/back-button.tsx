import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import './back-button.css';

/** The browser's Navigation API where there is one: it knows whether the previous entry is one of this app's. */
interface NavigationHistory {
  canGoBack?: boolean;
}

/**
 * Whether going back stays in the app. A page opened from a link elsewhere (or typed in) has nothing of ours
 * before it; the Navigation API tells, older browsers fall back to the length of the tab's history.
 */
function canGoBackInApp(): boolean {
  const navigation = (globalThis as { navigation?: NavigationHistory }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return globalThis.history.length > 1;
}

/** Back to where the player came from, else home: the way out of every game, result, answers and leaderboard page. */
export function BackButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      className="back-button"
      aria-label={t('browse.back')}
      title={t('browse.back')}
      onClick={() => (canGoBackInApp() ? globalThis.history.back() : navigate('/home'))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
