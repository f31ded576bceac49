import { api } from '@plw/protocol/api';
import type { PlaylistGame, StudioPlaylist } from '@plw/protocol/rest/studio-playlists';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { movedOrder } from './moved-order.ts';
import { useStudioMutation, useStudioPlaylists } from './studio-queries.ts';
import './studio.css';
import { questionTypeOf } from '../../question-types/registry.ts';

/** /creator/playlists: the channel's playlists, made, renamed and deleted, with released games added and ordered. */
export default function PlaylistsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const details = useStudioPlaylists();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const create = useStudioMutation((value: string) => client.call(api.createPlaylist, { body: { name: value } }));

  async function submit() {
    try {
      await create.mutateAsync(name);
      setName('');
      setProblem(undefined);
      toast.success(t('studio.playlistCreated'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setProblem(error.fields.name ?? serverMessage(t, error));
    }
  }

  return (
    <div className="studio">
      <PageHeader title={t('pages.playlists')} subtitle={t('studio.playlistsIntro')} />
      <form
        className="studio-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('studio.playlistName')} name="playlist-name" value={name} error={problem} onChange={(e) => setName(e.target.value)} />
        <div className="studio-row studio-row--end">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {t('studio.createPlaylist')}
          </button>
        </div>
      </form>
      {details.isPending
        ? (
            <Loading />
          )
        : details.data?.playlists.length
          ? (
              details.data.playlists.map((playlist) => (
                <PlaylistCard key={playlist.playlist_id} playlist={playlist} released={details.data.games} />
              ))
            )
          : (
              <p className="studio-muted" role="status">
                {t('studio.noPlaylists')}
              </p>
            )}
    </div>
  );
}

function PlaylistCard({ playlist, released }: { playlist: StudioPlaylist; released: readonly PlaylistGame[] }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(playlist.name);
  const [adding, setAdding] = useState('');
  const id = { id: playlist.playlist_id };
  const rename = useStudioMutation((value: string) =>
    client.call(api.renamePlaylist, { params: id, body: { name: value } }),
  );
  const remove = useStudioMutation(() => client.call(api.deletePlaylist, { params: id }));
  const setGames = useStudioMutation((ids: string[]) =>
    client.call(api.setPlaylistGames, { params: id, body: { game_group_ids: ids } }),
  );
  const ids = playlist.games.map((g) => g.game_group_id);
  const addable = released.filter((g) => !ids.includes(g.game_group_id));
  const failed = (error: unknown) => {
    if (!(error instanceof ApiRequestError)) throw error;
    toast.error(serverMessage(t, error));
  };
  const save = (next: string[]) => setGames.mutateAsync(next).then(() => undefined, failed);

  return (
    <section className="studio-card" aria-label={playlist.name} data-testid="studio-playlist">
      {renaming
        ? (
            <form
              className="studio-row"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                rename.mutateAsync(name).then(() => setRenaming(false), failed);
              }}
            >
              <TextField label={t('studio.playlistName')} name="playlist-rename" value={name} onChange={(e) => setName(e.target.value)} />
              <button type="submit" className="button button--primary button--small">
                {t('studio.save')}
              </button>
              <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(false)}>
                {t('studio.cancel')}
              </button>
            </form>
          )
        : (
            <div className="studio-row studio-row--between">
              <h2 className="studio-card__title">{playlist.name}</h2>
              <div className="studio-item__actions">
                <button type="button" className="button button--ghost button--small" onClick={() => setRenaming(true)}>
                  {t('studio.rename')}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => {
                    if (window.confirm(t('studio.confirmDeletePlaylist'))) remove.mutateAsync().then(() => undefined, failed);
                  }}
                >
                  {t('studio.delete')}
                </button>
              </div>
            </div>
          )}
      {playlist.games.length === 0
        ? (
            <p className="studio-muted">{t('studio.playlistEmpty')}</p>
          )
        : (
            <ol className="studio-list">
              {playlist.games.map((game, index) => (
                <li key={game.game_group_id} className="studio-item">
                  <span className="studio-item__main">
                    <span className="studio-item__title">{game.game_name}</span>
                    <span className="studio-item__meta">{t(questionTypeOf(game.type).labels.studio)}</span>
                  </span>
                  <span className="studio-item__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={index === 0 || setGames.isPending}
                      aria-label={t('studio.moveUp', { number: index + 1 })}
                      onClick={() => void save(movedOrder(ids, index, index - 1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={index === ids.length - 1 || setGames.isPending}
                      aria-label={t('studio.moveDown', { number: index + 1 })}
                      onClick={() => void save(movedOrder(ids, index, index + 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={setGames.isPending}
                      onClick={() => void save(ids.filter((g) => g !== game.game_group_id))}
                    >
                      {t('studio.remove')}
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          )}
      {addable.length > 0
        ? (
            <form
              className="studio-row"
              onSubmit={(event) => {
                event.preventDefault();
                if (adding) void save([...ids, adding]).then(() => setAdding(''));
              }}
            >
              <label className="studio-check">
                <span className="field__label">{t('studio.addGame')}</span>
                <select className="studio-select" value={adding} onChange={(e) => setAdding(e.target.value)}>
                  <option value="">{t('studio.chooseGame')}</option>
                  {addable.map((game) => (
                    <option key={game.game_group_id} value={game.game_group_id}>
                      {game.game_name}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className="button button--ghost button--small" disabled={!adding || setGames.isPending}>
                {t('studio.add')}
              </button>
            </form>
          )
        : (
            released.length === 0 && <p className="studio-muted">{t('studio.noReleasedGames')}</p>
          )}
    </section>
  );
}
