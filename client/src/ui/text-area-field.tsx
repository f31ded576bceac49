import { type ComponentProps, useId } from 'react';
import './text-field.css';
import './field-extras.css';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  /** The message under the field; the spec's words, shown as given. */
  error?: string | undefined;
};

/** A labelled multi-line input with its error underneath, like TextField. */
export function TextAreaField({ label, error, className, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'}>
        <textarea
          id={id}
          className="field__input field__input--multiline"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...textarea}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="field__error" data-testid={`${textarea.name ?? id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
