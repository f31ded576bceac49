import { type ComponentProps, useId } from 'react';
import './text-field.css';
import './field-extras.css';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  hint?: string;
  options: readonly { value: string; label: string; lang?: string }[];
};

/** A labelled drop-down in the same frame as a text field. */
export function SelectField({ label, hint, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <select id={id} className="field__input" aria-describedby={hint ? hintId : undefined} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
