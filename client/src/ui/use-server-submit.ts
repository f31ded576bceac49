import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ServerErrorOptions, showServerErrors } from './server-field-errors.ts';

/**
 * A react-hook-form submit handler around one server call: `done` gets the answer; a refusal is shown by
 * showServerErrors (under the form's own fields, else as a toast). Resolves to whether the call went through.
 */
export function useServerSubmit<F extends FieldValues, V, R>(
  call: (values: V) => Promise<R>,
  { done, ...errorOptions }: ServerErrorOptions<F> & { done: (answer: R, values: V) => void },
): (values: V) => Promise<boolean> {
  const { t } = useTranslation();
  return async (values) => {
    try {
      done(await call(values), values);
      return true;
    } catch (error) {
      showServerErrors(error, { ...errorOptions, t });
      return false;
    }
  };
}
