import type { ComponentProps } from 'react';
import { FieldFrame } from './field-frame.tsx';

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
  return (
    <FieldFrame label={label} error={error} name={input.name} className={className} valueDirection={valueDirection}>
      {(control) => (
        <>
          {adornment && (
            <span className="field__adornment" aria-hidden="true">
              {adornment}
            </span>
          )}
          <input className="field__input" {...control} {...input} />
        </>
      )}
    </FieldFrame>
  );
}
