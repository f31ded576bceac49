import type { MediaType } from '@plw/shared/constants';
import { MEDIA_TYPES } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';
import { MediaPicker, type PickedMedia } from '../media-picker.tsx';

/** A question's optional picture, sound or video: the picker sets the file and its kind together. */
export function QuestionMediaField({
  value,
  onChange,
  error,
}: {
  value: { mediaFile?: string | null; mediaType?: MediaType | null; url: string | null };
  onChange: (media: PickedMedia | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const picked =
    value.mediaFile && value.mediaType && value.url
      ? { mediaFile: value.mediaFile, mediaType: value.mediaType, url: value.url }
      : null;
  return (
    <MediaPicker label={t('studio.fieldMedia')} kinds={MEDIA_TYPES} value={picked} onChange={onChange} error={error} />
  );
}
