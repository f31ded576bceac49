import { type ReactElement, useId } from 'react';
import '../../ui/text-field.css';

/**
 * A label, a control and its error in the frame of ui/text-field, for controls TextField does not cover (a select).
 * The control is given as a function of its id and its error's id.
 */
export function FieldFrame({
  label,
  error,
  name,
  children,
}: {
  label: string;
  error?: string | undefined;
  name: string;
  children: (ids: { id: string; errorId: string | undefined }) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className={error ? 'field__control field__control--invalid' : 'field__control'}>
        {children({ id, errorId: error ? errorId : undefined })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="field__error" data-testid={`${name}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
