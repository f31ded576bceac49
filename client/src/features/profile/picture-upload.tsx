import { api } from '@plw/protocol/api';
import { MEDIA_MESSAGES, mediaFileProblem, mediaKindOf } from '@plw/shared/schemas/media';
import { useSetAtom } from 'jotai';
import { type ChangeEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { loginAtom } from '../../lib/session/auth-state.ts';

/** The spec's message for a file that cannot be a profile picture: too large, or not an image at all. */
export function pictureProblem(file: { size: number; type: string }): string | null {
  const problem = mediaFileProblem({ size: file.size, mime: file.type });
  if (problem) return problem;
  return mediaKindOf(file.type) === 'image' ? null : MEDIA_MESSAGES.badFormat;
}

/** The profile picture and the button that replaces it (PUT multipart `file`), checked before it is sent. */
export function PictureUpload({ picture, name }: { picture: string | null; name: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const login = useSetAtom(loginAtom);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    setError(problem);
    if (problem) return;
    const form = new FormData();
    form.append('file', file);
    setUploading(true);
    try {
      login(await client.call(api.uploadProfilePicture, { form }));
      toast.success(t('profile.pictureSaved'));
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.fields.file ?? serverMessage(t, failure));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="picture-upload">
      <Avatar src={picture} name={name} size="lg" />
      <div className="picture-upload__actions">
        <label htmlFor={id} className="button button--ghost button--small picture-upload__button">
          {uploading ? t('profile.uploading') : t('profile.choosePicture')}
        </label>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          name="file"
          accept="image/*"
          aria-label={t('profile.picture')}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          disabled={uploading}
          onChange={(event) => void upload(event)}
        />
        {error
          ? (
              <p id={`${id}-error`} role="alert" className="field__error" data-testid="file-error">
                {error}
              </p>
            )
          : (
              <p id={`${id}-hint`} className="picture-upload__hint">
                {t('profile.pictureHint')}
              </p>
            )}
      </div>
    </div>
  );
}
