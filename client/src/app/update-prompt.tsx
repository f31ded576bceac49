import { useRegisterSW } from 'virtual:pwa-register/react';
import { useTranslation } from 'react-i18next';
import './update-prompt.css';

const HOUR_MS = 60 * 60 * 1000;

/** Checks for a new version on load (and hourly) and, when one is waiting, offers to refresh into it. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      void registration.update();
      setInterval(() => void registration.update(), HOUR_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text" className="update-prompt__text">
        {t('update.available')}
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="button button--ghost button--small" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void updateServiceWorker(true)}
        >
          {t('update.refresh')}
        </button>
      </div>
    </div>
  );
}
