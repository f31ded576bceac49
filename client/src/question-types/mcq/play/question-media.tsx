import type { MediaType } from '@plw/shared/constants';

/** A question's picture, sound or video, labelled for assistive technology. */
export function QuestionMedia({ file, type, label }: { file: string; type: MediaType; label: string }) {
  switch (type) {
    case 'image':
      return <img className="mcq-card__media" src={file} alt={label} />;
    case 'audio':
      return <audio className="mcq-card__media" src={file} controls aria-label={label} />;
    case 'video':
      return <video className="mcq-card__media" src={file} controls aria-label={label} />;
  }
}
