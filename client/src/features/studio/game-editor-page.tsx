import { api } from '@plw/protocol/api';
import { LANGUAGE_NAMES } from '@plw/shared/constants';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { formValuesOf, GAME_FORM_DEFAULTS, GameForm, type GameFormValues } from './game-form.tsx';
import { LanguageRequests } from './language-requests.tsx';
import { languageName } from './language-name.ts';
import { StatusBadge } from './status-badge.tsx';
import { gameEditorHref, playGameHref, questionsHref } from './studio-links.ts';
import { useStudioGame, useStudioMutation } from './studio-queries.ts';
import { useGameIds } from './use-game-ids.ts';
import { VariantReview } from './variant-review.tsx';
import './studio.css';

/**
 * /creator/game/new?gameIds=...: a new game, or the first id's game to edit with its language variants; a new
 * variant in a language the game does not have; and requests for languages that are not offered.
 */
/** The variants' ids with one of them first (the one the address opens). */
const withFirst = (variants: readonly { game_id: string }[], first: string) => [
  first,
  ...variants.map((v) => v.game_id).filter((id) => id !== first),
];

export default function GameEditorPage() {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const ids = useGameIds();
  const firstId = ids[0];
  const loaded = useStudioGame(firstId);
  const [addingVariant, setAddingVariant] = useState(false);
  const game = loaded.data?.game;
  const variants = loaded.data?.variants ?? [];

  const save = useStudioMutation(async (values: GameFormValues) => {
    if (game && !addingVariant) return client.call(api.updateGame, { params: { id: game.game_id }, body: values });
    return client.call(api.createGame, { body: { ...values, ...(game ? { variant_of: game.game_id } : {}) } });
  });

  const initial = useMemo(() => {
    if (!game) return GAME_FORM_DEFAULTS;
    const values = formValuesOf(game);
    return addingVariant ? { ...values, language: GAME_FORM_DEFAULTS.language, image: null } : values;
  }, [game, addingVariant]);

  async function submit(values: GameFormValues) {
    try {
      const { game: saved } = await save.mutateAsync(values);
      if (game && !addingVariant) {
        toast.success(t('studio.saved'));
        return;
      }
      toast.success(t('studio.created'));
      setAddingVariant(false);
      const others = variants.map((v) => v.game_id);
      navigate(questionsHref(saved.type, [saved.game_id, ...others]));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  if (firstId && loaded.isPending) return <Loading />;
  const taken = new Set(variants.map((v) => v.language as string));
  const title = !game ? t('pages.newGame') : addingVariant ? t('studio.newVariant') : t('studio.editGame');

  return (
    <div className="studio">
      <PageHeader title={title} subtitle={game?.game_name} />
      {loaded.isError && <p className="studio-error">{t('studio.loadFailed')}</p>}
      {game && (
        <section className="studio-card" aria-labelledby="variants-title">
          <h2 id="variants-title" className="studio-card__title">
            {t('studio.variants')}
          </h2>
          <ul className="studio-list">
            {variants.map((variant) => (
              <li key={variant.game_id} className="studio-item">
                <div className="studio-item__main">
                  <span className="studio-item__title">
                    {`${languageName(variant.language, i18n.language)} · ${variant.game_name}`}
                  </span>
                  <span className="studio-item__meta">
                    {t('studio.questionCount', { count: variant.question_count })}
                    {' '}
                    <StatusBadge status={variant.status} />
                  </span>
                  <VariantReview variant={variant} questionCount={variant.question_count} />
                </div>
                <div className="studio-item__actions">
                  {variant.game_id !== game.game_id && (
                    <Link
                      className="button button--ghost button--small"
                      href={gameEditorHref(withFirst(variants, variant.game_id))}
                    >
                      {t('studio.edit')}
                    </Link>
                  )}
                  <Link className="button button--ghost button--small" href={questionsHref(variant.type, [variant.game_id])}>
                    {t('studio.questions')}
                  </Link>
                  <Link
                    className="button button--ghost button--small"
                    href={playGameHref(variant.type, variants.map((v) => v.game_id), variant.language)}
                  >
                    {t('studio.playGame')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          {taken.size < LANGUAGE_NAMES.length && (
            <div className="studio-row">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-pressed={addingVariant}
                onClick={() => setAddingVariant((on) => !on)}
              >
                {addingVariant ? t('studio.cancelVariant') : t('studio.addVariant')}
              </button>
            </div>
          )}
        </section>
      )}
      <GameForm
        initial={initial}
        initialImageUrl={addingVariant ? null : (game?.image ?? null)}
        languages={addingVariant ? LANGUAGE_NAMES.filter((l) => !taken.has(l)) : LANGUAGE_NAMES}
        typeLocked={Boolean(game)}
        submitLabel={game && !addingVariant ? t('studio.saveGame') : t('studio.createGame')}
        onSubmit={submit}
      />
      <LanguageRequests />
    </div>
  );
}
