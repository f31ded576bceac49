import { api } from '@plw/protocol/api';
import { MEDIA_MAX_BYTES, type MediaType } from '@plw/shared/constants';
import { ALLOWED_MIME_TYPES, MEDIA_MESSAGES, mediaFileProblem } from '@plw/shared/schemas/media';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';

// Picks one file and uploads it at once (POST /api/media); the form then holds only its media id and kind.
// The size and type are checked here for a quick answer, and again by the server from the file's bytes.

export interface PickedMedia {
  mediaFile: string;
  mediaType: MediaType;
  url: string;
}

export function MediaPicker({
  label,
  kinds,
  value,
  onChange,
  error,
}: {
  label: string;
  kinds: readonly MediaType[];
  value: PickedMedia | null;
  onChange: (media: PickedMedia | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const accept = kinds.flatMap((kind) => ALLOWED_MIME_TYPES[kind]).join(',');
  const shown = problem ?? error;

  async function pick(file: File | undefined) {
    if (!file) return;
    // Browsers do not always know a file's type (an .m4a often comes untyped): then only the server judges it.
    const local = file.type
      ? mediaFileProblem({ size: file.size, mime: file.type })
      : file.size > MEDIA_MAX_BYTES
        ? MEDIA_MESSAGES.tooLarge
        : null;
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const form = new FormData();
      if (kinds.length === 1 && kinds[0]) form.append('mediaType', kinds[0]);
      form.append('file', file);
      const stored = await client.call(api.uploadMedia, { form });
      onChange({ mediaFile: stored.media_id, mediaType: stored.mediaType, url: stored.url });
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) throw caught;
      setProblem(serverMessage(t, caught));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="field media-picker">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {value
        ? (
            <div className="media-picker__chosen">
              <MediaPreview media={value} />
              <button type="button" className="button button--ghost button--small" onClick={() => onChange(null)}>
                {t('studio.removeMedia')}
              </button>
            </div>
          )
        : (
            <input
              id={id}
              type="file"
              className="media-picker__input"
              accept={accept}
              disabled={uploading}
              aria-invalid={shown ? true : undefined}
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          )}
      {uploading && <p className="field__hint">{t('studio.uploading')}</p>}
      {shown && (
        <p role="alert" className="field__error">
          {shown}
        </p>
      )}
    </div>
  );
}

export function MediaPreview({ media }: { media: { url: string; mediaType: MediaType } }) {
  if (media.mediaType === 'image') return <img className="media-picker__preview" src={media.url} alt="" />;
  if (media.mediaType === 'audio') return <audio className="media-picker__preview" src={media.url} controls />;
  return <video className="media-picker__preview" src={media.url} controls />;
}
