import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/server-message.ts';

/** Puts a refused form's field messages under their fields; anything else becomes a toast. */
export function showServerErrors<F extends FieldValues>(error: unknown, setError: UseFormSetError<F>, t: TFunction) {
  if (!(error instanceof ApiRequestError)) throw error;
  const fields = Object.entries(error.fields);
  for (const [field, message] of fields) setError(field as Path<F>, { type: 'server', message });
  if (fields.length === 0) toast.error(serverMessage(t, error));
}
