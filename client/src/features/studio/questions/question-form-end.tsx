import type { MediaType } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import type { PickedMedia } from '../media-picker.tsx';
import { QuestionMediaField } from './media-field.tsx';

/**
 * How both question forms end: the question's picture, sound or video, then cancel (while editing a question or
 * reviewing a draft) and save.
 */
export function QuestionFormEnd({
  media,
  mediaError,
  onMediaChange,
  editing,
  cancellable,
  onCancel,
  saving,
}: {
  media: { mediaFile?: string | null; mediaType?: MediaType | null; url: string | null };
  mediaError: string | undefined;
  onMediaChange: (media: PickedMedia | null) => void;
  editing: boolean;
  cancellable: boolean;
  onCancel: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <QuestionMediaField value={media} error={mediaError} onChange={onMediaChange} />
      <div className="studio-row studio-row--end">
        {cancellable && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('studio.cancel')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={saving}>
          {editing ? t('studio.saveQuestion') : t('studio.addQuestion')}
        </button>
      </div>
    </>
  );
}
