import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiRequestError } from '../lib/api-client.ts';
import { serverMessage } from '../lib/server-message.ts';

export interface ServerErrorOptions<F extends FieldValues> {
  /** The form's own fields; server field errors for them are shown under the field, others as a toast. */
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
  /** A field message in the reader's words (default: as the server wrote it). */
  fieldMessage?: (message: string) => string;
  /** The toast when no field of the form is named (default: the server's message, translated when we can). */
  toastMessage?: (error: ApiRequestError) => string;
}

/**
 * Shows a form's failed call: the server's messages for the form's own fields under those fields, anything else
 * as an error toast. Errors that are not the API's are thrown on.
 */
export function showServerErrors<F extends FieldValues>(
  error: unknown,
  { fields, setError, fieldMessage = (message) => message, toastMessage, t }: ServerErrorOptions<F> & { t: TFunction },
): void {
  if (!(error instanceof ApiRequestError)) throw error;
  const own = Object.entries(error.fields).filter(([field]) => fields.includes(field as Path<F>));
  for (const [field, message] of own) setError(field as Path<F>, { type: 'server', message: fieldMessage(message) });
  if (own.length === 0) toast.error(toastMessage ? toastMessage(error) : serverMessage(t, error));
}
