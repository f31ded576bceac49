import { FILTER_MODES, LANGUAGE_NAMES, SEARCH_DEBOUNCE_MS } from '@plw/shared/constants';
import { gameFilterSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from 'use-debounce';
import { useParams, useSearchParams } from 'wouter';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadMore } from '../../ui/load-more.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useChannelGames } from './catalog-queries.ts';
import { GameRow } from './game-row.tsx';
import '../../ui/panel.css';
import './admin-catalog.css';

const FLAGS = ['localcircle', 'transitgames', 'supportinglessons'] as const;

/** /admin/{channel_id}/channel: one channel's games in every state, with the spec's filters kept in the address. */
export default function ChannelGamesPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams<{ channelId: string }>();
  const [params, setParams] = useSearchParams();
  const parsed = gameFilterSearchSchema.safeParse(searchParamsToObject(params));
  const filters = parsed.success ? parsed.data : {};
  const [text, setText] = useState(filters.search ?? '');
  const games = useChannelGames({
    channel_id: channelId,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.mode ? { mode: filters.mode } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...Object.fromEntries(FLAGS.filter((flag) => filters[flag]).map((flag) => [flag, 'true'])),
  });

  function set(name: string, value: string | null) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    }, { replace: true });
  }
  const commitSearch = useDebouncedCallback((value: string) => set('search', value.trim() || null), SEARCH_DEBOUNCE_MS);

  const channel = games.data?.pages[0]?.channel;
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <section className="panel-page catalog">
      <PageHeader title={channel?.channel_name ?? t('pages.channelGames')} subtitle={t('adminCatalog.channelIntro')} />
      <div className="catalog-filters">
        <div className="field">
          <label className="field__label" htmlFor="catalog-search">{t('adminCatalog.search')}</label>
          <div className="field__control">
            <input
              id="catalog-search"
              type="search"
              className="field__input"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                commitSearch(e.target.value);
              }}
            />
          </div>
        </div>
        <SelectField
          label={t('adminCatalog.mode')}
          value={filters.mode ?? ''}
          onChange={(e) => set('mode', e.target.value || null)}
          options={[
            { value: '', label: t('adminCatalog.any') },
            ...FILTER_MODES.map((m) => ({ value: m, label: t(`release.modes.${m}`) })),
          ]}
        />
        <SelectField
          label={t('language.label')}
          value={filters.language ?? ''}
          onChange={(e) => set('language', e.target.value || null)}
          options={[
            { value: '', label: t('adminCatalog.any') },
            ...LANGUAGE_NAMES.map((l) => ({ value: l, label: l })),
          ]}
        />
        <fieldset className="catalog-flags">
          <legend className="visually-hidden">{t('adminCatalog.circles')}</legend>
          {FLAGS.map((flag) => (
            <label key={flag} className="catalog-flag">
              <input
                type="checkbox"
                checked={filters[flag] ?? false}
                onChange={(e) => set(flag, e.target.checked ? 'true' : null)}
              />
              {t(`adminCatalog.flags.${flag}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {games.isPending
        ? <Loading />
        : list.length === 0
          ? <EmptyState title={t('adminCatalog.noGames')} />
          : (
              <>
                <ul className="panel-grid">
                  {list.map((game) => <GameRow key={game.game_id} game={game} showChannel={false} />)}
                </ul>
                <LoadMore query={games} />
              </>
            )}
    </section>
  );
}
