import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame.tsx';
import './field-extras.css';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  /** The message under the field; the spec's words, shown as given. */
  error?: string | undefined;
};

/** A labelled multi-line input with its error underneath, like TextField. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} name={textarea.name} className={className}>
      {(control) => <textarea className="field__input field__input--multiline" {...control} {...textarea} />}
    </FieldFrame>
  );
}
