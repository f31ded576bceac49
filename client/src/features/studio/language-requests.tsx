import { api } from '@plw/protocol/api';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useLanguageRequests, useStudioMutation } from './studio-queries.ts';

/** The channel's requests for languages the product does not offer (GET /api/channel/game/language), and a new one. */
export function LanguageRequests() {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const requests = useLanguageRequests();
  const [language, setLanguage] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const ask = useStudioMutation((wanted: string) => client.call(api.requestLanguage, { body: { language: wanted } }));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  async function submit() {
    try {
      await ask.mutateAsync(language);
      setLanguage('');
      setProblem(undefined);
      toast.success(t('studio.languageRequested'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setProblem(error.fields.language ?? serverMessage(t, error));
    }
  }

  return (
    <section className="studio-card" aria-labelledby="language-requests-title">
      <h2 id="language-requests-title" className="studio-card__title">
        {t('studio.languageRequests')}
      </h2>
      <p className="studio-card__hint">{t('studio.languageRequestsHint')}</p>
      <form
        className="studio-row studio-row--bottom"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('studio.requestLanguageLabel')}
          name="requested-language"
          value={language}
          error={problem}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <button type="submit" className="button button--ghost" disabled={ask.isPending}>
          {t('studio.requestLanguage')}
        </button>
      </form>
      {requests.isError && <p className="studio-error">{t('studio.requestsFailed')}</p>}
      {requests.data && requests.data.requests.length > 0 && (
        <ul className="studio-list">
          {requests.data.requests.map((request) => (
            <li key={request.request_id} className="studio-item">
              <span className="studio-item__title">{request.language}</span>
              <span className="studio-item__meta">{date.format(new Date(request.created_at))}</span>
              <span className="studio-badge">{t(`studio.requestStatus.${request.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
