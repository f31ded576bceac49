import { type ReactNode, useId } from 'react';
import './text-field.css';

/** What the control inside a FieldFrame needs to be tied to its label and its error. */
export interface FieldControlProps {
  'id': string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** The message under the field; the spec's words, shown as given. */
  error: string | undefined;
  /** The field's name, for the error's test id (`<name>-error`); the generated id when there is none. */
  name: string | undefined;
  className: string | undefined;
  /** Phone numbers, e-mail addresses and passwords read left to right in every language. */
  valueDirection?: 'ltr' | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The frame text and multi-line fields share: the label, the control's box (marked when invalid), the error. */
export function FieldFrame({ label, error, name, className, valueDirection, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'} dir={valueDirection}>
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      </div>
      <FieldError id={errorId} name={name ?? id} message={error} />
    </div>
  );
}

/** A field's error, announced to screen readers and findable by tests as `<name>-error`. */
export function FieldError({ id, name, message }: { id: string; name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="field__error" data-testid={`${name}-error`}>
      {message}
    </p>
  );
}
