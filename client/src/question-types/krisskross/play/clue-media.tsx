import type { MediaType } from '@plw/shared/constants';
import { useTranslation } from 'react-i18next';

/** The picture, sound or video that comes with a clue. */
export function ClueMedia({ file, type, clue }: { file: string; type: MediaType; clue: string }) {
  const { t } = useTranslation();
  switch (type) {
    case 'image':
      return <img className="kk-clue__media" src={file} alt={t('krissKross.mediaImage', { clue })} loading="lazy" />;
    case 'audio':
      return (
        <audio className="kk-clue__media" src={file} controls preload="none" aria-label={t('krissKross.mediaAudio', { clue })} />
      );
    case 'video':
      return (
        <video
          className="kk-clue__media"
          src={file}
          controls
          playsInline
          preload="metadata"
          aria-label={t('krissKross.mediaVideo', { clue })}
        />
      );
  }
}
