import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiRequestError } from '../lib/api-client.ts';
import { serverMessage } from '../lib/server-message.ts';

/**
 * Shows a form's failed call: the server's messages for the form's own fields under those fields, anything else
 * as an error toast. Errors that are not the API's are thrown on.
 */
export function showServerErrors<F extends FieldValues>(
  error: unknown,
  { fields, setError, t }: { fields: readonly Path<F>[]; setError: UseFormSetError<F>; t: TFunction },
): void {
  if (!(error instanceof ApiRequestError)) throw error;
  const own = Object.entries(error.fields).filter(([field]) => fields.includes(field as Path<F>));
  for (const [field, message] of own) setError(field as Path<F>, { type: 'server', message });
  if (own.length === 0) toast.error(serverMessage(t, error));
}
