import type { MediaType } from '@plw/shared/constants';

/** A question's picture, sound or video, labelled for assistive technology; `className` sizes it in its card. */
export interface QuestionMediaProps {
  file: string;
  type: MediaType;
  label: string;
  className?: string;
}

export function QuestionMedia({ file, type, label, className }: QuestionMediaProps) {
  switch (type) {
    case 'image':
      return <img className={className} src={file} alt={label} />;
    case 'audio':
      return <audio className={className} src={file} controls aria-label={label} />;
    case 'video':
      return <video className={className} src={file} controls aria-label={label} />;
  }
}
