import type { AuthResponse } from '@plw/protocol/api';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useServerSubmit } from '../../ui/use-server-submit.ts';
import { loginAtom } from '../../lib/session/auth-state.ts';

interface SessionSubmitOptions<F extends FieldValues> {
  /** The form's own fields; server field errors for them are shown under the field, others as a toast. */
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
  /** The toast once it worked. */
  success: string;
  /** Another user now (a sign-in): cached server data of the last one is fetched again. */
  newUser?: boolean;
}

/**
 * A profile form's submit handler for calls that answer a fresh session (profile, account, sign-in): the session
 * is stored as sign-in stores it (auth-state), and the page stays where it is.
 */
export function useSessionSubmit<F extends FieldValues, V>(
  call: (values: V) => Promise<AuthResponse>,
  { fields, setError, success, newUser = false }: SessionSubmitOptions<F>,
): (values: V) => Promise<boolean> {
  const login = useSetAtom(loginAtom);
  const queryClient = useQueryClient();

  return useServerSubmit(call, {
    fields,
    setError,
    done: (session) => {
      login(session);
      if (newUser) void queryClient.invalidateQueries();
      toast.success(success);
    },
  });
}
