import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';

/** The sign-up link of a just-approved channel, shown when it was not mailed, for the admin to pass on. */
export function SignUpLink({ channel, url, onClose }: { channel: string; url: string; onClose: () => void }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('creatorRequests.copied'));
    } catch {
      toast.error(t('creatorRequests.copyFailed'));
    }
  }
  return (
    <div className="sign-up-link" role="status">
      <p className="sign-up-link__title">{t('creatorRequests.signUpLinkTitle', { channel })}</p>
      <p className="sign-up-link__hint">{t('creatorRequests.signUpLinkHint')}</p>
      <input
        className="sign-up-link__url"
        readOnly
        value={url}
        dir="ltr"
        aria-label={t('creatorRequests.signUpLink')}
        data-testid="signup-url"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="sign-up-link__actions">
        <button type="button" className="button button--primary button--small" onClick={() => void copy()}>
          {t('creatorRequests.copy')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClose}>
          {t('creatorRequests.done')}
        </button>
      </div>
    </div>
  );
}
