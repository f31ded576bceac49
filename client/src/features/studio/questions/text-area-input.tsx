import { type ComponentProps, useId } from 'react';
import '../../../ui/text-field.css';

type Props = Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string | undefined };

/** A labelled multi-line input in the frame of ui/text-field, with its error underneath. */
export function TextAreaInput({ label, error, ...textarea }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'}>
        <textarea
          id={id}
          className="field__input studio-textarea"
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
