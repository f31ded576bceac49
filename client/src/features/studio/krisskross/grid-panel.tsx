import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import { useDeferredValue, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useStudioMutation } from '../studio-queries.ts';
import { GridPreview } from './grid-preview.tsx';
import { changedDirections, type PreviewWord, previewLayout } from './preview-layout.ts';

/** The live grid of a kriss-kross game being written, and "suggest directions" with a preview of the suggestion. */
export function GridPanel({
  gameId,
  language,
  words,
  saved,
  locked,
}: {
  gameId: string;
  language: Language;
  words: readonly PreviewWord[];
  /** The stored questions, the only ones whose directions can be changed. */
  saved: readonly PreviewWord[];
  locked: boolean;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [suggesting, setSuggesting] = useState(false);
  // Typing stays smooth: the layout follows the latest words when React has time.
  const deferred = useDeferredValue(words);
  const layout = useMemo(() => previewLayout(gameId, language, deferred), [gameId, language, deferred]);
  const suggestion = useMemo(
    () => (suggesting ? previewLayout(gameId, language, saved, true) : null),
    [suggesting, gameId, language, saved],
  );
  const changes = suggestion ? changedDirections(saved, suggestion) : [];
  const apply = useStudioMutation((directions: typeof changes) =>
    client.call(api.setDirections, { params: { id: gameId }, body: { directions } }),
  );

  async function applySuggestion() {
    try {
      if (changes.length > 0) await apply.mutateAsync(changes);
      setSuggesting(false);
      toast.success(t('studio.directionsApplied'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  return (
    <section className="studio-card" aria-labelledby="grid-title">
      <div className="studio-row studio-row--between">
        <h2 id="grid-title" className="studio-card__title">
          {suggestion ? t('studio.suggestedGrid') : t('studio.gridPreview')}
        </h2>
        {!locked && saved.length >= 2 && (
          <button type="button" className="button button--ghost button--small" aria-pressed={suggesting} onClick={() => setSuggesting((on) => !on)}>
            {suggesting ? t('studio.keepDirections') : t('studio.suggestDirections')}
          </button>
        )}
      </div>
      <GridPreview
        layout={suggestion ?? layout}
        language={language}
        label={t('studio.gridLabel', { count: (suggestion ?? layout).placements.length })}
      />
      {suggestion && (
        <div className="studio-row studio-row--between">
          <p className="studio-muted">{t('studio.directionChanges', { count: changes.length })}</p>
          <button type="button" className="button button--primary button--small" disabled={apply.isPending} onClick={() => void applySuggestion()}>
            {t('studio.useDirections')}
          </button>
        </div>
      )}
    </section>
  );
}
