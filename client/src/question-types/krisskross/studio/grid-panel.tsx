import { api } from '@plw/protocol/api';
import type { Language } from '@plw/shared/constants';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { useStudioMutation } from '../../../features/studio/studio-queries.ts';
import { GridPreview } from './grid-preview.tsx';
import { changedDirections, type PreviewWord, previewLayout } from './preview-layout.ts';
import { usePreviewLayout } from './use-preview-layout.ts';

/** How long a layout may take before the panel says it is arranging the grid. */
const ARRANGING_NOTICE_MS = 300;

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
  // Typing stays smooth: the grids are laid out off the page's thread, and the last one stays shown meanwhile.
  const live = usePreviewLayout(gameId, language, words, false);
  const suggested = usePreviewLayout(gameId, language, saved, true, suggesting);
  // Before the first layout arrives the panel shows the grid of no words, as it does while there are none.
  const empty = useMemo(() => previewLayout(gameId, language, []), [gameId, language]);
  const suggestion = suggested.layout;
  const layout = live.layout ?? empty;
  const arranging = suggesting ? suggested.arranging : live.arranging;
  // Said only when a layout keeps the creator waiting: a quick one would flash it (and be read out) on every key.
  const [stillArranging] = useDebounce(arranging, ARRANGING_NOTICE_MS);
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
        <div className="studio-row">
          <h2 id="grid-title" className="studio-card__title">
            {suggestion ? t('studio.suggestedGrid') : t('studio.gridPreview')}
          </h2>
          {/* Always present, so screen readers hear it when it fills. */}
          <span className="studio-muted" role="status">
            {arranging && stillArranging ? t('studio.arrangingGrid') : ''}
          </span>
        </div>
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
          <button type="button" className="button button--primary button--small" disabled={apply.isPending || suggested.arranging} onClick={() => void applySuggestion()}>
            {t('studio.useDirections')}
          </button>
        </div>
      )}
    </section>
  );
}
