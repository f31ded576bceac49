import { api } from '@plw/protocol/api';
import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDraftsStatus } from '../studio-queries.ts';

// Question source "Chatgpt": drafts from the server's language model, never saved as they are. "Review" puts a
// draft into the question form, where the creator edits it and saves it like any other question.

export function QuestionDrafts({ gameId, onReview }: { gameId: string; onReview: (draft: QuestionDraft) => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const status = useDraftsStatus();
  const [topic, setTopic] = useState('');
  const [drafts, setDrafts] = useState<QuestionDraft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function draft() {
    setPending(true);
    setProblem(null);
    try {
      const reply = await client.call(api.draftQuestions, { params: { id: gameId }, body: { count: 5, topic } });
      setDrafts(reply.drafts);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setProblem(serverMessage(t, error));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="studio-card" aria-labelledby="drafts-title">
      <h2 id="drafts-title" className="studio-card__title">
        {t('studio.drafts')}
      </h2>
      {status.data && !status.data.configured
        ? (
            <Notice tone="info">
              <p>{status.data.message}</p>
            </Notice>
          )
        : (
            <>
              <p className="studio-card__hint">{t('studio.draftsHint')}</p>
              <div className="studio-row studio-row--bottom">
                <TextField label={t('studio.draftTopic')} name="draft-topic" value={topic} onChange={(e) => setTopic(e.target.value)} />
                <button type="button" className="button button--ghost" disabled={pending} onClick={() => void draft()}>
                  {pending ? t('studio.drafting') : t('studio.draftQuestions')}
                </button>
              </div>
              {problem && <p className="studio-error" role="alert">{problem}</p>}
              {drafts.length > 0 && (
                <ul className="studio-list" aria-label={t('studio.drafts')}>
                  {drafts.map((item, index) => (
                    <li key={`${index}:${item.question}`} className="studio-item">
                      <div className="studio-item__main">
                        <span className="studio-item__title">{item.question}</span>
                        <span className="studio-item__meta">
                          {t('studio.answerIs', { answer: item.answer })}
                          {item.answer_options && ` · ${item.answer_options.join(' · ')}`}
                          {item.direction && ` · ${t(`studio.direction.${item.direction}`)}`}
                          {item.alternatives && item.alternatives.length > 0 && ` · ${item.alternatives.join(' · ')}`}
                        </span>
                      </div>
                      <div className="studio-item__actions">
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => {
                            onReview(item);
                            setDrafts((all) => all.filter((d) => d !== item));
                          }}
                        >
                          {t('studio.reviewDraft')}
                        </button>
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          onClick={() => setDrafts((all) => all.filter((d) => d !== item))}
                        >
                          {t('studio.discard')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
    </section>
  );
}
