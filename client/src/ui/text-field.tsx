import { type ComponentProps, useId } from 'react';
import './text-field.css';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message under the field; the spec's words, shown as given. */
  error?: string | undefined;
  /** A short fixed text before the value, e.g. "+" before a country code. */
  adornment?: string;
  /** Phone numbers, e-mail addresses and passwords read left to right in every language. */
  valueDirection?: 'ltr';
};

/** A labelled input with its error underneath, announced to screen readers and findable by tests. */
export function TextField({ label, error, adornment, valueDirection, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'} dir={valueDirection}>
        {adornment && (
          <span className="field__adornment" aria-hidden="true">
            {adornment}
          </span>
        )}
        <input
          id={id}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="field__error" data-testid={`${input.name ?? id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
